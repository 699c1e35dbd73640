import { previewPath, type DirectoryAnswers, type PreviewContext, type PreviewStep } from '@wharf/engine';
import type { WorkflowDefinition } from '@wharf/schemas';
import type { Knex } from 'knex';
import type { Caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';
import { AppError, notFound } from '../../http/errors';
import { assertSeesInstance, managesWorkflows } from '../access/workflowAccess';
import { definitionVersion } from '../definitions/workflowDefinitions';
import { namedUsers } from '../directory/directory';
import { baseAnswers, withNodes, type AnswerSubject } from '../directory/directoryAnswers';
import type { InstanceRow } from '../rows';
import { startableTemplate } from './startAccess';

export interface PreviewInput {
  processKey: string;
  formCode?: string;
  /** The form's data as it would be submitted (the conditions read it); for a running request, its saved data when absent. */
  data?: Record<string, unknown>;
  selfSelected?: Record<string, string[]>;
  /** A running request: preview the rest of its route, from the node it waits at, on its own version. */
  instanceId?: string;
}

const maxRounds = 8;

/** A previewed node; `selfSelect` marks an approval node whose approvers the initiator picks at start. */
export type PreviewedStep = PreviewStep & { selfSelect?: true };

const markSelfSelect = (definition: WorkflowDefinition, steps: PreviewStep[]): PreviewedStep[] => steps.map((step) => {
  const node = definition.nodes.find((candidate) => candidate.nodeId === step.nodeId);
  return node?.nodeType === 'approval' && node.approverType === 'selfSelect' ? { ...step, selfSelect: true } : step;
});

/** The preview's two phases: the engine names the nodes whose approvers it lacks, the directory answers them. */
async function previewRoute(trx: Knex.Transaction, definition: WorkflowDefinition, data: Record<string, unknown>, subject: AnswerSubject, context: PreviewContext): Promise<PreviewStep[]> {
  let answers: DirectoryAnswers = await baseAnswers(trx, definition, subject, context.at);
  // The preview names whom a delegation hands a node to (transitions need only the ids).
  if (answers.delegations.length > 0) {
    const names = new Map((await namedUsers(trx, [...new Set(answers.delegations.map((record) => record.toUserId))])).map((user) => [user.userId, user.name]));
    answers = { ...answers, delegations: answers.delegations.map((record) => ({ ...record, ...(names.has(record.toUserId) ? { toName: names.get(record.toUserId)! } : {}) })) };
  }
  for (let round = 0; round < maxRounds; round += 1) {
    const result = previewPath(definition, data, answers, context);
    if (result.kind === 'path') return result.steps;
    if (result.kind === 'refused') throw new AppError(400, result.code, result.args ?? []);
    const missing = result.nodes.filter((nodeId) => !(nodeId in answers.nodes));
    if (missing.length === 0) throw new Error(`workflow preview asked again for nodes it was given: ${result.nodes.join(', ')}`);
    answers = await withNodes(trx, definition, answers, missing, subject);
  }
  throw new Error(`workflow preview still needed directory answers after ${maxRounds} rounds`);
}

/**
 * `POST /api/bpm/instance/preview`: the route a request with this data would take and who would
 * approve at each node (after delegation and empty-approver fallbacks), for a caller who may start
 * the process; with `instanceId`, the rest of a running request's route from the node it waits at,
 * for those who see the request (404 otherwise). Nothing is written. A route that cannot be found
 * is a 400 with the engine's code.
 */
export async function previewInstance(ctx: AppContext, who: Caller, input: PreviewInput): Promise<{ steps: PreviewedStep[] }> {
  const isManager = input.instanceId ? await managesWorkflows(ctx, who) : false;
  return withTenant(ctx.db, who.tenantId, async (trx) => {
    const at = new Date().toISOString();
    if (input.instanceId) {
      const instance = await trx<InstanceRow>('bpm_instance').where({ id: input.instanceId, process_key: input.processKey }).first();
      if (!instance) throw notFound();
      await assertSeesInstance(trx, instance, who.userId, isManager);
      const definition = await definitionVersion(trx, who.tenantId, instance.definition_id, instance.definition_version);
      const subject = { initiatorId: instance.initiator_id, selfSelected: instance.state.selfSelected ?? {} };
      const context: PreviewContext = { initiatorId: instance.initiator_id, at, selfSelected: { ...subject.selfSelected }, ...(instance.current_node_id ? { fromNodeId: instance.current_node_id } : {}) };
      return { steps: markSelfSelect(definition, await previewRoute(trx, definition, input.data ?? instance.state.data, subject, context)) };
    }
    const { definition } = await startableTemplate(trx, who, input.processKey, input.formCode);
    const subject = { initiatorId: who.userId, selfSelected: input.selfSelected ?? {} };
    const steps = await previewRoute(trx, definition, input.data ?? {}, subject, { initiatorId: who.userId, at, ...(input.selfSelected ? { selfSelected: input.selfSelected } : {}) });
    return { steps: markSelfSelect(definition, steps) };
  });
}
