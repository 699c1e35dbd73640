import type { Language } from '@wharf/engine';
import type { Caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { accessDenied } from '../../http/errors';
import { assertSeesInstance, managesWorkflows } from '../access/workflowAccess';
import { runAction } from '../runtime/runAction';
import type { InstanceRow } from '../rows';

/** The actions on a whole request (spec §4: suspend and resume; the initiator's withdraw). */
export type InstanceAction = 'suspend' | 'resume' | 'withdraw';

export interface InstanceActionInput {
  comment?: string;
}

/**
 * `POST /api/bpm/instance/{id}/suspend|resume|withdraw`. Suspend and resume are for managers;
 * withdraw for the initiator (the engine refuses once an approver acted: `workflow/withdraw-too-late`).
 * Anyone who does not see the request gets a 404, a participant without the right a 403.
 */
export async function actOnInstance(ctx: AppContext, who: Caller, id: string, kind: InstanceAction, input: InstanceActionInput, lang: Language): Promise<{ id: string; status: InstanceRow['status']; outcome: InstanceRow['outcome'] }> {
  const isManager = await managesWorkflows(ctx, who);
  const written = await runAction(ctx.db, who.tenantId, id, {
    authorize: async (instance, tx) => {
      await assertSeesInstance(await tx.knex(), instance, who.userId, isManager);
      if (kind === 'withdraw' ? instance.initiator_id !== who.userId : !isManager) throw accessDenied();
    },
    action: () => (kind === 'withdraw' ? { type: 'withdraw', actorId: who.userId, ...(input.comment ? { comment: input.comment } : {}) } : { type: kind, actorId: who.userId }),
  }, lang);
  return { id: written.id, status: written.status, outcome: written.outcome };
}
