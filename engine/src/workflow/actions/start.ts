import type { WorkflowDefinition } from '@wharf/schemas';
import { refuse, type Draft } from '../draft';
import { publishChecks } from '../publishChecks';
import type { InstanceState, WorkflowAction } from '../types';
import { theStart, walkFrom } from '../walk';

type StartAction = Extract<WorkflowAction, { type: 'start' }>;

/**
 * A definition an instance can run on: it passes the structural publish checks (form fields are the
 * server's concern at publish) and is not a temporary draft (`_temp_` key, spec §5).
 */
export function checkRunnable(definition: WorkflowDefinition): void {
  if (definition.processKey.startsWith('_temp_')) refuse('workflow/definition-not-runnable', ['processKey', definition.processKey]);
  const issue = publishChecks(definition)[0];
  if (issue) refuse('workflow/definition-not-runnable', [issue.code, ...(issue.args ?? []).slice(0, 1)]);
}

/** Lists given by a person must not repeat a user (`workflow/duplicate-users`, spec §8). */
export function refuseDuplicates(userIds: readonly string[]): void {
  if (new Set(userIds).size !== userIds.length) refuse('workflow/duplicate-users');
}

/** The state of an instance about to start (before the walk). */
export function initialState(definition: WorkflowDefinition, action: StartAction, at: string): InstanceState {
  return {
    processKey: definition.processKey,
    definitionVersion: action.definitionVersion,
    initiatorId: action.actorId,
    status: 'active',
    businessStatus: 'approving',
    data: structuredClone(action.data),
    variables: structuredClone(action.variables ?? {}),
    currentVisit: 0,
    route: [],
    selfSelected: structuredClone(action.selfSelected ?? {}),
    approverActed: false,
    tasks: [],
    nextTaskNo: 1,
    visits: 0,
    trail: [],
    startedAt: at,
    seq: 0,
  };
}

/** Starts the instance: business status approving, then the walk from the start node. */
export function start(draft: Draft): void {
  const startNode = theStart(draft);
  draft.emit({ type: 'businessStatus', status: 'approving' });
  if (startNode.nextNodeId === undefined) refuse('workflow/no-transition', [startNode.nodeId]);
  walkFrom(draft, startNode.nextNodeId);
}
