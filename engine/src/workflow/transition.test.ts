import { describe, expect, it } from 'vitest';
import { answersFor, approval, definition, Run, t0 } from './fixtures.test-support';
import { transition } from './transition';
import type { WorkflowNode } from '@wharf/schemas';

const linear = definition('a1', [
  approval('a1', ['bob'], 'a2'),
  approval('a2', ['carol', 'dave'], 'cc1', { multiMode: 'all' }),
  { nodeId: 'cc1', nodeType: 'cc', name: 'Finance', ccIds: ['fin'], nextNodeId: 'end' },
]);

const conditional = definition('c1', [
  {
    nodeId: 'c1', nodeType: 'condition', name: 'Amount',
    branches: [
      { name: 'default', isDefault: true, nextNodeId: 'small' },
      { name: 'big', priority: 1, nextNodeId: 'big', conditionGroups: [{ kind: 'group', match: 'and', children: [{ kind: 'condition', field: 'amount', operator: 'greater', value: 1000 }] }] },
    ],
  },
  approval('big', ['cfo'], 'end'),
  approval('small', ['lead'], 'end'),
]);

describe('transition: start and walking', () => {
  it('starts at the first approval node with a pending task, business status approving', () => {
    const run = new Run(linear).start({ amount: 5 });
    expect(run.s).toMatchObject({ status: 'active', businessStatus: 'approving', currentNodeId: 'a1', initiatorId: 'alice', route: ['a1'], seq: 1 });
    expect(run.pending()).toEqual(['a1:bob']);
    expect(run.effects).toEqual([
      { type: 'businessStatus', status: 'approving' },
      { type: 'createTask', task: expect.objectContaining({ taskNo: 1, nodeId: 'a1', assigneeId: 'bob', status: 'pending', kind: 'approve' }) },
      { type: 'notify', userIds: ['bob'], what: 'task', taskNo: 1, nodeId: 'a1' },
    ]);
  });

  it('walks start → approval → approval (all) → cc → end and completes approved', () => {
    const run = new Run(linear).start().approve('bob');
    expect(run.pending()).toEqual(['a2:carol', 'a2:dave']);
    run.approve('carol');
    expect(run.s.status).toBe('active');
    run.approve('dave');
    expect(run.s).toMatchObject({ status: 'completed', outcome: 'approved', businessStatus: 'approved', endedAt: t0 });
    expect(run.s.currentNodeId).toBeUndefined();
    expect(run.effectsOf('cc')).toEqual([{ type: 'cc', nodeId: 'cc1', userIds: ['fin'] }]);
    expect(run.effectsOf('businessStatus')).toEqual([{ type: 'businessStatus', status: 'approved' }]);
  });

  it('takes the matching condition branch by priority, else the default', () => {
    expect(new Run(conditional).start({ amount: 5000 }).pending()).toEqual(['big:cfo']);
    expect(new Run(conditional).start({ amount: 10 }).pending()).toEqual(['small:lead']);
    expect(new Run(conditional).start({}).s.trail.find((e) => e.what === 'branch')?.detail).toBe('default');
  });

  it('refuses with workflow/no-transition when no branch matches and there is no default', () => {
    const noDefault = structuredClone(conditional);
    const c1 = noDefault.nodes.find((n) => n.nodeId === 'c1')!;
    c1.branches = c1.branches!.filter((b) => !b.isDefault);
    const result = transition({ definition: noDefault, state: undefined, action: { type: 'start', actorId: 'alice', definitionVersion: 1, data: {} }, at: t0, answers: answersFor(noDefault) });
    // A definition without a default branch is not runnable at all (publish checks).
    expect(result).toMatchObject({ kind: 'refused', code: 'workflow/definition-not-runnable' });
  });

  it('asks for the directory answers of every node it may enter, then continues with them', () => {
    const result = transition({ definition: conditional, state: undefined, action: { type: 'start', actorId: 'alice', definitionVersion: 1, data: { amount: 1 } }, at: t0, answers: { nodes: {}, managerChain: [], admins: [], delegations: [] } });
    expect(result).toEqual({ kind: 'needs', nodes: ['small'] });
    const second = transition({ definition: conditional, state: undefined, action: { type: 'start', actorId: 'alice', definitionVersion: 1, data: { amount: 1 } }, at: t0, answers: answersFor(conditional) });
    expect(second.kind).toBe('done');
  });

  it('asks for every node after a missing one in one round (cc and later approvals)', () => {
    const result = transition({ definition: linear, state: undefined, action: { type: 'start', actorId: 'alice', definitionVersion: 1, data: {} }, at: t0, answers: { nodes: {}, managerChain: [], admins: [], delegations: [] } });
    expect(result).toEqual({ kind: 'needs', nodes: ['a1', 'a2', 'cc1'] });
  });

  it('refuses a second start, actions without an instance, temporary keys and unknown tasks', () => {
    const run = new Run(linear).start();
    run.refused({ type: 'start', actorId: 'alice', definitionVersion: 1, data: {} }, 'workflow/already-started');
    run.refused({ type: 'approve', actorId: 'bob', taskNo: 99 }, 'workflow/no-running-tasks');
    const fresh = new Run(linear);
    expect(fresh.try({ type: 'approve', actorId: 'bob', taskNo: 1 })).toMatchObject({ kind: 'refused', code: 'workflow/no-running-tasks' });
    const temp = new Run({ ...linear, processKey: '_temp_x' });
    expect(temp.try({ type: 'start', actorId: 'alice', definitionVersion: 1, data: {} })).toMatchObject({ kind: 'refused', code: 'workflow/definition-not-runnable' });
  });

  it('refuses someone else acting on a task (not-assignee) and acting twice (no-running-tasks)', () => {
    const run = new Run(linear).start();
    const taskNo = run.taskOf('bob');
    run.refused({ type: 'approve', actorId: 'mallory', taskNo }, 'workflow/not-assignee');
    run.approve('bob');
    run.refused({ type: 'approve', actorId: 'bob', taskNo }, 'workflow/no-running-tasks');
  });

  it('does not modify its input and is deterministic', () => {
    const run = new Run(linear).start();
    const state = structuredClone(run.s);
    const input = { definition: linear, state: run.s, action: { type: 'approve' as const, actorId: 'bob', taskNo: 1 }, at: t0, answers: answersFor(linear) };
    const first = transition(input);
    const second = transition(input);
    expect(first).toEqual(second);
    expect(run.s).toEqual(state);
  });

  it('keeps the latest saved data for later conditions (approve with data)', () => {
    const def = definition('a0', [approval('a0', ['bob'], 'c1'), ...conditional.nodes.filter((n: WorkflowNode) => ['c1', 'big', 'small'].includes(n.nodeId))]);
    const run = new Run(def).start({ amount: 1 }).approve('bob', { data: { amount: 99999 } });
    expect(run.pending()).toEqual(['big:cfo']);
    expect(run.s.data).toEqual({ amount: 99999 });
  });
});
