import { describe, expect, it } from 'vitest';
import { approval, definition, later, Run } from './fixtures.test-support';
import type { WorkflowNode } from '@wharf/schemas';

/** start → a1 (bob) → a2 (carol, dave: all, 8 h) → a3 (erin, the given rejectMode) → end */
function three(a3: Partial<WorkflowNode> = {}, a2: Partial<WorkflowNode> = {}) {
  return definition('a1', [
    approval('a1', ['bob'], 'a2'),
    approval('a2', ['carol', 'dave'], 'a3', { multiMode: 'all', deadlineHours: 8, ...a2 }),
    approval('a3', ['erin'], 'end', a3),
  ]);
}

function atA3(def: ReturnType<typeof three>): Run {
  return new Run(def).start().approve('bob').approve('carol').approve('dave');
}

describe('reject and return', () => {
  it('toInitiator: a resubmit task for the initiator at the start node, business status returned', () => {
    const run = atA3(three()).reject('erin');
    expect(run.pending()).toEqual(['start:alice']);
    expect(run.s).toMatchObject({ currentNodeId: 'start', businessStatus: 'returned', returnedFrom: 'a3', status: 'active' });
    expect(run.s.tasks.at(-1)).toMatchObject({ kind: 'resubmit', origin: 'returned', assigneeId: 'alice' });
    expect(run.effectsOf('notify')).toContainEqual({ type: 'notify', userIds: ['alice'], what: 'returned', nodeId: 'a3' });
  });

  it('toPrevious: back to the previous approval node, whose tasks are created afresh with new deadlines', () => {
    const run = atA3(three({ rejectMode: 'toPrevious' }));
    run.clock = later(30);
    run.reject('erin');
    expect(run.pending()).toEqual(['a2:carol', 'a2:dave']);
    expect(run.effectsOf('armTimer').map((e) => e.dueAt)).toEqual([later(38), later(38)]);
    expect(run.s.route).toEqual(['a1', 'a2']);
  });

  it('toPrevious without a previous node goes to the initiator', () => {
    const def = definition('a1', [approval('a1', ['bob'], 'end', { rejectMode: 'toPrevious' })]);
    expect(new Run(def).start().reject('bob').pending()).toEqual(['start:alice']);
  });

  it('toAnyVisited: any approval node already on the route, or the initiator', () => {
    const def = three({ rejectMode: 'toAnyVisited' });
    expect(atA3(def).reject('erin', 'a1').pending()).toEqual(['a1:bob']);
    expect(atA3(def).reject('erin', 'initiator').pending()).toEqual(['start:alice']);
    expect(atA3(def).reject('erin', 'start').pending()).toEqual(['start:alice']);
    expect(atA3(def).reject('erin').pending()).toEqual(['a2:carol', 'a2:dave']);
  });

  it('refuses a node not visited (or not before this one) and a target the mode does not allow', () => {
    const any = atA3(three({ rejectMode: 'toAnyVisited' }));
    any.refused({ type: 'reject', actorId: 'erin', taskNo: any.taskOf('erin'), target: 'a3' }, 'workflow/reject-target-not-visited');
    any.refused({ type: 'reject', actorId: 'erin', taskNo: any.taskOf('erin'), target: 'nowhere' }, 'workflow/reject-target-not-visited');
    const toInitiator = atA3(three({ rejectMode: 'toInitiator' }));
    toInitiator.refused({ type: 'reject', actorId: 'erin', taskNo: toInitiator.taskOf('erin'), target: 'a1' }, 'workflow/reject-target-not-allowed');
    toInitiator.refused({ type: 'reject', actorId: 'erin', taskNo: toInitiator.taskOf('erin'), target: 'previous' }, 'workflow/reject-target-not-allowed');
    const toPrevious = atA3(three({ rejectMode: 'toPrevious' }));
    toPrevious.refused({ type: 'reject', actorId: 'erin', taskNo: toPrevious.taskOf('erin'), target: 'a1' }, 'workflow/reject-target-not-allowed');
    toPrevious.refused({ type: 'reject', actorId: 'erin', taskNo: toPrevious.taskOf('erin'), target: 'initiator' }, 'workflow/reject-target-not-allowed');
    toPrevious.reject('erin', 'a2');
    expect(toPrevious.pending()).toEqual(['a2:carol', 'a2:dave']);
  });

  it('on return cancels the pending countersign tasks and their timers', () => {
    const def = three({}, { rejectMode: 'toAnyVisited' });
    const run = new Run(def).start().approve('bob').reject('carol', 'a1');
    const a2 = run.s.tasks.filter((t) => t.nodeId === 'a2');
    expect(a2.map((t) => t.status)).toEqual(['rejected', 'cancelled']);
    expect(run.effectsOf('cancelTimer').map((e) => e.taskNo).sort()).toEqual(a2.map((t) => t.taskNo).sort());
    expect(run.pending()).toEqual(['a1:bob']);
    run.approve('bob');
    expect(run.pending()).toEqual(['a2:carol', 'a2:dave']);
    expect(run.s.tasks.filter((t) => t.nodeId === 'a2' && t.status === 'pending').every((t) => t.visit === run.s.currentVisit)).toBe(true);
  });
});

