import { describe, expect, it } from 'vitest';
import { answersFor, approval, definition, Run } from './fixtures.test-support';

const one = (extra: Parameters<typeof approval>[3], ids = ['u1', 'u2', 'u3']) => definition('a1', [approval('a1', ids, 'end', extra)]);

describe('multi-person modes', () => {
  it('sequential: one pending at a time in order, the next waiting for the one before', () => {
    const run = new Run(one({ multiMode: 'sequential', deadlineHours: 4 })).start();
    expect(run.pending()).toEqual(['a1:u1']);
    expect(run.s.tasks.map((t) => [t.assigneeId, t.status, t.waitsFor])).toEqual([['u1', 'pending', undefined], ['u2', 'waiting', 1], ['u3', 'waiting', 2]]);
    run.approve('u1');
    expect(run.pending()).toEqual(['a1:u2']);
    expect(run.effectsOf('updateTask')).toEqual([{ type: 'updateTask', taskNo: 2, status: 'pending', dueAt: '2026-03-02T12:00:00.000Z' }]);
    expect(run.effectsOf('armTimer')).toEqual([{ type: 'armTimer', taskNo: 2, dueAt: '2026-03-02T12:00:00.000Z' }]);
    run.approve('u2').approve('u3');
    expect(run.s.outcome).toBe('approved');
  });

  it('sequential: one rejection returns, the waiting tasks are cancelled', () => {
    const run = new Run(one({ multiMode: 'sequential' })).start().reject('u1');
    expect(run.s.tasks.filter((t) => t.nodeId === 'a1').map((t) => t.status)).toEqual(['rejected', 'cancelled', 'cancelled']);
    expect(run.pending()).toEqual(['start:alice']);
  });

  it('all: everybody pending at once, passes when all agree', () => {
    const run = new Run(one({ multiMode: 'all' })).start();
    expect(run.pending()).toEqual(['a1:u1', 'a1:u2', 'a1:u3']);
    run.approve('u2').approve('u1');
    expect(run.s.status).toBe('active');
    run.approve('u3');
    expect(run.s.outcome).toBe('approved');
  });

  it('all: one rejection returns and cancels the others', () => {
    const run = new Run(one({ multiMode: 'all' })).start().approve('u1').reject('u2');
    expect(run.s.tasks.slice(0, 3).map((t) => t.status)).toEqual(['approved', 'rejected', 'cancelled']);
    expect(run.s.businessStatus).toBe('returned');
  });

  it('any: the first approval passes the node and cancels the rest', () => {
    const run = new Run(one({ multiMode: 'any' })).start().approve('u3');
    expect(run.s.outcome).toBe('approved');
    expect(run.s.tasks.map((t) => t.status)).toEqual(['cancelled', 'cancelled', 'approved']);
  });

  it('any: the first rejection decides too', () => {
    const run = new Run(one({ multiMode: 'any' })).start().reject('u2');
    expect(run.pending()).toEqual(['start:alice']);
  });

  it('ratio: passes once passRatio percent agreed (3 of 4 at 60%)', () => {
    const run = new Run(one({ multiMode: 'ratio', passRatio: 60 }, ['u1', 'u2', 'u3', 'u4'])).start();
    run.approve('u1').reject('u2').approve('u3');
    expect(run.s.status).toBe('active');
    run.approve('u4');
    expect(run.s.outcome).toBe('approved');
  });

  it('ratio: rejects once the ratio is out of reach (2 rejections of 4 at 60%)', () => {
    const run = new Run(one({ multiMode: 'ratio', passRatio: 60 }, ['u1', 'u2', 'u3', 'u4'])).start();
    run.reject('u1');
    expect(run.s.currentNodeId).toBe('a1');
    run.reject('u2');
    expect(run.pending()).toEqual(['start:alice']);
    expect(run.s.tasks.slice(0, 4).map((t) => t.status)).toEqual(['rejected', 'rejected', 'cancelled', 'cancelled']);
  });

  it('de-duplicates users the source names twice (one task per user at a node)', () => {
    const def = one({ multiMode: 'all' }, ['u1']);
    const answers = answersFor(def, { nodes: { a1: { users: [{ userId: 'u1', name: 'U1' }, { userId: 'u2', name: 'U2' }, { userId: 'u1', name: 'U1' }] } } });
    expect(new Run(def, answers).start().pending()).toEqual(['a1:u1', 'a1:u2']);
  });
});

