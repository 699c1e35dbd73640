import { checkNewPassword, formatMessage, type Language } from '@wharf/engine';
import type { Knex } from 'knex';
import { hashPassword } from '../../auth/passwords';
import { page, type Page } from '../../http/envelope';
import { AppError, notFound, ValidationFailed, type FieldIssue } from '../../http/errors';
import { answeringUniqueViolations } from '../../http/uniqueViolation';
import { claimUserSeat } from './claimUserSeat';
import { toUserRecord, userColumns, type UserInput, type UserRecord } from './userRecord';

const issue = (path: string, code: string, lang: Language, args: unknown[] = []): FieldIssue => ({ path, code, message: formatMessage(code, lang, args) });

/** Refuses references to another tenant's (or no) organisation and roles: RLS hides them, so they count as absent. */
async function checkReferences(trx: Knex.Transaction, input: Pick<UserInput, 'orgId' | 'roleIds' | 'departIds'>, lang: Language): Promise<void> {
  const issues: FieldIssue[] = [];
  if (input.orgId && !(await trx('sys_org').where({ id: input.orgId }).first('id'))) issues.push(issue('/body/orgId', 'system/not-found', lang));
  if (input.departIds?.length) {
    const found = new Set(await trx('sys_org').whereIn('id', input.departIds).pluck('id'));
    input.departIds.forEach((id, index) => {
      if (!found.has(id)) issues.push(issue(`/body/departIds/${index}`, 'system/not-found', lang));
    });
  }
  if (input.roleIds?.length) {
    const found = new Set(await trx('sys_role').whereIn('id', input.roleIds).pluck('id'));
    input.roleIds.forEach((id, index) => {
      if (!found.has(id)) issues.push(issue(`/body/roleIds/${index}`, 'system/not-found', lang));
    });
  }
  if (issues.length > 0) throw new ValidationFailed(issues);
}

/** Replaces the user's departments; the one they work in must be among them (the first when not). */
async function setDepartments(trx: Knex.Transaction, tenantId: string, userId: string, departIds: string[] | undefined, orgId: string | undefined): Promise<void> {
  if (departIds === undefined) return;
  const unique = [...new Set(departIds)];
  await trx('sys_user_depart').where({ user_id: userId }).delete();
  if (unique.length > 0) await trx('sys_user_depart').insert(unique.map((id) => ({ tenant_id: tenantId, user_id: userId, org_id: id })));
  if (unique.length > 0 && (!orgId || !unique.includes(orgId))) await trx('sys_user').where({ id: userId }).update({ org_id: unique[0] });
}

async function setRoles(trx: Knex.Transaction, tenantId: string, userId: string, roleIds: string[] | undefined): Promise<void> {
  if (roleIds === undefined) return;
  await trx('sys_user_role').where({ user_id: userId }).delete();
  const unique = [...new Set(roleIds)];
  if (unique.length > 0) await trx('sys_user_role').insert(unique.map((roleId) => ({ tenant_id: tenantId, user_id: userId, role_id: roleId })));
}

/** Each profile field with its column; an empty text or null clears the column. */
const profileFields = {
  realname: ['realname', (value: unknown) => value],
  workNo: ['work_no', (value: unknown) => value || null],
  phone: ['phone', (value: unknown) => value || null],
  email: ['email', (value: unknown) => value || null],
  sex: ['sex', (value: unknown) => value ?? null],
  birthday: ['birthday', (value: unknown) => value || null],
  orgId: ['org_id', (value: unknown) => value || null],
  showWaterMark: ['show_water_mark', (value: unknown) => value ?? false],
  enableVcode: ['enable_vcode', (value: unknown) => value ?? 'N'],
} as const satisfies Partial<Record<keyof UserInput, readonly [string, (value: unknown) => unknown]>>;

/**
 * The columns of the profile fields `input` names. An edit changes only what it names (a field left
 * out keeps its value: phone and email were nulled when an edit left them out); an add names all.
 */
