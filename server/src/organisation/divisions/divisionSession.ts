import type { Knex } from 'knex';
import { AppError } from '../../http/errors';

/** The division fields of user info (spec §3 userExtendInfo). */
export interface SessionDivision {
  divisionId: string | null;
  divisionCode: string | null;
  divisionName: string | null;
}

export const noDivision: SessionDivision = { divisionId: null, divisionCode: null, divisionName: null };

/** Whether the tenant has divisions enabled (spec §3 tenant enableDivision). */
export async function divisionsEnabled(trx: Knex.Transaction, tenantId: string): Promise<boolean> {
  const tenant = await trx('sys_tenant').where({ id: tenantId }).first<{ enable_division: boolean }>('enable_division');
  return tenant?.enable_division === true;
}

/** Refuses division calls (403) unless the tenant has divisions enabled. */
export async function requireDivisionsEnabled(trx: Knex.Transaction, tenantId: string): Promise<void> {
  if (!(await divisionsEnabled(trx, tenantId))) throw new AppError(403, 'division/not-enabled');
}

/**
 * The division a session works in, or none: also none once the user has left that division or the
 * tenant has turned divisions off.
 */
export async function sessionDivision(trx: Knex.Transaction, sessionId: string): Promise<SessionDivision> {
  const row = await trx('sys_session as s')
    .join('sys_division as d', 'd.id', 's.division_id')
    .join('sys_user_division as ud', (on) => on.on('ud.division_id', 'd.id').andOn('ud.user_id', 's.user_id'))
    .join('sys_tenant as t', 't.id', 's.tenant_id')
    .where('s.id', sessionId)
    .where('t.enable_division', true)
    .first<{ id: string; code: string; name: string }>('d.id', 'd.code', 'd.name');
  return row ? { divisionId: row.id, divisionCode: row.code, divisionName: row.name } : noDivision;
}

/** The divisions a user belongs to, for the switch. */
export async function userDivisions(trx: Knex.Transaction, userId: string): Promise<Array<{ id: string; code: string; name: string }>> {
  return trx('sys_user_division as ud').join('sys_division as d', 'd.id', 'ud.division_id').where('ud.user_id', userId)
    .orderBy([{ column: 'd.sort_order' }, { column: 'd.code' }]).select('d.id', 'd.code', 'd.name');
}

/** Moves the session into one of the user's divisions (403 when they are not a member). */
export async function switchDivision(trx: Knex.Transaction, sessionId: string, userId: string, divisionId: string): Promise<SessionDivision> {
  if (!(await trx('sys_user_division').where({ user_id: userId, division_id: divisionId }).first('division_id'))) throw new AppError(403, 'division/not-member');
  await trx('sys_session').where({ id: sessionId, user_id: userId }).update({ division_id: divisionId });
  return sessionDivision(trx, sessionId);
}

/** User info with the session's division in `userExtendInfo` (spec §3). */
export function withSessionDivision<T extends { userExtendInfo: object }>(userInfo: T, division: SessionDivision): T {
  return { ...userInfo, userExtendInfo: { ...userInfo.userExtendInfo, ...division } };
}
