import type { Knex } from 'knex';
import type { QueryConfig } from 'pg';
import { policyChainSql, policyFromChain, type LoginPolicy } from './loginPolicy';
import type { LoginState } from './loginSteps';
import { asQueryConfig, rowsOf } from './readTogether';
import { lockColumnsSql, lockStateOf, type LockoutSubject, type LockState } from './passwordLockout';

/** What a password login decides with, besides the password: the policy, the locks and the steps' state. */
export interface PasswordChecks {
  policy: LoginPolicy;
  lock: LockState;
  state: LoginState;
}

interface ChecksRow extends LoginState {
  isLocked: boolean;
  hasFailures: boolean;
  policyChain: Array<Record<string, unknown>>;
}

/**
 * `loadLoginPolicy`, `lockState` and `loadLoginState` of a password login as two statements, ready
 * to go in the socket write of the login transaction's opening (`withTenantOpening`): no round trip
 * of their own. The user's row is locked first (a statement of its own, so the read after it takes
 * its snapshot after any wait, as `lockState` explains), then the lock columns, the steps' state and
 * the policy chain (as JSON rows, nearest organisation first). Read them with `passwordChecksOf`.
 */
export function passwordChecksStatements(db: Knex, subject: LockoutSubject): QueryConfig[] {
  return [db.raw('select 1 from sys_user where id = ? for update', [subject.userId]), db.raw(
    `${policyChainSql}
     select ${lockColumnsSql},
            u.password_changed_at, u.force_change_pass, u.enable_vcode, u.phone,
            (select coalesce(json_agg(json_build_object(
               'ip_whitelist', ip_whitelist, 'password_expiry_days', password_expiry_days, 'password_alert_days', password_alert_days,
               'lock_user_failures', lock_user_failures, 'password_blacklist', password_blacklist, 'multiple_login', multiple_login
             ) order by depth), '[]'::json) from chain) as "policyChain"
       from (select 1) as one
       left join sys_user u on u.id = ?
       left join sys_user_client_lock c on c.user_id = ? and c.client = ?`,
    [subject.userId, subject.userId, subject.userId, subject.client],
  )].map(asQueryConfig);
}

/** The checks from the outcomes of `passwordChecksStatements`; the first failure is thrown (the transaction then rolls back). */
export function passwordChecksOf(outcomes: ReadonlyArray<PromiseSettledResult<unknown>>): PasswordChecks {
  const [, rows] = rowsOf(outcomes);
  const row = rows![0] as unknown as ChecksRow;
  return {
    policy: policyFromChain(row.policyChain),
    lock: lockStateOf(row),
    state: { password_changed_at: row.password_changed_at, force_change_pass: row.force_change_pass, enable_vcode: row.enable_vcode, phone: row.phone },
  };
}
