import { describe, expect, it } from 'vitest';
import { answersFor, approval, definition, later, Run } from './fixtures.test-support';
import type { Delegation } from './types';

const single = definition('a1', [approval('a1', ['bob'], 'a2', { deadlineHours: 24 }), approval('a2', ['carol', 'dave'], 'end', { multiMode: 'all' })]);

describe('transfer', () => {
  it('moves the task to another user with the same due time; the old one closes transferred', () => {
    const run = new Run(single).start();
    run.clock = later(2);
    run.do({ type: 'transfer', actorId: 'bob', taskNo: 1, toUserId: 'zed', comment: 'on leave' });
    expect(run.s.tasks[0]).toMatchObject({ status: 'transferred', comment: 'on leave', endedAt: later(2) });
    expect(run.s.tasks[1]).toMatchObject({ assigneeId: 'zed', fromUserId: 'bob', origin: 'transfer', originalAssigneeId: 'bob', dueAt: later(24), status: 'pending' });
    expect(run.effectsOf('cancelTimer')).toEqual([{ type: 'cancelTimer', taskNo: 1 }]);
    expect(run.effectsOf('armTimer')).toEqual([{ type: 'armTimer', taskNo: 2, dueAt: later(24) }]);
    run.refused({ type: 'approve', actorId: 'bob', taskNo: 1 }, 'workflow/no-running-tasks');
    run.approve('zed');
    expect(run.pending()).toEqual(['a2:carol', 'a2:dave']);
  });

  it('refuses a user who already holds a task at the node, or the holder themselves', () => {
    const run = new Run(single).start().approve('bob');
    run.refused({ type: 'transfer', actorId: 'carol', taskNo: run.taskOf('carol'), toUserId: 'dave' }, 'workflow/duplicate-users');
    run.refused({ type: 'transfer', actorId: 'carol', taskNo: run.taskOf('carol'), toUserId: 'carol' }, 'workflow/duplicate-users');
  });
});

describe('delegate', () => {
  it('the delegate acts; the former holder gets workflow/task-delegated', () => {
    const run = new Run(single).start();
    run.do({ type: 'delegate', actorId: 'bob', taskNo: 1, toUserId: 'zed' });
    expect(run.s.tasks[0]!.status).toBe('delegated');
    run.refused({ type: 'approve', actorId: 'bob', taskNo: 1 }, 'workflow/task-delegated');
    run.refused({ type: 'approve', actorId: 'bob', taskNo: 2 }, 'workflow/task-delegated');
    run.approve('zed');
    expect(run.s.currentNodeId).toBe('a2');
  });
});

describe('delegation records at approver computation', () => {
  const record = (fromUserId: string, toUserId: string, extra: Partial<Delegation> = {}): Delegation => ({
    fromUserId, toUserId, processKeys: 'all', start: '2026-03-01T00:00:00.000Z', end: '2026-03-31T00:00:00.000Z', ...extra,
  });

  it('gives the task to the delegate and keeps original → actual', () => {
    const run = new Run(single, answersFor(single, { delegations: [record('bob', 'zed')] })).start({}, 'alice');
    expect(run.s.tasks[0]).toMatchObject({ assigneeId: 'zed', originalAssigneeId: 'bob', delegationChain: ['bob', 'zed'] });
    run.refused({ type: 'approve', actorId: 'bob', taskNo: 1 }, 'workflow/task-delegated');
  });

  it('applies only inside its dates and scope', () => {
    const outside = [record('bob', 'zed', { end: '2026-03-02T07:59:59.000Z' })];
    expect(new Run(single, answersFor(single, { delegations: outside })).start().pending()).toEqual(['a1:bob']);
    const otherProcess = [record('bob', 'zed', { processKeys: ['travel'] })];
    expect(new Run(single, answersFor(single, { delegations: otherProcess })).start().pending()).toEqual(['a1:bob']);
    const thisProcess = [record('bob', 'zed', { processKeys: ['travel', 'expense'] })];
    expect(new Run(single, answersFor(single, { delegations: thisProcess })).start().pending()).toEqual(['a1:zed']);
  });

  it('follows chains, stops before a cycle, and merges two approvers delegating to one person', () => {
    const chain = [record('bob', 'u1'), record('u1', 'u2'), record('u2', 'bob')];
    const run = new Run(single, answersFor(single, { delegations: chain })).start();
    expect(run.s.tasks[0]).toMatchObject({ assigneeId: 'u2', delegationChain: ['bob', 'u1', 'u2'] });
    const merge = [record('carol', 'zed'), record('dave', 'zed')];
    const both = new Run(single, answersFor(single, { delegations: merge })).start().approve('bob');
    expect(both.pending()).toEqual(['a2:zed']);
  });
});

