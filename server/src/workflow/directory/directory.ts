import type { Knex } from 'knex';
import { AppError } from '../../http/errors';

/** A user as the engine sees one: the id and the name shown on tasks and timelines. */
export interface DirectoryUser {
  userId: string;
  name: string;
}

/** How a definition names people (its codes, never ids, so definitions move between tenants). */
export type CodeKind = 'person' | 'role' | 'division' | 'department' | 'position' | 'relation';

/** Relation codes the old designer selects (WORKFLOW.md). */
export const relationCodes = ['initiatorDeptHead', 'initiatorParentDeptHead'] as const;

/** §8 "relation tree and organisation query failed". */
export const relationQueryFailed = (code: string) => new AppError(400, 'workflow/relation-query-failed', [code]);

/** Users who can act: not deleted, not frozen. */
function activeUsers(trx: Knex.Transaction): Knex.QueryBuilder {
  return trx('sys_user as u').where('u.del_flag', false).where('u.status', '1');
}

const asUsers = (rows: Array<{ id: string; realname: string }>): DirectoryUser[] => rows.map((row) => ({ userId: row.id, name: row.realname }));

/**
 * The users that codes of one kind name in the caller's tenant (row-level security keeps every
 * table to it), ordered by username so the answer — and so a replay — never depends on row order.
 * Relations are resolved against `initiatorId`.
 */
export async function usersByCodes(trx: Knex.Transaction, kind: CodeKind, codes: readonly string[], initiatorId: string): Promise<DirectoryUser[]> {
  if (codes.length === 0) return [];
  if (kind === 'relation') return relationUsers(trx, codes, initiatorId);
  const query = activeUsers(trx).distinct('u.id', 'u.realname', 'u.username').orderBy('u.username');
  switch (kind) {
    case 'person':
      query.whereIn('u.username', codes);
      break;
    case 'role':
      query.join('sys_user_role as ur', 'ur.user_id', 'u.id').join('sys_role as r', 'r.id', 'ur.role_id').whereIn('r.role_code', codes);
      break;
    case 'division':
      query.join('sys_user_division as ud', 'ud.user_id', 'u.id').join('sys_division as d', 'd.id', 'ud.division_id').whereIn('d.code', codes);
      break;
    case 'position':
      query.join('sys_user_position as up', 'up.user_id', 'u.id').join('sys_position as p', 'p.id', 'up.position_id').whereIn('p.code', codes);
      break;
    case 'department': {
      const orgIds = trx('sys_org').whereIn('org_code', codes).select('id');
      query.where((w) => w.whereIn('u.org_id', orgIds.clone()).orWhereIn('u.id', trx('sys_user_depart').whereIn('org_id', orgIds.clone()).select('user_id')));
      break;
    }
  }
  return asUsers(await query);
}

/** Codes of one kind that name nothing in the tenant (for the publish checks: "approver sources resolve"). */
export async function unknownCodes(trx: Knex.Transaction, kind: Exclude<CodeKind, 'relation'>, codes: readonly string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const [table, column] = ({ person: ['sys_user', 'username'], role: ['sys_role', 'role_code'], division: ['sys_division', 'code'], position: ['sys_position', 'code'], department: ['sys_org', 'org_code'] } as const)[kind];
  const query = trx(table).whereIn(column, codes);
  // A deleted user's name resolves to nobody.
  if (kind === 'person') query.where({ del_flag: false });
  const known = new Set<string>(await query.pluck(column));
  return codes.filter((code) => !known.has(code));
}

interface OrgRow {
  id: string;
  parent_id: string | null;
  head_user_id: string | null;
}

