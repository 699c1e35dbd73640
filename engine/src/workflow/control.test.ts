import { describe, expect, it } from 'vitest';
import { answersFor, approval, definition, later, Run } from './fixtures.test-support';

const def = definition('a1', [
  approval('a1', ['bob', 'bea'], 'a2', { multiMode: 'all', deadlineHours: 10 }),
  approval('a2', ['carol'], 'end', { rejectMode: 'toPrevious' }),
]);
const v2 = definition('b1', [approval('b1', ['bob', 'bea'], 'b2', { multiMode: 'all' }), approval('b2', ['carol'], 'end')]);

describe('urge', () => {
  it('tells the holders of the pending tasks (or one task), changes nothing else', () => {
    const run = new Run(def).start();
    const before = structuredClone(run.s);
    run.do({ type: 'urge', actorId: 'alice' });
    expect(run.effects).toEqual([
      { type: 'notify', userIds: ['bob'], what: 'urge', taskNo: 1, nodeId: 'a1' },
      { type: 'notify', userIds: ['bea'], what: 'urge', taskNo: 2, nodeId: 'a1' },
    ]);
    expect({ ...run.s, seq: 0 }).toEqual({ ...before, seq: 0 });
    run.do({ type: 'urge', actorId: 'alice', taskNo: 2 });
    expect(run.effects).toHaveLength(1);
    run.refused({ type: 'urge', actorId: 'bob' }, 'workflow/not-initiator');
    run.refused({ type: 'urge', actorId: 'alice', taskNo: 99 }, 'workflow/no-running-tasks');
  });
});

describe('suspend and resume', () => {
  it('a suspended instance refuses actions with workflow/process-suspended; resume re-arms deadlines from now', () => {
    const run = new Run(def).start();
    run.do({ type: 'suspend', actorId: 'admin' });
    expect(run.s.status).toBe('suspended');
    expect(run.effects).toEqual([{ type: 'cancelTimer', taskNo: 1 }, { type: 'cancelTimer', taskNo: 2 }]);
    run.refused({ type: 'approve', actorId: 'bob', taskNo: 1 }, 'workflow/process-suspended');
    run.refused({ type: 'withdraw', actorId: 'alice' }, 'workflow/process-suspended');
    run.refused({ type: 'deadline', taskNo: 1 }, 'workflow/process-suspended');
    run.refused({ type: 'suspend', actorId: 'admin' }, 'workflow/process-suspended');
    run.clock = later(50);
    run.do({ type: 'resume', actorId: 'admin' });
    expect(run.s.status).toBe('active');
    expect(run.effectsOf('armTimer')).toEqual([{ type: 'armTimer', taskNo: 1, dueAt: later(60) }, { type: 'armTimer', taskNo: 2, dueAt: later(60) }]);
    expect(run.s.tasks[0]!.dueAt).toBe(later(60));
    run.refused({ type: 'resume', actorId: 'admin' }, 'workflow/not-suspended');
    run.approve('bob');
  });
});

describe('deadline', () => {
  const timed = (deadlineAction: 'remind' | 'autoApprove' | 'autoReject' | 'escalate') =>
    definition('a1', [
      approval('a1', ['bob'], 'a2'),
      approval('a2', ['carol'], 'end', { deadlineHours: 2, deadlineAction, rejectMode: 'toPrevious', ...(deadlineAction === 'escalate' ? { escalateToId: 'boss' } : {}) }),
    ]);
  const atA2 = (action: Parameters<typeof timed>[0]) => {
    const run = new Run(timed(action)).start().approve('bob');
    run.clock = later(2);
    return run;
  };

  it('remind: tells the holder, the task stays', () => {
    const run = atA2('remind');
    run.do({ type: 'deadline', taskNo: run.taskOf('carol') });
    expect(run.effects).toEqual([{ type: 'notify', userIds: ['carol'], what: 'remind', taskNo: 2, nodeId: 'a2' }]);
  });

  it('autoApprove: approves for the holder', () => {
    const run = atA2('autoApprove');
    run.do({ type: 'deadline', taskNo: run.taskOf('carol') });
    expect(run.s.outcome).toBe('approved');
    expect(run.effectsOf('notify')[0]).toEqual({ type: 'notify', userIds: ['carol'], what: 'remind', taskNo: 2, nodeId: 'a2' });
  });

  it('autoReject: returns where the node sends rejections by default', () => {
    const run = atA2('autoReject');
    run.do({ type: 'deadline', taskNo: run.taskOf('carol') });
    expect(run.pending()).toEqual(['a1:bob']);
  });

  it('escalate: hands the task to escalateToId with a fresh deadline', () => {
    const run = atA2('escalate');
    run.do({ type: 'deadline', taskNo: run.taskOf('carol') });
    expect(run.pending()).toEqual(['a2:boss']);
    expect(run.s.tasks.at(-1)).toMatchObject({ origin: 'escalate', fromUserId: 'carol', dueAt: later(4) });
    expect(run.effectsOf('notify').map((e) => `${e.what}:${e.userIds.join()}`)).toEqual(['remind:carol', 'escalated:boss']);
  });

  it('a stale timer (task already done) is refused and changes nothing', () => {
    const run = atA2('autoApprove');
    const taskNo = run.taskOf('carol');
    run.approve('carol');
    run.refused({ type: 'deadline', taskNo }, 'workflow/no-running-tasks');
  });
});

describe('migrate', () => {
  it('moves a running instance onto another version with a node map', () => {
    const run = new Run(def).start();
    run.do({ type: 'migrate', actorId: 'admin', toVersion: 2, nodeMap: { a1: 'b1', a2: 'b2' } }, run.clock, v2);
    expect(run.s).toMatchObject({ definitionVersion: 2, currentNodeId: 'b1', route: ['b1'] });
    expect(run.effectsOf('updateTask')).toEqual([{ type: 'updateTask', taskNo: 1, nodeId: 'b1' }, { type: 'updateTask', taskNo: 2, nodeId: 'b1' }]);
    run.def = v2;
    run.answers = answersFor(v2);
    run.approve('bob').approve('bea');
    expect(run.pending()).toEqual(['b2:carol']);
  });

  it('refuses map targets that do not exist, unmapped current nodes, and nodes of another type', () => {
    const run = new Run(def).start();
    const refusedWith = (nodeMap: Record<string, string>) => {
      const result = run.try({ type: 'migrate', actorId: 'admin', toVersion: 2, nodeMap }, run.clock, v2);
      return result.kind === 'refused' ? result.code : result.kind;
    };
    expect(refusedWith({ a1: 'nope' })).toBe('workflow/migrate-node-missing');
    expect(refusedWith({})).toBe('workflow/migrate-node-missing');
    expect(refusedWith({ a1: 'end' })).toBe('workflow/migrate-node-type');
    expect(run.s.definitionVersion).toBe(1);
  });
});