describe('add signer', () => {
  it('before: the signers sign first in order, then the holder', () => {
    const run = new Run(single).start();
    run.do({ type: 'addSigner', actorId: 'bob', taskNo: 1, position: 'before', userIds: ['s1', 's2'] });
    expect(run.pending()).toEqual(['a1:s1']);
    expect(run.s.tasks[0]).toMatchObject({ status: 'waiting', waitsFor: 3 });
    expect(run.effectsOf('cancelTimer')).toEqual([{ type: 'cancelTimer', taskNo: 1 }]);
    run.approve('s1');
    expect(run.pending()).toEqual(['a1:s2']);
    run.approve('s2');
    expect(run.pending()).toEqual(['a1:bob']);
    run.approve('bob');
    expect(run.s.currentNodeId).toBe('a2');
  });

  it('after: the holder approves, then the signers, before the node passes (also in any mode)', () => {
    const any = definition('a1', [approval('a1', ['bob', 'xena'], 'end', { multiMode: 'any' })]);
    const run = new Run(any).start();
    run.do({ type: 'addSigner', actorId: 'bob', taskNo: 1, position: 'after', userIds: ['s1'] });
    expect(run.pending()).toEqual(['a1:bob', 'a1:xena']);
    run.approve('bob');
    expect(run.pending()).toEqual(['a1:xena', 'a1:s1']);
    run.approve('s1');
    expect(run.s.outcome).toBe('approved');
  });

  it('refuses repeated users, the holder, users already holding a task here, and an empty list', () => {
    const run = new Run(single).start().approve('bob');
    const taskNo = run.taskOf('carol');
    run.refused({ type: 'addSigner', actorId: 'carol', taskNo, position: 'after', userIds: ['s1', 's1'] }, 'workflow/duplicate-users');
    run.refused({ type: 'addSigner', actorId: 'carol', taskNo, position: 'after', userIds: ['dave'] }, 'workflow/duplicate-users');
    run.refused({ type: 'addSigner', actorId: 'carol', taskNo, position: 'before', userIds: ['carol'] }, 'workflow/duplicate-users');
    run.refused({ type: 'addSigner', actorId: 'carol', taskNo, position: 'before', userIds: [] }, 'workflow/no-signers');
  });

  it('refuses duplicate self-selected users at start', () => {
    const def = definition('a1', [{ ...approval('a1', [], 'end'), approverType: 'selfSelect' }]);
    const run = new Run(def);
    expect(run.try({ type: 'start', actorId: 'alice', definitionVersion: 1, data: {}, selfSelected: { a1: ['u1', 'u1'] } })).toMatchObject({ kind: 'refused', code: 'workflow/duplicate-users' });
  });
});

describe('who is told what', () => {
  it('the user who added a signer or transferred a task is not its delegate-holder (not-assignee)', () => {
    const run = new Run(single).start();
    run.do({ type: 'addSigner', actorId: 'bob', taskNo: 1, position: 'before', userIds: ['s1'] });
    run.refused({ type: 'approve', actorId: 'bob', taskNo: run.taskOf('s1') }, 'workflow/not-assignee');
    const moved = new Run(single).start();
    moved.do({ type: 'transfer', actorId: 'bob', taskNo: 1, toUserId: 'zed' });
    moved.refused({ type: 'approve', actorId: 'bob', taskNo: moved.taskOf('zed') }, 'workflow/not-assignee');
  });
});
