import { resolveMenuComponent } from '@wharf/engine';
import type { Knex } from 'knex';
import { grantedPermissions, type GrantBasis } from '../../platform/access/grantedPermissions';

/** How far links are followed from the menus' views; a deeper chain is a builder's loop, not a need. */
const maxLinkRounds = 10;
const maxReachedViews = 5000;

/** The views a role user reaches, and how (the input of engine `linkedViewRowFilter` and of `readableViews`). */
export interface ReachedViews {
  /** Views a menu the user holds opens. */
  menuViews: ReadonlySet<string>;
  /** Those and every view linked from a reached view. */
  reached: ReadonlySet<string>;
  /** For each reached view, the reached views that link to it. */
  linkedFrom: ReadonlyMap<string, readonly string[]>;
  /** Each reached, published view's business table (none for a report SQL view). */
  tableOf: ReadonlyMap<string, string>;
}

/** The codes of the views the given menu rows open (the same reading of a menu the web app uses). */
function viewsOfMenus(rows: ReadonlyArray<{ path: string | null; component: string | null }>): string[] {
  return rows.flatMap((row) => {
    const resolved = resolveMenuComponent({ path: row.path ?? '', component: row.component ?? '', componentProps: [], meta: { title: '' } });
    return resolved.kind === 'viewLayout' && resolved.code ? [resolved.code] : [];
  });
}

interface ViewLinks {
  code: string;
  tableName: string | null;
  buttons: Array<{ linkView?: unknown }> | null;
  nested: Array<{ viewCode?: unknown }> | null;
  layout: Array<{ componentType?: unknown; code?: unknown }> | null;
}

/** The published views `codes`: their tables, and the views each opens (button linkView, nested tables, combination parts). */
async function readLinks(trx: Knex.Transaction, codes: readonly string[]): Promise<Array<{ code: string; tableName: string | null; links: string[] }>> {
  const rows = await trx('eform_definition as d')
    .join('eform_definition_revision as r', (j) => j.on('r.definition_id', 'd.id').andOn('r.version', 'd.published_version'))
    .where('d.kind', 'view')
    .whereIn('d.code', [...codes])
    .select<ViewLinks[]>('d.code', trx.raw("r.body ->> 'tableName' as \"tableName\""), trx.raw("r.body -> 'buttons' as buttons"), trx.raw("r.body -> 'nestedTables' as nested"), trx.raw("r.body -> 'layoutItems' as layout"));
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? [value] : []);
  return rows.map((row) => ({
    code: row.code,
    tableName: row.tableName || null,
    links: [
      ...(Array.isArray(row.buttons) ? row.buttons.flatMap((b) => text(b?.linkView)) : []),
      ...(Array.isArray(row.nested) ? row.nested.flatMap((n) => text(n?.viewCode)) : []),
      ...(Array.isArray(row.layout) ? row.layout.flatMap((item) => (item?.componentType === 'view' ? text(item.code) : [])) : []),
    ],
  }));
}

/**
 * The views a role user reaches: those their granted view-layout menus open, and every view linked
 * from one they reach (a button's linkView, a nested table, a part of a combination view), with
 * the links between them and their tables.
 */
export async function readViewReach(trx: Knex.Transaction, userId: string, basis: GrantBasis): Promise<ReachedViews> {
  const menus = await grantedPermissions(trx, userId, basis).whereNot('p.menu_type', '2').select<Array<{ path: string | null; component: string | null }>>('p.path', 'p.component');
  const menuViews = new Set(viewsOfMenus(menus));
  const reached = new Set(menuViews);
  const linkedFrom = new Map<string, string[]>();
  const tableOf = new Map<string, string>();
  let frontier = [...reached];
  for (let round = 0; frontier.length > 0; round += 1) {
    const views = await readLinks(trx, frontier);
    const next = new Set<string>();
    for (const view of views) {
      if (view.tableName) tableOf.set(view.code, view.tableName);
      // The last round only reads the tables of the views reached: no link further.
      if (round >= maxLinkRounds || reached.size >= maxReachedViews) continue;
      for (const target of new Set(view.links)) {
        linkedFrom.set(target, [...(linkedFrom.get(target) ?? []), view.code]);
        if (!reached.has(target)) next.add(target);
      }
    }
    for (const code of next) reached.add(code);
    frontier = [...next];
  }
  return { menuViews, reached, linkedFrom, tableOf };
}
