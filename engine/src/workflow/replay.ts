import type { WorkflowDefinition } from '@wharf/schemas';
import { transition } from './transition';
import type { InstanceState, WorkflowEvent } from './types';

/** The definition of each version an instance ran on (a migrate event changes the version). */
export type DefinitionLookup = WorkflowDefinition | ((version: number) => WorkflowDefinition | undefined);

/** An event of a stored log that does not apply: the log, the definitions and the engine disagree. */
export class ReplayError extends Error {
  constructor(
    readonly seq: number,
    readonly reason: string,
  ) {
    super(`workflow event ${seq} does not replay: ${reason}`);
    this.name = 'ReplayError';
  }
}

function versionOf(event: WorkflowEvent, state: InstanceState | undefined): number {
  if (event.action.type === 'start') return event.action.definitionVersion;
  if (event.action.type === 'migrate') return event.action.toVersion;
  return state?.definitionVersion ?? 0;
}

/**
 * Folds an instance's event log through `transition` with each event's own clock and stored answers and
 * returns the state it produces (undefined for an empty log). Events apply in `seq` order, which must
 * count 1, 2, …; an event that does not apply throws `ReplayError` — a stored log must always replay.
 */
export function replay(definitions: DefinitionLookup, events: readonly WorkflowEvent[]): InstanceState | undefined {
  const lookup = typeof definitions === 'function' ? definitions : () => definitions;
  let state: InstanceState | undefined;
  [...events]
    .sort((a, b) => a.seq - b.seq)
    .forEach((event, index) => {
      if (event.seq !== index + 1) throw new ReplayError(event.seq, `expected seq ${index + 1}`);
      const definition = lookup(versionOf(event, state));
      if (!definition) throw new ReplayError(event.seq, `no definition version ${versionOf(event, state)}`);
      const result = transition({ definition, state, action: event.action, at: event.at, answers: event.answers });
      if (result.kind !== 'done') throw new ReplayError(event.seq, result.kind === 'refused' ? result.code : `needs ${result.nodes.join(', ')}`);
      state = result.state;
    });
  return state;
}