describe('empty approver', () => {
  const empty = (extra: Parameters<typeof approval>[3]) => definition('a1', [approval('a1', ['ghost'], 'a2', extra), approval('a2', ['u9'], 'end')]);
  const nobody = (def: ReturnType<typeof empty>, extra = {}) => {
    const answers = answersFor(def, extra);
    return { ...answers, nodes: { ...answers.nodes, a1: { ...answers.nodes.a1, users: [] } } };
  };

  it('autoPass: the node passes on to the next one', () => {
    const def = empty({ emptyApprover: 'autoPass' });
    const run = new Run(def, nobody(def)).start();
    expect(run.pending()).toEqual(['a2:u9']);
    expect(run.s.trail.map((e) => `${e.nodeId}:${e.what}`)).toContain('a1:autoPassed');
  });

  it('toAdmin: the tenant admins get it, any one of them decides', () => {
    const def = empty({ emptyApprover: 'toAdmin', multiMode: 'all' });
    const run = new Run(def, nobody(def, { admins: [{ userId: 'adm1', name: 'A' }, { userId: 'adm2', name: 'B' }] })).start();
    expect(run.pending()).toEqual(['a1:adm1', 'a1:adm2']);
    expect(run.s.tasks[0]!.origin).toBe('emptyToAdmin');
    run.approve('adm2');
    expect(run.pending()).toEqual(['a2:u9']);
  });

  it('toPerson: the named person; when they are gone the admins; with no admins it passes', () => {
    const def = empty({ emptyApprover: 'toPerson', emptyApproverId: 'boss' });
    expect(new Run(def, nobody(def)).start().pending()).toEqual(['a1:boss']);
    const gone = answersFor(def, { nodes: { a1: { users: [] } }, admins: [{ userId: 'adm', name: 'A' }] });
    expect(new Run(def, gone).start().pending()).toEqual(['a1:adm']);
    const bare = answersFor(def, { nodes: { a1: { users: [] } } });
    expect(new Run(def, bare).start().pending()).toEqual(['a2:u9']);
  });
});

describe('initiator is approver', () => {
  const withInitiator = (rule: 'autoApprove' | 'toManager' | 'approve', mode: 'all' | 'any' | 'ratio' | 'sequential' = 'all') =>
    definition('a1', [approval('a1', ['alice', 'u2'], 'end', { initiatorIsApprover: rule, multiMode: mode, ...(mode === 'ratio' ? { passRatio: 50 } : {}) })]);
  const manager = { managerChain: [{ userId: 'mgr', name: 'M' }, { userId: 'mgr2', name: 'M2' }] };

  it('approve (default): the initiator gets a task like anyone', () => {
    expect(new Run(withInitiator('approve')).start().pending()).toEqual(['a1:alice', 'a1:u2']);
  });

  it('autoApprove: their approval is recorded and the others still decide (all)', () => {
    const run = new Run(withInitiator('autoApprove')).start();
    expect(run.pending()).toEqual(['a1:u2']);
    expect(run.s.tasks[0]).toMatchObject({ assigneeId: 'alice', status: 'approved', origin: 'initiatorAutoApproved' });
  });

  it('autoApprove: passes the node at once for any, or when it reaches the ratio', () => {
    expect(new Run(withInitiator('autoApprove', 'any')).start().s.outcome).toBe('approved');
    expect(new Run(withInitiator('autoApprove', 'ratio')).start().s.outcome).toBe('approved');
  });

  it('toManager: the initiator is replaced by their manager', () => {
    const def = withInitiator('toManager');
    const run = new Run(def, answersFor(def, manager)).start();
    expect(run.pending()).toEqual(['a1:mgr', 'a1:u2']);
    expect(run.s.tasks[0]!.origin).toBe('initiatorManager');
  });

  it('toManager without a manager leaves the others; alone it falls to the empty-approver rule', () => {
    const def = definition('a1', [approval('a1', ['alice'], 'end', { initiatorIsApprover: 'toManager', emptyApprover: 'toAdmin' })]);
    const run = new Run(def, answersFor(def, { admins: [{ userId: 'adm', name: 'A' }] })).start();
    expect(run.pending()).toEqual(['a1:adm']);
  });
});
