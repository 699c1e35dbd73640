import { isIP } from 'node:net';
import { lockoutAfterFailure } from '@wharf/engine';
import type { Knex } from 'knex';
import { AppError } from '../http/errors';
import { lockMinutes, type LoginPolicy } from './loginPolicy';
import type { ClientInfo } from './openSession';

/** Whose password is being tried, and from where (the client's address, as Express resolved it). */
export interface LockoutSubject {
  userId: string;
  tenantId: string;
  client: string;
}

/** The client key of an attempt: its address (IPv4-mapped IPv6 as IPv4), or 'unknown'. */
export function lockoutClient(client: ClientInfo): string {
  const ip = client.ip ?? '';
  const address = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  return (address || 'unknown').slice(0, 64);
}

const lockedError = () => new AppError(423, 'login/locked', [lockMinutes]);

/**
 * The 423 for an attempt while the account is locked for everyone (the ceiling) or for this
 * client; undefined when the password may be tried. A locked attempt counts nothing and is
 * answered alike whatever the password.
 */
export async function lockRefusal(trx: Knex.Transaction, subject: LockoutSubject): Promise<AppError | undefined> {
  return (await lockState(trx, subject)).refusal;
}

/**
 * `lockRefusal`, and whether `clearWrongPasswords` would change anything (a count or lock on the
 * account, or a row for this client). The user's row is locked from here to the end of the
 * transaction, and every count or lock of it is written under that lock, so the answer holds until
 * the transaction ends: a login with nothing to clear sends no clearing statements.
 */
export async function lockState(trx: Knex.Transaction, subject: LockoutSubject): Promise<LockState> {
  // The user's row stays locked to the end of the transaction: parallel attempts on one account
  // take their turn between this check and the count, so none is judged against a stale count.
  // (A statement of its own: the check below must take its snapshot after the wait.)
  await trx.raw('select 1 from sys_user where id = ? for update', [subject.userId]);
  const { rows } = await trx.raw<{ rows: { isLocked: boolean; hasFailures: boolean }[] }>(
    `select ${lockColumnsSql}
       from (select 1) as one
       left join sys_user u on u.id = ?
       left join sys_user_client_lock c on c.user_id = ? and c.client = ?`,
    [subject.userId, subject.userId, subject.client],
  );
  return lockStateOf(rows[0]);
}

/** What a login may do under the lock columns of its account and client (`lockState`'s reading, shared with `readPasswordChecks`). */
export function lockStateOf(row: { isLocked: boolean; hasFailures: boolean } | undefined): LockState {
  return { ...(row?.isLocked ? { refusal: lockedError() } : {}), hasFailures: row?.hasFailures !== false };
}

/** Whether the attempt is refused by a lock, and whether there is a count or lock to clear. */
export interface LockState {
  refusal?: AppError;
  hasFailures: boolean;
}

/** The lock columns' reading (`isLocked`, `hasFailures`) over `u` (the user) and `c` (this client's row), for `lockStateOf`. */
export const lockColumnsSql = `coalesce(u.locked_until > now(), false) or coalesce(c.locked_until > now(), false) as "isLocked",
            coalesce(u.failed_login_count > 0 or u.locked_until is not null, false) or c.user_id is not null as "hasFailures"`;

/**
 * Counts a wrong password for this client and for the account (atomically, so parallel guesses
 * cannot slip under the number) and applies the lock they reach: 423 when this failure locked the
 * client or the account, else 401. A lock starts its count again. Rows of clients that have been
 * quiet for a day are swept on the way.
 */
export async function countWrongPassword(trx: Knex.Transaction, subject: LockoutSubject, policy: Pick<LoginPolicy, 'lockFailures'>): Promise<{ error: AppError; isLocked: boolean }> {
  const { userId, tenantId, client } = subject;
  await trx('sys_user_client_lock').where({ user_id: userId }).where('updated_at', '<', trx.raw("now() - interval '1 day'"))
    .where((q) => q.whereNull('locked_until').orWhere('locked_until', '<', trx.fn.now())).delete();
  const [account] = await trx('sys_user').where({ id: userId }).increment('failed_login_count', 1).returning<{ failed_login_count: number }[]>('failed_login_count');
  const { rows } = await trx.raw<{ rows: { failed_count: number }[] }>(
    `insert into sys_user_client_lock (tenant_id, user_id, client, failed_count, updated_at) values (?, ?, ?, 1, now())
       on conflict (user_id, client) do update set failed_count = sys_user_client_lock.failed_count + 1, updated_at = now()
       returning failed_count`,
    [tenantId, userId, client],
  );
  const decision = lockoutAfterFailure({ client: rows[0]!.failed_count, account: account!.failed_login_count }, policy.lockFailures);
  const until = trx.raw('now() + make_interval(mins => ?)', [lockMinutes]);
  if (decision.isClientLocked) await trx('sys_user_client_lock').where({ user_id: userId, client }).update({ failed_count: 0, locked_until: until });
  if (decision.isAccountLocked) await trx('sys_user').where({ id: userId }).update({ failed_login_count: 0, locked_until: until });
  const isLocked = decision.isClientLocked || decision.isAccountLocked;
  return { error: isLocked ? lockedError() : new AppError(401, 'system/invalid-credentials'), isLocked };
}

/** The right password from this client: its count and the account's count start again (other clients' locks stay). */
export async function clearWrongPasswords(trx: Knex.Transaction, subject: LockoutSubject): Promise<void> {
  for (const statement of clearWrongPasswordsStatements(trx, subject)) await statement;
}

/** `clearWrongPasswords`' statements, in order, for a caller that writes them together with others. */
export function clearWrongPasswordsStatements(trx: Knex.Transaction, subject: LockoutSubject): Knex.QueryBuilder[] {
  return [
    trx('sys_user_client_lock').where({ user_id: subject.userId, client: subject.client }).delete(),
    trx('sys_user').where({ id: subject.userId }).update({ failed_login_count: 0, locked_until: null }),
  ];
}