function profileColumns(input: Partial<UserInput>, isEveryField: boolean): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const [field, [column, toColumn]] of Object.entries(profileFields)) {
    const value = input[field as keyof UserInput];
    if (isEveryField || value !== undefined) columns[column] = toColumn(value);
  }
  return columns;
}

/**
 * The code step needs a phone to send the code to: switching it on for a user without one would
 * lock them out at the next login (`login/no-phone-for-code`), so it is refused here instead.
 */
async function requirePhoneForCode(trx: Knex.Transaction, userId: string, lang: Language): Promise<void> {
  const user = await trx('sys_user').where({ id: userId }).first<{ enable_vcode: string; phone: string | null }>('enable_vcode', 'phone');
  if (user?.enable_vcode === 'Y' && !user.phone) throw new ValidationFailed([issue('/body/enableVcode', 'user/vcode-needs-phone', lang)]);
}

/**
 * Adds a user to the caller's tenant: within maxUsers, with a password that meets the policy,
 * unique username, email, phone and work number. They must change the password at first login.
 */
export async function addUser(trx: Knex.Transaction, tenantId: string, actorId: string, input: UserInput, lang: Language): Promise<UserRecord> {
  const problems = checkNewPassword(input.password ?? '', { username: input.username });
  if (!input.password || problems.length > 0) throw new ValidationFailed((problems.length ? problems : ['register/required']).map((code) => issue('/body/password', code, lang)));
  await checkReferences(trx, input, lang);
  await claimUserSeat(trx, tenantId);
  const [row] = await answeringUniqueViolations(lang, async () => trx('sys_user')
    .insert({
      tenant_id: tenantId,
      username: input.username,
      ...profileColumns(input, true),
      password_hash: await hashPassword(input.password!),
      user_type: input.userType ?? 'normal',
      user_source: 'adminAdd',
      force_change_pass: 'Y',
      created_by: actorId,
      updated_by: actorId,
    })
    .returning([...userColumns]));
  await requirePhoneForCode(trx, row.id, lang);
  await setRoles(trx, tenantId, row.id, input.roleIds);
  await setDepartments(trx, tenantId, row.id, input.departIds, input.orgId);
  return toUserRecord((await trx('sys_user').where({ id: row.id }).first([...userColumns]))!);
}

/** Edits a user's profile and roles; the username never changes. */
export async function editUser(trx: Knex.Transaction, tenantId: string, actorId: string, id: string, input: Omit<UserInput, 'username' | 'password'>, lang: Language): Promise<UserRecord> {
  await checkReferences(trx, input, lang);
  const [row] = await answeringUniqueViolations(lang, () => trx('sys_user')
    .where({ id, del_flag: false })
    .update({ ...profileColumns(input, false), ...(input.userType ? { user_type: input.userType } : {}), updated_by: actorId, updated_at: trx.fn.now() })
    .returning([...userColumns]));
  if (!row) throw notFound();
  await requirePhoneForCode(trx, id, lang);
  await setRoles(trx, tenantId, id, input.roleIds);
  await setDepartments(trx, tenantId, id, input.departIds, input.orgId);
  return toUserRecord((await trx('sys_user').where({ id }).first([...userColumns]))!);
}

/** The admin accounts (user type admin) can be neither frozen nor deleted (spec §5). */
async function refuseAdmins(trx: Knex.Transaction, ids: string[], code: string): Promise<void> {
  if (await trx('sys_user').whereIn('id', ids).where({ user_type: 'admin' }).first('id')) throw new AppError(403, code);
}

/** Freezes ('2') or unfreezes ('1') users; a frozen user's sessions stop working at once. */
/**
 * Every id must name a user the caller can see (row-level security hides other tenants') in the
 * expected recycle-bin state; otherwise the whole batch is a 404 and nothing changes.
 */
async function requireUsers(trx: Knex.Transaction, ids: string[], inRecycleBin: boolean): Promise<void> {
  const found: string[] = await trx('sys_user').whereIn('id', ids).where({ del_flag: inRecycleBin }).pluck('id');
  if (new Set(found).size !== new Set(ids).size) throw notFound();
}

