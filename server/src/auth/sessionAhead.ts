import type { Knex } from 'knex';
import { endOtherSessionsStatement, type StepAfterPassword } from './loginSteps';
import { sessionWriteStatement, type ClientInfo } from './openSession';
import { clearWrongPasswordsStatements, type LockoutSubject, type LockState } from './passwordLockout';

/** The savepoint a password login's session is written under while its password is verified. */
const savepoint = 'login_session_ahead';

/** A session written ahead of the verify's verdict: its token, and the statements to send with the login's reads. */
export interface SessionAhead {
  token: string;
  statements: Array<Knex.QueryBuilder | Knex.Raw>;
}

/**
 * What the right password would write when it opens a session at once (`StepAfterPassword` 'open'),
 * in the same order as after the verify — the counts cleared when there are any, the other sessions
 * ended under the multiple-login rule, the session row with its log line — under a savepoint. They
 * are sent while argon2 still runs, so the right password's login has only its COMMIT left: one
 * round trip after the verify instead of two. Nobody else sees them before that COMMIT (the user's
 * row is locked, and they are uncommitted); a wrong password undoes them (`undoSessionAhead`) before
 * it counts the failure, so what it leaves is exactly what it left when nothing was written ahead.
 */
export function sessionAhead(trx: Knex.Transaction, subject: LockoutSubject, lock: LockState, next: Extract<StepAfterPassword, { step: 'open' }>, client: ClientInfo): SessionAhead {
  const { token, statement } = sessionWriteStatement(trx, { userId: subject.userId, tenantId: subject.tenantId }, client, { kind: 'password' });
  return {
    token,
    statements: [
      trx.raw(`savepoint ${savepoint}`),
      ...(lock.hasFailures ? clearWrongPasswordsStatements(trx, subject) : []),
      ...(next.endsOtherSessions ? [endOtherSessionsStatement(trx, subject.userId)] : []),
      statement,
    ],
  };
}

/** Takes back everything `sessionAhead` wrote (the transaction and its row lock go on). */
export async function undoSessionAhead(trx: Knex.Transaction): Promise<void> {
  await trx.raw(`rollback to savepoint ${savepoint}`);
}
