import type { Language } from '@wharf/engine';
import type { Knex } from 'knex';
import { page, type Page } from '../../http/envelope';
import { AppError, notFound } from '../../http/errors';
import { answeringUniqueViolations } from '../../http/uniqueViolation';
import type { AppGroupEditInput, AppGroupInput, AppGroupListQuery } from './appGroupSchemas';

interface AppGroupRow {
  id: string;
  group_name: string;
  group_code: string;
  description: string | null;
  icon: string | null;
  sort_order: number;
  created_by: string | null;
  created_at: Date;
  updated_by: string | null;
  updated_at: Date;
}

/** An app group as the API returns it, with how many definitions of each kind it holds. */
export interface AppGroupRecord {
  id: string;
  groupName: string;
  groupCode: string;
  description: string | null;
  icon: string | null;
  sortOrder: number;
  /** Definitions in the group by kind (`{ form: 2, view: 1 }`); kinds it has none of are absent. */
  counts: Record<string, number>;
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string;
}

function toRecord(row: AppGroupRow, counts: Record<string, number>): AppGroupRecord {
  return {
    id: row.id,
    groupName: row.group_name,
    groupCode: row.group_code,
    description: row.description,
    icon: row.icon,
    sortOrder: row.sort_order,
    counts,
    createBy: row.created_by,
    createTime: row.created_at.toISOString(),
    updateBy: row.updated_by,
    updateTime: row.updated_at.toISOString(),
  };
}

/** How many definitions of each kind each of `groupIds` holds (one grouped query over the tenant_id-led index). */
async function countsByGroup(trx: Knex.Transaction, groupIds: string[]): Promise<Map<string, Record<string, number>>> {
  const counts = new Map<string, Record<string, number>>(groupIds.map((id) => [id, {}]));
  if (groupIds.length === 0) return counts;
  const rows = await trx('eform_definition').whereIn('group_id', groupIds).groupBy('group_id', 'kind').select<Array<{ group_id: string; kind: string; total: string }>>('group_id', 'kind', trx.raw('count(*) as total'));
  for (const row of rows) counts.get(row.group_id)![row.kind] = Number(row.total);
  return counts;
}

/** The unique indexes a group's write can clash with (name or code taken in the tenant), with the value. */
const clashes = (input: AppGroupInput) => ({ eform_app_group_name_unique: [input.groupName], eform_app_group_code_unique: [input.groupCode] });

function columnsOf(input: AppGroupInput) {
  return { group_name: input.groupName.trim(), group_code: input.groupCode, description: input.description ?? null, icon: input.icon ?? null, sort_order: input.sortOrder ?? 0 };
}

export async function addAppGroup(trx: Knex.Transaction, tenantId: string, actorId: string, input: AppGroupInput, lang: Language): Promise<AppGroupRecord> {
  const [row] = await answeringUniqueViolations(lang, async () => trx('eform_app_group').insert({ ...columnsOf(input), tenant_id: tenantId, created_by: actorId, updated_by: actorId }).returning<AppGroupRow[]>('*'), clashes(input));
  return toRecord(row!, {});
}

/** Changes a group of the caller's tenant; 404 for any other id. */
export async function editAppGroup(trx: Knex.Transaction, actorId: string, input: AppGroupEditInput, lang: Language): Promise<AppGroupRecord> {
  const [row] = await answeringUniqueViolations(lang, async () => trx('eform_app_group').where({ id: input.id }).update({ ...columnsOf(input), updated_by: actorId, updated_at: trx.fn.now() }).returning<AppGroupRow[]>('*'), clashes(input));
  if (!row) throw notFound();
  return toRecord(row, (await countsByGroup(trx, [row.id])).get(row.id)!);
}

/**
 * Deletes an empty group; one that still holds definitions is refused with the count. The group
 * row is locked first: a move into it takes a key-share lock on that row through the foreign key,
 * so no definition can join the group between the count and the delete.
 */
export async function deleteAppGroup(trx: Knex.Transaction, id: string): Promise<void> {
  const group = await trx('eform_app_group').where({ id }).forUpdate().first<AppGroupRow | undefined>('*');
  if (!group) throw notFound();
  const [{ total }] = (await trx('eform_definition').where({ group_id: id }).count({ total: '*' })) as [{ total: string }];
  if (Number(total) > 0) throw new AppError(400, 'appGroup/not-empty', [group.group_name, Number(total)]);
  await trx('eform_app_group').where({ id }).delete();
}

export async function readAppGroup(trx: Knex.Transaction, id: string): Promise<AppGroupRecord> {
  const row = await trx('eform_app_group').where({ id }).first<AppGroupRow | undefined>('*');
  if (!row) throw notFound();
  return toRecord(row, (await countsByGroup(trx, [id])).get(id)!);
}

/** A page of the tenant's groups, each with its counts by kind, and the counts of definitions in no group. */
export type AppGroupPage = Page<AppGroupRecord> & { ungrouped: Record<string, number> };

/** How many of the tenant's definitions of each kind are in no group. */
async function ungroupedCounts(trx: Knex.Transaction): Promise<Record<string, number>> {
  const rows = await trx('eform_definition').whereNull('group_id').groupBy('kind').select<Array<{ kind: string; total: string }>>('kind', trx.raw('count(*) as total'));
  return Object.fromEntries(rows.map((row) => [row.kind, Number(row.total)]));
}

/** A page of the tenant's groups in their sort order, each with its counts by kind. */
export async function listAppGroups(trx: Knex.Transaction, query: AppGroupListQuery): Promise<AppGroupPage> {
  const filtered = trx('eform_app_group').modify((q) => {
    if (query.keyword) {
      const like = `%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q.where((w) => w.whereILike('group_name', like).orWhereILike('group_code', like));
    }
  });
  const [{ total }] = (await filtered.clone().count({ total: '*' })) as [{ total: string }];
  const rows: AppGroupRow[] = await filtered
    .clone()
    .select('*')
    .orderBy([{ column: 'sort_order' }, { column: 'group_name' }, { column: 'id' }])
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  const counts = await countsByGroup(trx, rows.map((row) => row.id));
  return { ...page(rows.map((row) => toRecord(row, counts.get(row.id)!)), Number(total), query.pageNo, query.pageSize), ungrouped: await ungroupedCounts(trx) };
}
