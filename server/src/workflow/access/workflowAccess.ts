import { canDesign } from '@wharf/engine';
import type { Knex } from 'knex';
import type { Caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { designerGrants } from '../../definitions/designerAccess';
import { AppError, accessDenied, notFound } from '../../http/errors';
import type { InstanceRow } from '../rows';

/**
 * Whether the caller manages workflows: holds the workflow designer's publish permission (engine
 * `kindSpecs.workflow.designer`). Managers run the template lifecycle and see and suspend every
 * instance; everyone else sees the instances they take part in.
 */
export async function managesWorkflows(ctx: AppContext, who: Caller): Promise<boolean> {
  return canDesign(await designerGrants(ctx, who), 'workflow', 'publish');
}

/** 403 unless the caller manages workflows. */
export async function requireManager(ctx: AppContext, who: Caller): Promise<void> {
  if (!(await managesWorkflows(ctx, who))) throw accessDenied();
}

/** A query of the instance ids a user takes part in: started, was or is assigned a task, handed one on, or was cc'd. */
export function participatedInstanceIds(trx: Knex.Transaction, userId: string): Knex.QueryBuilder {
  return trx('bpm_task').where((w) => w.where('assignee_id', userId).orWhere('original_assignee_id', userId).orWhere('from_user_id', userId)).select('instance_id')
    .union((u) => u.from('bpm_cc').where('user_id', userId).select('instance_id'));
}

/** Whether the user takes part in the instance. */
export async function isParticipant(trx: Knex.Transaction, instance: Pick<InstanceRow, 'id' | 'initiator_id'>, userId: string): Promise<boolean> {
  if (instance.initiator_id === userId) return true;
  const found = await trx.from(participatedInstanceIds(trx, userId).as('p')).where('p.instance_id', instance.id).first('p.instance_id');
  return Boolean(found);
}

/**
 * Refuses an instance the caller may not see with a 404 (as if it were not there: the rest of the
 * server answers a record out of reach the same way). Visible: participants and managers.
 */
export async function assertSeesInstance(trx: Knex.Transaction, instance: Pick<InstanceRow, 'id' | 'initiator_id'>, userId: string, isManager: boolean): Promise<void> {
  if (!isManager && !(await isParticipant(trx, instance, userId))) throw notFound();
}

/** The task is someone else's (the caller sees the instance but may not act on this task). */
export const notAssignee = () => new AppError(403, 'workflow/not-assignee');