/** The initiator's department: the one they work in, else the first they belong to. */
async function initiatorDepartment(trx: Knex.Transaction, initiatorId: string): Promise<OrgRow | undefined> {
  const user = await trx('sys_user').where({ id: initiatorId }).first<{ org_id: string | null } | undefined>('org_id');
  const orgId = user?.org_id ?? (await trx('sys_user_depart').where({ user_id: initiatorId }).orderBy('org_id').first<{ org_id: string } | undefined>('org_id'))?.org_id;
  if (!orgId) return undefined;
  return trx('sys_org').where({ id: orgId }).first<OrgRow | undefined>('id', 'parent_id', 'head_user_id');
}

/** The departments from the initiator's up to the root (a cycle in the tree stops the walk). */
async function departmentPath(trx: Knex.Transaction, initiatorId: string): Promise<OrgRow[]> {
  const path: OrgRow[] = [];
  let org = await initiatorDepartment(trx, initiatorId);
  while (org && !path.some((seen) => seen.id === org!.id) && path.length < 50) {
    path.push(org);
    org = org.parent_id ? await trx('sys_org').where({ id: org.parent_id }).first<OrgRow | undefined>('id', 'parent_id', 'head_user_id') : undefined;
  }
  return path;
}

/** The active users among `ids`, in the order given (unknown or frozen ones left out). */
export async function namedUsers(trx: Knex.Transaction, ids: readonly string[]): Promise<DirectoryUser[]> {
  if (ids.length === 0) return [];
  const rows: Array<{ id: string; realname: string }> = await activeUsers(trx).whereIn('u.id', ids).select('u.id', 'u.realname');
  return ids.flatMap((id) => asUsers(rows.filter((row) => row.id === id)));
}

/**
 * The initiator's manager chain, nearest first: the head of each department from theirs up to the
 * root, skipping the initiator (a head's manager is the head above) and repeats. Level n of the
 * definition's `managerLevel` is entry n - 1.
 */
export async function managerChain(trx: Knex.Transaction, initiatorId: string): Promise<DirectoryUser[]> {
  const heads: string[] = [];
  for (const org of await departmentPath(trx, initiatorId)) {
    if (org.head_user_id && org.head_user_id !== initiatorId && !heads.includes(org.head_user_id)) heads.push(org.head_user_id);
  }
  return namedUsers(trx, heads);
}

/**
 * Relation approvers: the head of the initiator's department, or of its parent. An unknown relation
 * code, or an initiator in no department, is `workflow/relation-query-failed`; a department without
 * a head names nobody (the node's empty-approver rule decides).
 */
async function relationUsers(trx: Knex.Transaction, codes: readonly string[], initiatorId: string): Promise<DirectoryUser[]> {
  const unknown = codes.find((code) => !(relationCodes as readonly string[]).includes(code));
  if (unknown) throw relationQueryFailed(unknown);
  const path = await departmentPath(trx, initiatorId);
  if (path.length === 0) throw relationQueryFailed(codes[0]!);
  const heads = codes.map((code) => path[code === 'initiatorDeptHead' ? 0 : 1]?.head_user_id).filter((id): id is string => Boolean(id));
  return namedUsers(trx, [...new Set(heads)]);
}

/** The tenant's administrators (the empty-approver rule "forward to admin"), by username. */
export async function tenantAdmins(trx: Knex.Transaction): Promise<DirectoryUser[]> {
  return asUsers(await activeUsers(trx).where('u.user_type', 'admin').orderBy('u.username').select('u.id', 'u.realname'));
}

/** The role codes a user holds (start permission, promoter by role). */
export async function roleCodesOf(trx: Knex.Transaction, userId: string): Promise<string[]> {
  return trx('sys_user_role as ur').join('sys_role as r', 'r.id', 'ur.role_id').where('ur.user_id', userId).pluck('r.role_code');
}

/** The division codes a user belongs to (promoter by division). */
export async function divisionCodesOf(trx: Knex.Transaction, userId: string): Promise<string[]> {
  return trx('sys_user_division as ud').join('sys_division as d', 'd.id', 'ud.division_id').where('ud.user_id', userId).pluck('d.code');
}
