import { formatMessage, type Language } from '@wharf/engine';
import type { Knex } from 'knex';
import { notFound, ValidationFailed } from '../../http/errors';
import { answeringUniqueViolations } from '../../http/uniqueViolation';
import { menuColumns, menuFromRow, rowFromMenu, type MenuInput, type MenuRecord, type MenuRow } from './menuRecord';

export interface MenuNode extends MenuRecord {
  children?: MenuNode[];
}

/** Menus ordered for display: by sort number, then code (so equal sort numbers stay stable). */
export async function listMenus(trx: Knex.Transaction, onlyIds?: Knex.QueryBuilder): Promise<MenuRecord[]> {
  const rows = await trx<MenuRow>('sys_permission')
    .modify((q) => {
      if (onlyIds) q.whereIn('id', onlyIds);
    })
    .orderBy([{ column: 'sort_no' }, { column: 'menu_code' }])
    .select(...menuColumns);
  return rows.map(menuFromRow);
}

/** Nests a flat list under parents; an entry whose parent is not in the list becomes a root. */
export function menuTree(menus: readonly MenuRecord[]): MenuNode[] {
  const nodes = new Map<string, MenuNode>(menus.map((menu) => [menu.id, { ...menu }]));
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

async function checkPlacement(trx: Knex.Transaction, menu: MenuInput, ownId: string | undefined, lang: Language): Promise<void> {
  const issue = (code: string) => new ValidationFailed([{ path: '/body/parentId', code, message: formatMessage(code, lang) }]);
  if (menu.parentId === null) {
    if (menu.menuType === '2') throw issue('menus/button-needs-parent');
    return;
  }
  if (!(await trx('sys_permission').where({ id: menu.parentId }).first('id'))) throw issue('menus/parent-not-found');
  if (!ownId) return;
  // The new parent may not be the menu itself nor anything below it, or the tree would loop.
  const below = await trx.raw<{ rows: Array<{ id: string }> }>(
    `with recursive below(id) as (select ?::uuid union select p.id from sys_permission p join below b on p.parent_id = b.id)
     select id from below where id = ?::uuid`,
    [ownId, menu.parentId],
  );
  if (below.rows.length > 0) throw issue('menus/parent-is-self');
}

export async function addMenu(trx: Knex.Transaction, userId: string, menu: MenuInput, lang: Language): Promise<MenuRecord> {
  await checkPlacement(trx, menu, undefined, lang);
  const [row] = await answeringUniqueViolations(lang, () =>
    trx<MenuRow>('sys_permission').insert({ ...rowFromMenu(menu), created_by: userId, updated_by: userId } as never).returning([...menuColumns]),
  );
  return menuFromRow(row as MenuRow);
}

export async function editMenu(trx: Knex.Transaction, userId: string, id: string, menu: MenuInput, lang: Language): Promise<MenuRecord> {
  if (!(await trx('sys_permission').where({ id }).first('id'))) throw notFound();
  await checkPlacement(trx, menu, id, lang);
  const [row] = await answeringUniqueViolations(lang, () =>
    trx<MenuRow>('sys_permission').where({ id }).update({ ...rowFromMenu(menu), updated_by: userId, updated_at: trx.fn.now() } as never).returning([...menuColumns]),
  );
  return menuFromRow(row as MenuRow);
}

/** Deletes a menu with everything under it (buttons and sub-menus), and the grants of them. */
export async function deleteMenu(trx: Knex.Transaction, id: string): Promise<void> {
  if ((await trx('sys_permission').where({ id }).delete()) === 0) throw notFound();
}

export async function isMenuCodeFree(trx: Knex.Transaction, menuCode: string, exceptId?: string): Promise<boolean> {
  const clash = await trx('sys_permission').where({ menu_code: menuCode }).modify((q) => {
    if (exceptId) q.whereNot({ id: exceptId });
  }).first('id');
  return !clash;
}

/** `code_copy`, `code_copy2`, … — the first that no menu uses yet, within the 100-character limit. */
async function freeCopyCode(trx: Knex.Transaction, code: string, taken: Set<string>): Promise<string> {
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? '_copy' : `_copy${n}`;
    const candidate = `${code.slice(0, 100 - suffix.length)}${suffix}`;
    if (!taken.has(candidate) && (await isMenuCodeFree(trx, candidate))) {
      taken.add(candidate);
      return candidate;
    }
  }
}

/**
 * Copies a top-level menu with everything under it (spec §5: only a top-level menu can be
 * copied). Copies get fresh codes; grants are not copied — the copy starts ungranted.
 */
export async function copyMenu(trx: Knex.Transaction, userId: string, id: string, lang: Language): Promise<MenuRecord> {
  const source = await trx<MenuRow>('sys_permission').where({ id }).first(...menuColumns);
  if (!source) throw notFound();
  if (source.parent_id !== null) {
    throw new ValidationFailed([{ path: '/body/id', code: 'menus/copy-top-level-only', message: formatMessage('menus/copy-top-level-only', lang) }]);
  }
  const subtree = await trx.raw<{ rows: MenuRow[] }>(
    `with recursive tree as (select p.*, 0 as depth from sys_permission p where id = ?::uuid
       union all select p.*, t.depth + 1 from sys_permission p join tree t on p.parent_id = t.id)
     select ${menuColumns.join(', ')} from tree order by depth, sort_no, menu_code`,
    [id],
  );
  const newIds = new Map<string, string>();
  const taken = new Set<string>();
  let root: MenuRecord | undefined;
  // Shallower rows first, so each parent's copy exists before its children's.
  for (const row of subtree.rows) {
    const menu = menuFromRow(row);
    const copy = {
      ...menu,
      parentId: menu.parentId === null ? null : (newIds.get(menu.parentId) ?? null),
      menuCode: await freeCopyCode(trx, menu.menuCode, taken),
    };
    const [inserted] = await trx<MenuRow>('sys_permission').insert({ ...rowFromMenu(copy), created_by: userId, updated_by: userId } as never).returning([...menuColumns]);
    const record = menuFromRow(inserted as MenuRow);
    newIds.set(menu.id, record.id);
    root ??= record;
  }
  return root!;
}
