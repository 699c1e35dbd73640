import { previewPath, type PreviewStep } from '@wharf/engine';
import type { Caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';
import { AppError } from '../../http/errors';
import { namedUsers } from '../directory/directory';
import { baseAnswers, withNodes } from '../directory/directoryAnswers';
import { startableTemplate } from './startAccess';

export interface PreviewInput {
  processKey: string;
  formCode?: string;
  /** The form's data as it would be submitted (the conditions read it). */
  data: Record<string, unknown>;
  selfSelected?: Record<string, string[]>;
}

const maxRounds = 8;

/**
 * `POST /api/bpm/instance/preview`: the route a request with this data would take and who would
 * approve at each node (after delegation and empty-approver fallbacks), for a caller who may start
 * the process. Nothing is written. A route that cannot be found is a 400 with the engine's code.
 */
export async function previewInstance(ctx: AppContext, who: Caller, input: PreviewInput): Promise<{ steps: PreviewStep[] }> {
  return withTenant(ctx.db, who.tenantId, async (trx) => {
    const { definition } = await startableTemplate(trx, who, input.processKey, input.formCode);
    const at = new Date().toISOString();
    const subject = { initiatorId: who.userId, selfSelected: input.selfSelected ?? {} };
    let answers = await baseAnswers(trx, definition, subject, at);
    // The preview names whom a delegation hands a node to (transitions need only the ids).
    if (answers.delegations.length > 0) {
      const names = new Map((await namedUsers(trx, [...new Set(answers.delegations.map((record) => record.toUserId))])).map((user) => [user.userId, user.name]));
      answers = { ...answers, delegations: answers.delegations.map((record) => ({ ...record, ...(names.has(record.toUserId) ? { toName: names.get(record.toUserId)! } : {}) })) };
    }
    for (let round = 0; round < maxRounds; round += 1) {
      const result = previewPath(definition, input.data, answers, { initiatorId: who.userId, at, ...(input.selfSelected ? { selfSelected: input.selfSelected } : {}) });
      if (result.kind === 'path') return { steps: result.steps };
      if (result.kind === 'refused') throw new AppError(400, result.code, result.args ?? []);
      const missing = result.nodes.filter((nodeId) => !(nodeId in answers.nodes));
      if (missing.length === 0) throw new Error(`workflow preview asked again for nodes it was given: ${result.nodes.join(', ')}`);
      answers = await withNodes(trx, definition, answers, missing, subject);
    }
    throw new Error(`workflow preview still needed directory answers after ${maxRounds} rounds`);
  });
}
