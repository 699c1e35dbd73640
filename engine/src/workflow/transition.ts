import type { TransitionInput, TransitionResult } from './types';

/**
 * Moves an instance by one action: (definition, state, action, clock, directory answers) → new state and
 * effects, `needs` (resolve these nodes and call again) or `refused` (a `workflow/…` code; nothing changes).
 * Pure and deterministic: the same input always gives the same result.
 */
export function transition(input: TransitionInput): TransitionResult {
  void input;
  return { kind: 'refused', code: 'workflow/no-transition' };
}
