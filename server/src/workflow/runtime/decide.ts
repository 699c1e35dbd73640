import { transition, type DirectoryAnswers, type InstanceState, type WorkflowAction, type WorkflowEffect } from '@wharf/engine';
import type { WorkflowDefinition } from '@wharf/schemas';
import type { TenantTransaction } from '../../db/tenantClientTransaction';
import { AppError } from '../../http/errors';
import { baseAnswers, withNodes, type AnswerSubject } from '../directory/directoryAnswers';

/** A transition the engine agreed to, with the directory answers it used (stored with the event, for replay). */
export interface Decision {
  state: InstanceState;
  effects: WorkflowEffect[];
  answers: DirectoryAnswers;
}

/** More rounds than any definition needs: each round resolves every node the engine named. */
const maxRounds = 8;

/** No answers yet: what the first round runs on. */
const noAnswers: DirectoryAnswers = { nodes: {}, managerChain: [], admins: [], delegations: [] };

/**
 * Runs the engine's pure `transition` in its two phases: first with no directory answers, then,
 * while the engine names nodes whose approvers or cc users it lacks, with those nodes resolved from
 * the tenant's directory. The engine reads the manager chain, the administrators and the delegations
 * only while it plans a node's approvers, which it cannot do before it has that node's answer (it
 * asks first), so they are read with the first nodes: an action that assigns nobody new (an approval
 * that ends the request, a reject, an urge) reads nothing from the directory. The answers used are
 * stored with the event, so replay sees exactly what the engine saw.
 * A refusal is a 400 with the engine's §8 message code.
 */
export async function decide(tx: TenantTransaction, definition: WorkflowDefinition, state: InstanceState | undefined, action: WorkflowAction, at: string, subject: AnswerSubject): Promise<Decision> {
  let answers = noAnswers;
  for (let round = 0; round < maxRounds; round += 1) {
    const result = transition({ definition, state, action, at, answers });
    if (result.kind === 'done') return { state: result.state, effects: result.effects, answers };
    if (result.kind === 'refused') throw new AppError(400, result.code, result.args ?? []);
    const missing = result.nodes.filter((nodeId) => !(nodeId in answers.nodes));
    if (missing.length === 0) throw new Error(`workflow engine asked again for nodes it was given: ${result.nodes.join(', ')}`);
    const trx = await tx.knex();
    if (answers === noAnswers) answers = await baseAnswers(trx, definition, subject, at);
    answers = await withNodes(trx, definition, answers, missing, subject);
  }
  throw new Error(`workflow engine still needed directory answers after ${maxRounds} rounds`);
}
