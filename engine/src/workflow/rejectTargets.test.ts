import { describe, expect, it } from 'vitest';
import { approval, definition, Run } from './fixtures.test-support';
import { rejectTargets } from './rejectTargets';
import type { WorkflowNode } from '@wharf/schemas';

function atA3(rejectMode: WorkflowNode['rejectMode']) {
  const def = definition('a1', [approval('a1', ['bob'], 'a2'), approval('a2', ['carol'], 'a3'), approval('a3', ['erin'], 'end', { rejectMode })]);
  return new Run(def).start().approve('bob').approve('carol');
}

describe('rejectTargets', () => {
  it('offers what the node rejectMode allows, the default first', () => {
    const initiator = { target: 'initiator', nodeId: 'start', name: 'Start' };
    const any = atA3('toAnyVisited');
    expect(rejectTargets(any.def, any.s, 'a3')).toEqual([
      { target: 'previous', nodeId: 'a2', name: 'Node a2' }, initiator,
      { target: 'a1', nodeId: 'a1', name: 'Node a1' }, { target: 'a2', nodeId: 'a2', name: 'Node a2' },
    ]);
    const prev = atA3('toPrevious');
    expect(rejectTargets(prev.def, prev.s, 'a3')).toEqual([{ target: 'previous', nodeId: 'a2', name: 'Node a2' }]);
    const first = atA3('toInitiator');
    expect(rejectTargets(first.def, first.s, 'a3')).toEqual([initiator]);
  });

  it('every offered target is accepted by transition', () => {
    for (const mode of ['toAnyVisited', 'toPrevious', 'toInitiator'] as const) {
      for (const option of rejectTargets(atA3(mode).def, atA3(mode).s, 'a3')) {
        const run = atA3(mode);
        run.reject('erin', option.target);
        expect(run.s.currentNodeId).toBe(option.nodeId);
      }
    }
  });

  it('a node not in the definition offers nothing', () => {
    const run = atA3('toAnyVisited');
    expect(rejectTargets(run.def, run.s, 'gone')).toEqual([]);
  });
});
