import type { FlatMenuRecord, Language } from '@wharf/engine';
import type { Knex } from 'knex';
import { grantBasis, grantedPermissions } from '../../platform/access/grantedPermissions';

/** One page of the visit list: a menu row as stored (with its parent), plus whether visitor links may open it. */
export interface VisitEntry extends FlatMenuRecord {
  visitorAccess: boolean;
}

interface VisitRow {
  id: string;
  parent_id: string | null;
  name: string;
  menu_code: string;
  path: string;
  component: string | null;
  url: string | null;
  sort_no: number;
  icon: string | null;
  hidden: boolean;
  keep_alive: boolean;
  internal_or_external: boolean;
  back_flag: '0' | '1';
  visitor_access: boolean;
  titles: Record<string, string>;
  component_props: Array<{ label: string; value: string }>;
}

const titleKeys: Record<Language, string> = { zh_CN: 'zhCn', en_US: 'enUs', th_TH: 'thTh', zh_TW: 'zhTw' };

/**
 * The visit list of spec §3/§7 (`getVisitList`, kept in the session as `visitList`): every page the
 * user may visit by its route, flat. It is drawn from the same grants as the permission list's
 * `menu` (`grantedPermissions`), so it never offers a page the menu would refuse; unlike the menu it
 * is not a tree and keeps pages the menu does not show: hidden ones and those under a hidden
 * or folded parent, which are still reachable by address (detail pages, console back pages).
 * Buttons and entries without a path are not pages and are left out.
 */
export async function loadVisitList(trx: Knex.Transaction, userId: string, lang: Language): Promise<VisitEntry[]> {
  const basis = await grantBasis(trx, userId);
  const rows: VisitRow[] = await grantedPermissions(trx, userId, basis)
    .whereNot('p.menu_type', '2')
    .whereNotNull('p.path')
    .whereNot('p.path', '')
    .orderBy([{ column: 'p.sort_no' }, { column: 'p.menu_code' }])
    .select('p.id', 'p.parent_id', 'p.name', 'p.menu_code', 'p.path', 'p.component', 'p.url', 'p.sort_no', 'p.icon', 'p.hidden', 'p.keep_alive',
      'p.internal_or_external', 'p.back_flag', 'p.visitor_access', 'p.titles', 'p.component_props');
  return rows.map((row) => ({
    id: row.id,
    parentId: row.parent_id,
    sortNo: row.sort_no,
    path: row.path,
    name: row.name,
    component: row.component ?? '',
    menuCode: row.menu_code,
    hidden: row.hidden,
    back: row.back_flag,
    componentProps: row.component_props,
    visitorAccess: row.visitor_access,
    meta: {
      title: row.titles[titleKeys[lang]] ?? row.titles.zhCn ?? row.name,
      icon: row.icon ?? undefined,
      url: row.url ?? undefined,
      keepAlive: row.keep_alive,
      internalOrExternal: row.internal_or_external,
    },
  }));
}
