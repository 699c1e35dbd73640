import { formatMessage, type Language } from '@wharf/engine';
import type { Knex } from 'knex';
import { AppError, notFound, ValidationFailed } from '../../http/errors';
import { answeringUniqueViolations } from '../../http/uniqueViolation';

export interface CategoryInput {
  name: string;
  code: string;
  parentId?: string | null;
  sortOrder?: number;
}

/** A category as the calls answer it: `pid` is the parent's id ('' for a root, as tree widgets expect). */
export interface CategoryRecord {
  id: string;
  pid: string;
  name: string;
  code: string;
  sortOrder: number;
  hasChild: boolean;
}

export interface CategoryNode extends CategoryRecord {
  children: CategoryNode[];
}

interface CategoryRow {
  id: string;
  parent_id: string | null;
  name: string;
  code: string;
  sort_order: number;
  has_child: boolean;
}

const toRecord = (row: CategoryRow): CategoryRecord => ({ id: row.id, pid: row.parent_id ?? '', name: row.name, code: row.code, sortOrder: row.sort_order, hasChild: row.has_child });

const columns = ['c.id', 'c.parent_id', 'c.name', 'c.code', 'c.sort_order'];
const hasChild = 'exists (select 1 from sys_category k where k.parent_id = c.id) as has_child';

/**
 * Every category of the tenant, or (with `code`) the ones below that category, not itself (spec §7
 * `category/loadAllData`). Flat, parents before children, siblings by their order.
 */
export async function loadAllCategories(trx: Knex.Transaction, code?: string): Promise<CategoryRecord[]> {
  if (code === undefined) {
    const rows = await trx('sys_category as c').select(...columns, trx.raw(hasChild)).orderBy([{ column: 'c.sort_order' }, { column: 'c.name' }]);
    return orderParentsFirst((rows as CategoryRow[]).map(toRecord));
  }
  const top = await trx('sys_category').where({ code }).first<{ id: string } | undefined>('id');
  if (!top) throw notFound();
  const { rows } = await trx.raw<{ rows: CategoryRow[] }>(
    `with recursive below as (select id from sys_category where parent_id = ? union all select k.id from sys_category k join below b on k.parent_id = b.id)
     select c.id, c.parent_id, c.name, c.code, c.sort_order, ${hasChild} from sys_category c join below b on b.id = c.id order by c.sort_order, c.name`,
    [top.id],
  );
  return orderParentsFirst(rows.map(toRecord), top.id);
}

/** Depth-first order from the roots (or from the children of `rootId`). */
function orderParentsFirst(records: CategoryRecord[], rootId = ''): CategoryRecord[] {
  return flatten(nest(records, rootId));
}

function flatten(nodes: CategoryNode[]): CategoryRecord[] {
  return nodes.flatMap(({ children, ...record }) => [record, ...flatten(children)]);
}

/** Nests flat records under their parents; `rootId` '' means the tenant's roots. */
export function nest(records: CategoryRecord[], rootId = ''): CategoryNode[] {
  const byParent = new Map<string, CategoryRecord[]>();
  for (const record of records) byParent.set(record.pid, [...(byParent.get(record.pid) ?? []), record]);
  const build = (pid: string): CategoryNode[] => (byParent.get(pid) ?? []).map((record) => ({ ...record, children: build(record.id) }));
  return build(rootId);
}

/** Whether `candidateParent` is `id` itself or below it (which would make a cycle). */
async function isSelfOrBelow(trx: Knex.Transaction, id: string, candidateParent: string): Promise<boolean> {
  const { rows } = await trx.raw<{ rows: { found: boolean }[] }>(
    `with recursive above as (select id, parent_id from sys_category where id = ? union all select c.id, c.parent_id from sys_category c join above a on c.id = a.parent_id)
     select exists (select 1 from above where id = ?) as found`,
    [candidateParent, id],
  );
  return rows[0]?.found === true;
}

/** Adds (no `id`) or edits a category. Moves are serialised per tenant, so two moves cannot build a cycle together. */
export async function saveCategory(trx: Knex.Transaction, tenantId: string, actorId: string, input: CategoryInput, lang: Language, id?: string): Promise<CategoryRecord> {
  const issue = (path: string, code: string, args: unknown[] = []) => new ValidationFailed([{ path, code, message: formatMessage(code, lang, args) }]);
  const parentId = input.parentId || null;
  await trx.raw("select pg_advisory_xact_lock(hashtext('sys_category'), hashtext(?))", [tenantId]);
  if (id && !(await trx('sys_category').where({ id }).first('id'))) throw notFound();
  if (parentId) {
    if (!(await trx('sys_category').where({ id: parentId }).first('id'))) throw issue('/body/parentId', 'category/parent-not-found');
    if (id && (await isSelfOrBelow(trx, id, parentId))) throw issue('/body/parentId', 'category/cycle');
  }
  const values = { name: input.name, code: input.code, parent_id: parentId, sort_order: input.sortOrder ?? 0, updated_by: actorId };
  const [row] = await answeringUniqueViolations(lang, async () => (id
    ? await trx('sys_category').where({ id }).update({ ...values, updated_at: trx.fn.now() }).returning('*')
    : await trx('sys_category').insert({ ...values, tenant_id: tenantId, created_by: actorId }).returning('*')), { sys_category_tenant_id_code_unique: [input.code] });
  const childCount = await trx('sys_category').where({ parent_id: row.id }).first('id');
  return toRecord({ ...(row as CategoryRow), has_child: Boolean(childCount) });
}

/** Deletes a leaf category; one with children is refused (spec: no orphaned sub-categories). */
export async function deleteCategory(trx: Knex.Transaction, tenantId: string, id: string): Promise<void> {
  await trx.raw("select pg_advisory_xact_lock(hashtext('sys_category'), hashtext(?))", [tenantId]);
  if (!(await trx('sys_category').where({ id }).first('id'))) throw notFound();
  if (await trx('sys_category').where({ parent_id: id }).first('id')) throw new AppError(400, 'category/has-children');
  await trx('sys_category').where({ id }).delete();
}
