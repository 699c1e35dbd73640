import type { Delegation } from '@wharf/engine';
import type { Knex } from 'knex';

/**
 * The tenant's delegations in force at `at` (start ≤ at < end), for the runtime to hand the engine
 * with the other directory answers (`DirectoryAnswers.delegations`; the engine applies them when it
 * computes approvers: scope, chain limit, no cycles, original → actual kept). Runs in the caller's tenant transaction (row-level security
 * keeps it to the tenant); a delegation to a user since deleted or frozen is left out, so a task
 * never goes to someone who cannot sign in.
 */
export async function activeDelegations(trx: Knex.Transaction, at: Date | string): Promise<Delegation[]> {
  const rows = (await trx('bpm_delegate as d')
    .join('sys_user as u', 'u.id', 'd.bailee_id')
    .where('d.start_at', '<=', at)
    .andWhere('d.end_at', '>', at)
    .andWhere('u.del_flag', false)
    .andWhere('u.status', '1')
    .orderBy([{ column: 'd.start_at' }, { column: 'd.id' }])
    .select('d.delegator_id', 'd.bailee_id', 'd.resource', 'd.start_at', 'd.end_at')) as Array<{ delegator_id: string; bailee_id: string; resource: 'all' | string[]; start_at: Date; end_at: Date }>;
  return rows.map((row) => ({
    fromUserId: row.delegator_id,
    toUserId: row.bailee_id,
    processKeys: row.resource,
    start: row.start_at.toISOString(),
    end: row.end_at.toISOString(),
  }));
}
