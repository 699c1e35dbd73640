import { formatMessage, type Language } from '@wharf/engine';
import type { Knex } from 'knex';
import { page, type Page } from '../../http/envelope';
import { notFound, ValidationFailed } from '../../http/errors';
import { answeringUniqueViolations, type UniqueIndexName } from '../../http/uniqueViolation';

/**
 * The organisation's reference lists that share one shape, a code and a name per tenant:
 * positions, jobs, tags and divisions. Each names its own table (a constant of this file,
 * never anything a request sent) and the table tying users to it.
 */
export interface CodeListKind {
  /** Path segment and OpenAPI tag: `/api/system/{entity}/…`. */
  entity: 'position' | 'job' | 'tag' | 'division';
  table: 'sys_position' | 'sys_job' | 'sys_tag' | 'sys_division';
  userLink: { table: 'sys_user_position' | 'sys_user_job' | 'sys_user_tag' | 'sys_user_division'; column: 'position_id' | 'job_id' | 'tag_id' | 'division_id' };
  /** Button permissions of the list's page (spec §6 `pageCode:permission`). */
  viewPerms: string;
  editPerms: string;
  /** Positions may be tied to an organisation or department. */
  hasOrg: boolean;
}

export const codeListKinds: Record<CodeListKind['entity'], CodeListKind> = {
  position: { entity: 'position', table: 'sys_position', userLink: { table: 'sys_user_position', column: 'position_id' }, viewPerms: 'systemPosition:view', editPerms: 'systemPosition:edit', hasOrg: true },
  job: { entity: 'job', table: 'sys_job', userLink: { table: 'sys_user_job', column: 'job_id' }, viewPerms: 'systemJob:view', editPerms: 'systemJob:edit', hasOrg: false },
  tag: { entity: 'tag', table: 'sys_tag', userLink: { table: 'sys_user_tag', column: 'tag_id' }, viewPerms: 'systemTag:view', editPerms: 'systemTag:edit', hasOrg: false },
  division: { entity: 'division', table: 'sys_division', userLink: { table: 'sys_user_division', column: 'division_id' }, viewPerms: 'systemDivision:view', editPerms: 'systemDivision:edit', hasOrg: false },
};

export interface CodeListInput {
  code: string;
  name: string;
  sortOrder?: number | null;
  description?: string | null;
  orgId?: string | null;
}

export interface CodeListRecord {
  id: string;
  code: string;
  name: string;
  sortOrder: number;
  description: string | null;
  orgId?: string | null;
  /** How many users are tied to the entry. */
  userCount: number;
  createTime: string;
  updateTime: string;
}

function toRecord(kind: CodeListKind, row: Record<string, unknown>): CodeListRecord {
  return {
    id: row.id as string,
    code: row.code as string,
    name: row.name as string,
    sortOrder: row.sort_order as number,
    description: (row.description as string | null) ?? null,
    ...(kind.hasOrg ? { orgId: (row.org_id as string | null) ?? null } : {}),
    userCount: Number(row.user_count ?? 0),
    createTime: (row.created_at as Date).toISOString(),
    updateTime: (row.updated_at as Date).toISOString(),
  };
}

const like = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The entries with their user counts; RLS keeps them to the tenant. */
function selectEntries(trx: Knex.Transaction, kind: CodeListKind): Knex.QueryBuilder {
  const userCount = trx(kind.userLink.table).whereRaw('?? = ??', [`${kind.userLink.table}.${kind.userLink.column}`, `${kind.table}.id`]).count('*');
  return trx(kind.table).select(`${kind.table}.*`, userCount.as('user_count'));
}