describe('resubmit', () => {
  it('walks the path again from the start (conditions read the new data)', () => {
    const run = atA3(three()).reject('erin');
    run.do({ type: 'resubmit', actorId: 'alice', taskNo: run.taskOf('alice'), data: { amount: 2 } });
    expect(run.pending()).toEqual(['a1:bob']);
    expect(run.s).toMatchObject({ businessStatus: 'approving', data: { amount: 2 }, route: ['a1'], approverActed: false });
    expect(run.s.returnedFrom).toBeUndefined();
  });

  it('goes straight back to the returning node when it says resubmitToReturner', () => {
    const run = atA3(three({ resubmitToReturner: true })).reject('erin');
    run.do({ type: 'resubmit', actorId: 'alice', taskNo: run.taskOf('alice') });
    expect(run.pending()).toEqual(['a3:erin']);
    expect(run.s.route).toEqual(['a1', 'a2', 'a3']);
  });

  it('only the initiator resubmits, only a resubmit task; approvers cannot resubmit', () => {
    const run = atA3(three()).reject('erin');
    run.refused({ type: 'resubmit', actorId: 'erin', taskNo: run.taskOf('alice') }, 'workflow/not-assignee');
    run.refused({ type: 'approve', actorId: 'alice', taskNo: run.taskOf('alice') }, 'workflow/no-transition');
  });
});

describe('withdraw', () => {
  it('the initiator withdraws before any approver acted: completed, withdrawn, tasks cancelled, holders told', () => {
    const run = new Run(three()).start();
    run.do({ type: 'withdraw', actorId: 'alice' });
    expect(run.s).toMatchObject({ status: 'completed', outcome: 'withdrawn', businessStatus: 'withdrawn' });
    expect(run.s.tasks.map((t) => t.status)).toEqual(['cancelled']);
    expect(run.effectsOf('notify')).toEqual([{ type: 'notify', userIds: ['bob'], what: 'withdrawn' }]);
  });

  it('is too late once an approver acted, allowed again while a returned request waits for resubmit', () => {
    const run = new Run(three()).start().approve('bob');
    run.refused({ type: 'withdraw', actorId: 'alice' }, 'workflow/withdraw-too-late');
    const returned = atA3(three()).reject('erin');
    returned.do({ type: 'withdraw', actorId: 'alice' });
    expect(returned.s.outcome).toBe('withdrawn');
  });

  it('refuses others and definitions that forbid it', () => {
    const run = new Run(three()).start();
    run.refused({ type: 'withdraw', actorId: 'bob' }, 'workflow/not-initiator');
    const locked = new Run({ ...three(), withdrawAllowed: false }).start();
    locked.refused({ type: 'withdraw', actorId: 'alice' }, 'workflow/withdraw-not-allowed');
  });

  it('after completion every action answers no-running-tasks', () => {
    const run = new Run(three()).start();
    run.do({ type: 'withdraw', actorId: 'alice' });
    run.refused({ type: 'withdraw', actorId: 'alice' }, 'workflow/no-running-tasks');
    run.refused({ type: 'approve', actorId: 'bob', taskNo: 1 }, 'workflow/no-running-tasks');
  });
});

describe('the route', () => {
  it('holds only nodes where people acted: an auto-passed node is not a return target', () => {
    const def = definition('a1', [
      approval('a1', ['bob'], 'a2'),
      approval('a2', ['ghost'], 'a3', { emptyApprover: 'autoPass' }),
      approval('a3', ['erin'], 'end', { rejectMode: 'toPrevious' }),
    ]);
    const run = new Run(def);
    run.answers = { ...run.answers, nodes: { ...run.answers.nodes, a2: { users: [] } } };
    run.start().approve('bob');
    expect(run.s.route).toEqual(['a1', 'a3']);
    run.reject('erin');
    expect(run.pending()).toEqual(['a1:bob']);
    run.refused({ type: 'reject', actorId: 'bob', taskNo: run.taskOf('bob'), target: 'a2' }, 'workflow/reject-target-not-allowed');
  });
});
