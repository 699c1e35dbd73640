import type { Knex } from 'knex';

/** The job that deletes sessions expired or revoked more than a day ago (daily, `auth/module.ts`). */
export const purgeSessionsJobName = 'purge_expired_sessions';

/** Expired or long-revoked sessions are only clutter; their tokens no longer resolve anyway. */
export async function purgeExpiredSessions(owner: Knex): Promise<void> {
  await owner('sys_session')
    .where('expires_at', '<', owner.raw("now() - interval '1 day'"))
    .orWhere('revoked_at', '<', owner.raw("now() - interval '1 day'"))
    .delete();
}
