import { describe, expect, it } from 'vitest';
import { approval, definition, Run } from './fixtures.test-support';
import { nodesReached } from './nodesReached';
import type { InstanceState } from './types';

/** start → a (bob) → b (carol, back to any visited node) → end. */
const def = definition('a', [approval('a', ['bob'], 'b'), approval('b', ['carol'], 'end', { rejectMode: 'toAnyVisited' })]);

/** The nodes each step of `steps` reached, applied one after another on a fresh run. */
function reachedBySteps(steps: Array<(run: Run) => void>): string[][] {
  const run = new Run(def);
  return steps.map((step) => {
    const before: InstanceState | undefined = run.state && structuredClone(run.state);
    step(run);
    return nodesReached(def, before, run.s);
  });
}

describe('nodesReached', () => {
  it('names the start and the first approval node on a start, then each node an approval moves on to, the end included', () => {
    expect(reachedBySteps([(run) => run.start(), (run) => run.approve('bob'), (run) => run.approve('carol')])).toEqual([['start', 'a'], ['b'], ['end']]);
  });

  it('names a return\'s destination, the start node for the initiator, and nothing for a transition that stays', () => {
    expect(reachedBySteps([
      (run) => run.start(),
      (run) => run.do({ type: 'urge', actorId: 'alice' }),
      (run) => run.approve('bob'),
      (run) => run.reject('carol', 'a'),
      (run) => run.reject('bob'),
    ])).toEqual([['start', 'a'], [], ['b'], ['a'], ['start']]);
  });
});
