import { formatMessage, type Language } from '@wharf/engine';
import type { Knex } from 'knex';
import { accessDenied, notFound, ValidationFailed, type FieldIssue } from '../../http/errors';
import { delegationConflict, type DelegationSpan } from './delegationConflicts';

/** What a delegation says (spec §3 delegate: delegateBailee, delegateResource), as the routes take it. */
export interface DelegationInput {
  /** The user who takes over the tasks. */
  delegateBailee: string;
  /** `'all'` or the process keys handed over. */
  delegateResource: 'all' | string[];
  start: string;
  end: string;
}

/** A stored delegation as the list answers it. */
export interface DelegationRecord {
  id: string;
  delegatorId: string;
  delegatorName: string | null;
  delegateBailee: string;
  delegateBaileeName: string | null;
  delegateResource: 'all' | string[];
  start: string;
  end: string;
  /** In force now (start ≤ now < end). */
  isActive: boolean;
  createTime: string;
}

/** Who asks: their user id, and whether they hold the workflow management permission (they see and change all). */
export interface DelegationActor {
  userId: string;
  isManager: boolean;
}

interface DelegationRow {
  id: string;
  delegator_id: string;
  bailee_id: string;
  resource: 'all' | string[];
  start_at: Date;
  end_at: Date;
  created_at: Date;
  delegator_name?: string | null;
  bailee_name?: string | null;
}

const toRecord = (row: DelegationRow, now: Date): DelegationRecord => ({
  id: row.id,
  delegatorId: row.delegator_id,
  delegatorName: row.delegator_name ?? null,
  delegateBailee: row.bailee_id,
  delegateBaileeName: row.bailee_name ?? null,
  delegateResource: row.resource,
  start: row.start_at.toISOString(),
  end: row.end_at.toISOString(),
  isActive: row.start_at <= now && now < row.end_at,
  createTime: row.created_at.toISOString(),
});

const toSpan = (row: DelegationRow): DelegationSpan => ({ id: row.id, delegatorId: row.delegator_id, baileeId: row.bailee_id, resource: row.resource, start: row.start_at, end: row.end_at });

const issue = (field: string, code: string, lang: Language, args: unknown[] = []): FieldIssue => ({ path: `/body/${field}`, code, message: formatMessage(code, lang, args) });

/** The delegations with their users' names; row-level security keeps them to the tenant. */
const withNames = (trx: Knex.Transaction) => trx('bpm_delegate as d')
  .leftJoin('sys_user as f', 'f.id', 'd.delegator_id')
  .leftJoin('sys_user as t', 't.id', 'd.bailee_id')
  .select('d.*', 'f.realname as delegator_name', 't.realname as bailee_name');

/**
 * The rules a schema cannot check: the bailee is an active user of the tenant and not the
 * delegator, end after start, every process key names a workflow of the tenant, and no clash with
 * the tenant's delegations (same delegator twice at once for a process, or a cycle).
 */
async function checkDelegation(trx: Knex.Transaction, delegatorId: string, input: DelegationInput, lang: Language, editedId?: string): Promise<void> {
  const issues: FieldIssue[] = [];
  if (input.delegateBailee === delegatorId) issues.push(issue('delegateBailee', 'workflow/delegate-to-self', lang));
  else if (!(await trx('sys_user').where({ id: input.delegateBailee, del_flag: false }).first('id'))) issues.push(issue('delegateBailee', 'workflow/delegate-bailee-unknown', lang));
  const [start, end] = [Date.parse(input.start), Date.parse(input.end)];
  // The pattern lets through a 13th month or a 25th hour; Date.parse does not.
  for (const [field, value] of [['start', start], ['end', end]] as const) if (!Number.isFinite(value)) issues.push(issue(field, 'workflow/delegate-bad-instant', lang));
  if (end <= start) issues.push(issue('end', 'workflow/delegate-end-before-start', lang));
  if (input.delegateResource !== 'all') {
    const keys = [...new Set(input.delegateResource)];
    const known = new Set<string>(await trx('eform_definition').where({ kind: 'workflow' }).whereIn('code', keys).pluck('code'));
    const unknown = keys.filter((key) => !known.has(key));
    if (unknown.length > 0) issues.push(issue('delegateResource', 'workflow/delegate-resource-unknown', lang, [unknown.join(', ')]));
  }
  if (issues.length > 0) throw new ValidationFailed(issues);

  // Serialises delegation writes of the tenant, so two racing saves cannot form a cycle between them.
  await trx.raw("select pg_advisory_xact_lock(hashtext('bpm_delegate:' || current_setting('app.tenant_id')))");
  const stored = (await trx('bpm_delegate').select('*')) as DelegationRow[];
  const conflict = delegationConflict(
    { id: editedId, delegatorId, baileeId: input.delegateBailee, resource: input.delegateResource, start: new Date(input.start), end: new Date(input.end) },
    stored.map(toSpan),
  );
  if (conflict?.code === 'workflow/delegate-overlap') throw new ValidationFailed([issue('start', conflict.code, lang)]);
  if (conflict?.code === 'workflow/delegate-cycle') throw new ValidationFailed([issue('delegateBailee', conflict.code, lang)]);
}