/** A page of entries whose code or name contains `keyword`, by sort order then code. */
export async function listEntries(trx: Knex.Transaction, kind: CodeListKind, query: { keyword?: string; pageNo: number; pageSize: number }): Promise<Page<CodeListRecord>> {
  const filtered = trx(kind.table).modify((q) => {
    if (query.keyword) q.where((w) => w.whereILike('code', like(query.keyword!)).orWhereILike('name', like(query.keyword!)));
  });
  const [{ total }] = (await filtered.clone().count({ total: '*' })) as [{ total: number }];
  const rows = await selectEntries(trx, kind).whereIn('id', filtered.clone().select('id'))
    .orderBy([{ column: 'sort_order' }, { column: 'code' }]).limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize);
  return page(rows.map((row: Record<string, unknown>) => toRecord(kind, row)), Number(total), query.pageNo, query.pageSize);
}

/** Every entry, for pickers (the user form). */
export async function allEntries(trx: Knex.Transaction, kind: CodeListKind): Promise<CodeListRecord[]> {
  const rows = await selectEntries(trx, kind).orderBy([{ column: 'sort_order' }, { column: 'code' }]).limit(5000);
  return rows.map((row: Record<string, unknown>) => toRecord(kind, row));
}

export async function entryById(trx: Knex.Transaction, kind: CodeListKind, id: string): Promise<CodeListRecord> {
  const row = await selectEntries(trx, kind).where('id', id).first();
  if (!row) throw notFound();
  return toRecord(kind, row);
}

async function checkOrg(trx: Knex.Transaction, kind: CodeListKind, input: CodeListInput, lang: Language): Promise<void> {
  if (kind.hasOrg && input.orgId && !(await trx('sys_org').where({ id: input.orgId }).first('id'))) {
    throw new ValidationFailed([{ path: '/body/orgId', code: 'system/not-found', message: formatMessage('system/not-found', lang) }]);
  }
}

/** Turns the unique-code violation (also of a racing save) into a 400 at `code`. */
function saving<T>(kind: CodeListKind, input: CodeListInput, lang: Language, save: () => Promise<T>): Promise<T> {
  const codeIndex: UniqueIndexName = `${kind.table}_tenant_id_code_unique`;
  return answeringUniqueViolations(lang, save, { [codeIndex]: [input.code] });
}

const columnsOf = (kind: CodeListKind, input: CodeListInput) => ({
  code: input.code,
  name: input.name,
  sort_order: input.sortOrder ?? 0,
  description: input.description || null,
  ...(kind.hasOrg ? { org_id: input.orgId || null } : {}),
});

export async function addEntry(trx: Knex.Transaction, kind: CodeListKind, tenantId: string, actorId: string, input: CodeListInput, lang: Language): Promise<CodeListRecord> {
  await checkOrg(trx, kind, input, lang);
  const [row] = await saving(kind, input, lang, () => trx(kind.table).insert({ tenant_id: tenantId, ...columnsOf(kind, input), created_by: actorId, updated_by: actorId }).returning('id'));
  return entryById(trx, kind, (row as { id: string }).id);
}

export async function editEntry(trx: Knex.Transaction, kind: CodeListKind, actorId: string, id: string, input: CodeListInput, lang: Language): Promise<CodeListRecord> {
  if (!(await trx(kind.table).where({ id }).first('id'))) throw notFound();
  await checkOrg(trx, kind, input, lang);
  await saving(kind, input, lang, () => trx(kind.table).where({ id }).update({ ...columnsOf(kind, input), updated_by: actorId, updated_at: trx.fn.now() }));
  return entryById(trx, kind, id);
}

/** Deletes entries (their ties to users go with them); 404 when none of the ids is the tenant's. */
export async function deleteEntries(trx: Knex.Transaction, kind: CodeListKind, ids: string[]): Promise<number> {
  const deleted = await trx(kind.table).whereIn('id', ids).delete();
  if (deleted === 0) throw notFound();
  return deleted;
}

/** Whether a code is free in the tenant (ignoring the entry `exceptId` being edited). */
export async function isCodeFree(trx: Knex.Transaction, kind: CodeListKind, code: string, exceptId?: string): Promise<boolean> {
  const clash = await trx(kind.table).where({ code }).modify((q) => {
    if (exceptId) q.whereNot({ id: exceptId });
  }).first('id');
  return !clash;
}
