import type { Knex } from 'knex';
import { AppError } from '../../http/errors';

/**
 * Takes one of the tenant's seats for a new user, or refuses with "maximum number of users
 * exceeded" when maxUsers is reached. Creations in one tenant queue on a transaction lock so
 * two cannot both take the last seat. Users in the recycle bin do not hold a seat.
 */
export async function claimUserSeat(trx: Knex.Transaction, tenantId: string): Promise<void> {
  await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`user-seats:${tenantId}`]);
  const { rows } = await trx.raw<{ rows: { max_users: number | null; users: number }[] }>(
    'select t.max_users, (select count(*) from sys_user u where not u.del_flag) as users from sys_tenant t where t.id = ?',
    [tenantId],
  );
  const seats = rows[0];
  if (seats && seats.max_users !== null && seats.users >= seats.max_users) throw new AppError(403, 'register/max-users');
}
