import type { Knex } from 'knex';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { AppError } from '../http/errors';
import { hashToken, newSessionToken } from './tokens';

/** A step ticket lives ten minutes: long enough to choose a new password. */
const stepLifetimeMs = 10 * 60 * 1000;

export type LoginStepKind = 'changePassword' | 'verifyCode';

/** Issues a single-use ticket for the next login step; returned to the client in place of a token. */
export async function issueLoginStep(trx: Knex.Transaction, account: { userId: string; tenantId: string }, step: LoginStepKind): Promise<string> {
  const ticket = newSessionToken();
  await trx('auth_login_step').insert({
    tenant_id: account.tenantId,
    user_id: account.userId,
    ticket_hash: hashToken(ticket),
    step,
    expires_at: new Date(Date.now() + stepLifetimeMs),
  });
  return ticket;
}

/**
 * Resolves and consumes a step ticket inside the user's tenant transaction: `work` runs only
 * for a live ticket of the expected step, and the ticket cannot be used twice.
 */
export async function useLoginStep<T>(ctx: AppContext, ticket: string, step: LoginStepKind, work: (trx: Knex.Transaction, account: { userId: string; tenantId: string }) => Promise<T>): Promise<T> {
  const { rows } = await ctx.db.raw<{ rows: { step_id: string; user_id: string; tenant_id: string; step: string }[] }>(
    'select * from auth_resolve_login_step(?)',
    [hashToken(ticket)],
  );
  const found = rows[0];
  if (!found || found.step !== step) throw new AppError(401, 'system/unauthorized');
  return withTenant(ctx.db, found.tenant_id, async (trx) => {
    const claimed = await trx('auth_login_step').where({ id: found.step_id }).whereNull('used_at').update({ used_at: trx.fn.now() });
    if (claimed === 0) throw new AppError(401, 'system/unauthorized');
    return work(trx, { userId: found.user_id, tenantId: found.tenant_id });
  });
}
