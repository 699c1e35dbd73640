import type { WorkflowDefinition } from '@wharf/schemas';
import type { InstanceState, WorkflowEvent } from './types';

/** The definition of each version an instance ran on (a migrate event changes the version). */
export type DefinitionLookup = WorkflowDefinition | ((version: number) => WorkflowDefinition | undefined);

/**
 * Folds an instance's event log through `transition` and returns the state it produces. Throws when an
 * event does not apply (the log and the definition disagree): a stored log must always replay.
 */
export function replay(definitions: DefinitionLookup, events: readonly WorkflowEvent[]): InstanceState | undefined {
  void definitions;
  void events;
  return undefined;
}