const columnsOf = (input: DelegationInput) => ({
  bailee_id: input.delegateBailee,
  resource: JSON.stringify(input.delegateResource === 'all' ? 'all' : [...new Set(input.delegateResource)]),
  start_at: input.start,
  end_at: input.end,
});

/** The caller's delegations (given or received), or the tenant's for a workflow manager; newest first. */
export async function listDelegations(trx: Knex.Transaction, actor: DelegationActor, paging: { pageNo: number; pageSize: number }, now = new Date()): Promise<{ records: DelegationRecord[]; total: number }> {
  const mine = (q: Knex.QueryBuilder) => {
    if (!actor.isManager) q.where((w) => w.where('d.delegator_id', actor.userId).orWhere('d.bailee_id', actor.userId));
  };
  const counted = (await trx('bpm_delegate as d').modify(mine).count('* as total').first()) as { total: string };
  const rows = (await withNames(trx).modify(mine).orderBy([{ column: 'd.start_at', order: 'desc' }, { column: 'd.id' }]).limit(paging.pageSize).offset((paging.pageNo - 1) * paging.pageSize)) as DelegationRow[];
  return { records: rows.map((row) => toRecord(row, now)), total: Number(counted.total) };
}

/** Stores a delegation of the caller's own tasks. */
export async function addDelegation(trx: Knex.Transaction, tenantId: string, actor: DelegationActor, input: DelegationInput, lang: Language): Promise<DelegationRecord> {
  await checkDelegation(trx, actor.userId, input, lang);
  const [row] = (await trx('bpm_delegate').insert({ tenant_id: tenantId, delegator_id: actor.userId, ...columnsOf(input), created_by: actor.userId, updated_by: actor.userId }).returning('id')) as Array<{ id: string }>;
  return readDelegation(trx, row!.id);
}

/**
 * A delegation its delegator (or a workflow manager) may change: anyone else's is a 404 to an
 * ordinary user (they cannot tell it exists) and the bailee's own view of it is read-only (403).
 */
async function changeable(trx: Knex.Transaction, actor: DelegationActor, id: string): Promise<DelegationRow> {
  const row = (await trx('bpm_delegate').where({ id }).forUpdate().first()) as DelegationRow | undefined;
  if (!row) throw notFound();
  if (actor.isManager || row.delegator_id === actor.userId) return row;
  if (row.bailee_id === actor.userId) throw accessDenied();
  throw notFound();
}

/** Changes a delegation; the delegator stays who they were. */
export async function editDelegation(trx: Knex.Transaction, actor: DelegationActor, id: string, input: DelegationInput, lang: Language): Promise<DelegationRecord> {
  const row = await changeable(trx, actor, id);
  await checkDelegation(trx, row.delegator_id, input, lang, id);
  await trx('bpm_delegate').where({ id }).update({ ...columnsOf(input), updated_by: actor.userId, updated_at: trx.fn.now() });
  return readDelegation(trx, id);
}

/** Ends a delegation by removing it (tasks already handed over stay with their bailee; the audit is on the task). */
export async function deleteDelegation(trx: Knex.Transaction, actor: DelegationActor, id: string): Promise<void> {
  await changeable(trx, actor, id);
  await trx('bpm_delegate').where({ id }).delete();
}

async function readDelegation(trx: Knex.Transaction, id: string): Promise<DelegationRecord> {
  return toRecord((await withNames(trx).where('d.id', id).first()) as DelegationRow, new Date());
}