export async function freezeUsers(trx: Knex.Transaction, ids: string[], status: '1' | '2'): Promise<number> {
  await requireUsers(trx, ids, false);
  if (status === '2') await refuseAdmins(trx, ids, 'user/admin-cannot-be-frozen');
  return trx('sys_user').whereIn('id', ids).where({ del_flag: false }).update({ status, updated_at: trx.fn.now() });
}

/** Moves users to the recycle bin (restorable); their sessions end. */
export async function recycleUsers(trx: Knex.Transaction, actorId: string, ids: string[]): Promise<number> {
  if (ids.includes(actorId)) throw new AppError(403, 'user/cannot-delete-self');
  await requireUsers(trx, ids, false);
  await refuseAdmins(trx, ids, 'user/admin-cannot-be-deleted');
  await trx('sys_session').whereIn('user_id', ids).whereNull('revoked_at').update({ revoked_at: trx.fn.now(), ended_reason: 'deleted' });
  return trx('sys_user').whereIn('id', ids).where({ del_flag: false }).update({ del_flag: true, deleted_at: trx.fn.now() });
}

/** Restores users from the recycle bin (within maxUsers). */
export async function restoreUsers(trx: Knex.Transaction, tenantId: string, ids: string[]): Promise<number> {
  await requireUsers(trx, ids, true);
  let restored = 0;
  for (const id of ids) {
    await claimUserSeat(trx, tenantId);
    restored += await trx('sys_user').where({ id, del_flag: true }).update({ del_flag: false, deleted_at: null });
  }
  return restored;
}

/** Deletes users in the recycle bin for good. */
export async function purgeUsers(trx: Knex.Transaction, ids: string[]): Promise<number> {
  await requireUsers(trx, ids, true);
  return trx('sys_user').whereIn('id', ids).where({ del_flag: true }).delete();
}

/** Sets a new password chosen by an administrator; the user must change it at next login and their sessions end. */
export async function resetPassword(trx: Knex.Transaction, id: string, password: string, lang: Language): Promise<void> {
  const user = await trx('sys_user').where({ id, del_flag: false }).first<{ username: string }>('username');
  if (!user) throw notFound();
  const problems = checkNewPassword(password, { username: user.username });
  if (problems.length > 0) throw new ValidationFailed(problems.map((code) => issue('/body/password', code, lang)));
  await trx('sys_user').where({ id }).update({ password_hash: await hashPassword(password), force_change_pass: 'Y', failed_login_count: 0, locked_until: null, password_changed_at: trx.fn.now() });
  await trx('sys_user_client_lock').where({ user_id: id }).delete();
  await trx('sys_session').where({ user_id: id }).whereNull('revoked_at').update({ revoked_at: trx.fn.now(), ended_reason: 'password-changed' });
}

export interface UserListQuery {
  username?: string;
  realname?: string;
  phone?: string;
  status?: '1' | '2';
  orgId?: string;
  isRecycled?: boolean;
  pageNo: number;
  pageSize: number;
}

const like = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of the tenant's users (or of its recycle bin), newest first. */
export async function listUsers(trx: Knex.Transaction, query: UserListQuery): Promise<Page<UserRecord>> {
  const filtered = trx('sys_user').where({ del_flag: query.isRecycled ?? false }).modify((q) => {
    if (query.username) q.whereILike('username', like(query.username));
    if (query.realname) q.whereILike('realname', like(query.realname));
    if (query.phone) q.whereLike('phone', like(query.phone));
    if (query.status) q.where({ status: query.status });
    if (query.orgId) q.where({ org_id: query.orgId });
  });
  const [{ total }] = (await filtered.clone().count({ total: '*' })) as [{ total: number }];
  const rows = await filtered.clone().select([...userColumns]).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id' }]).limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize);
  return page(rows.map((row: Record<string, unknown>) => toUserRecord(row)), total, query.pageNo, query.pageSize);
}
