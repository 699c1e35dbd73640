import { addSigner } from './actions/addSigner';
import { resume, suspend, urge } from './actions/control';
import { deadline } from './actions/deadline';
import { approve, reject, resubmit } from './actions/decisions';
import { requireRunning } from './actions/guards';
import { delegate, transfer } from './actions/handOver';
import { migrate } from './actions/migrate';
import { checkRunnable, initialState, refuseDuplicates, start } from './actions/start';
import { withdraw } from './actions/withdraw';
import { Draft, refuse, WorkflowStop } from './draft';
import type { InstanceState, TransitionInput, TransitionResult, WorkflowAction } from './types';

function apply(draft: Draft, action: WorkflowAction): void {
  switch (action.type) {
    case 'start':
      return start(draft);
    case 'suspend':
      return suspend(draft);
    case 'resume':
      return resume(draft);
    case 'migrate':
      return migrate(draft, action);
    default:
      break;
  }
  requireRunning(draft.state);
  switch (action.type) {
    case 'approve':
      return approve(draft, action);
    case 'reject':
      return reject(draft, action);
    case 'resubmit':
      return resubmit(draft, action);
    case 'withdraw':
      return withdraw(draft, action);
    case 'transfer':
      return transfer(draft, action);
    case 'delegate':
      return delegate(draft, action);
    case 'addSigner':
      return addSigner(draft, action);
    case 'urge':
      return urge(draft, action);
    case 'deadline':
      return deadline(draft, action);
    default:
      refuse('workflow/no-transition');
  }
}

function startingState(input: TransitionInput): InstanceState {
  const { action, state, definition } = input;
  if (action.type !== 'start') {
    if (!state) refuse('workflow/no-running-tasks');
    return structuredClone(state);
  }
  if (state) refuse('workflow/already-started');
  checkRunnable(definition);
  for (const userIds of Object.values(action.selfSelected ?? {})) refuseDuplicates(userIds);
  return initialState(definition, action, input.at);
}

/**
 * Moves an instance by one action: (definition, state, action, clock, directory answers) → new state and
 * effects, `needs` (resolve these nodes and call again) or `refused` (a `workflow/…` code; nothing changes).
 * Pure and deterministic: the same input always gives the same result, and the input is never modified.
 *
 * The server checks who may start, suspend, resume and migrate (permissions); the engine checks the
 * task rules (holder, delegation, pending), the instance status and the definition's own rules.
 */
export function transition(input: TransitionInput): TransitionResult {
  try {
    const draft = new Draft(input.definition, startingState(input), input.at, input.answers);
    apply(draft, input.action);
    draft.state.seq += 1;
    return { kind: 'done', state: draft.state, effects: draft.effects };
  } catch (error) {
    if (error instanceof WorkflowStop) return error.result;
    throw error;
  }
}
