import type { Knex } from 'knex';

/** A user a workflow participant may pick (transfer, delegate, add signer, a delegation's bailee, a self-selected approver). */
export interface WorkflowUserChoice {
  id: string;
  username: string;
  realname: string | null;
  /** The user's main department, when they have one. */
  departName: string | null;
}

/** At most this many users per answer: a picker narrows by typing, it never pages. */
export const userSearchLimit = 20;

// ILIKE pattern for "contains", the user's wildcards taken literally.
const contains = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Active users (not deleted, not frozen) of the caller's tenant — row-level security keeps the
 * query to it — whose username or real name contains `keyword`, ordered by username. Only what a
 * picker shows: no contact data, so any signed-in workflow participant may ask.
 */
export async function searchWorkflowUsers(trx: Knex.Transaction, keyword: string): Promise<WorkflowUserChoice[]> {
  const query = trx('sys_user as u').leftJoin('sys_org as o', 'o.id', 'u.org_id')
    .where('u.del_flag', false).where('u.status', '1')
    .select('u.id', 'u.username', 'u.realname', 'o.org_name as departName')
    .orderBy('u.username').limit(userSearchLimit);
  const trimmed = keyword.trim();
  if (trimmed) query.where((w) => w.whereILike('u.username', contains(trimmed)).orWhereILike('u.realname', contains(trimmed)));
  return query;
}
