import fc from 'fast-check';
import type { WorkflowDefinition } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { answersFor, approval, definition, t0 } from './fixtures.test-support';
import { rejectTargets } from './rejectTargets';
import { replay, ReplayError } from './replay';
import { transition } from './transition';
import type { DirectoryAnswers, InstanceState, WorkflowAction, WorkflowEvent } from './types';

const pool = ['u1', 'u2', 'u3', 'u4', 'u5', 'alice'];

const definitions: WorkflowDefinition[] = [
  definition('a1', [
    approval('a1', ['u1', 'u2'], 'a2', { multiMode: 'all', deadlineHours: 3, deadlineAction: 'autoApprove' }),
    approval('a2', ['u3', 'u4', 'u5'], 'a3', { multiMode: 'ratio', passRatio: 60, rejectMode: 'toAnyVisited', resubmitToReturner: true }),
    approval('a3', ['u2', 'u3'], 'end', { multiMode: 'sequential', rejectMode: 'toPrevious', deadlineHours: 1, deadlineAction: 'escalate', escalateToId: 'u5' }),
  ]),
  definition('c1', [
    {
      nodeId: 'c1', nodeType: 'condition', name: 'Amount',
      branches: [
        { name: 'big', nextNodeId: 'big', conditionGroups: [{ kind: 'group', match: 'and', children: [{ kind: 'condition', field: 'amount', operator: 'greater', value: 5 }] }] },
        { name: 'other', isDefault: true, nextNodeId: 'small' },
      ],
    },
    approval('big', ['u1', 'alice'], 'cc1', { multiMode: 'any', initiatorIsApprover: 'toManager', rejectMode: 'toAnyVisited', deadlineHours: 2, deadlineAction: 'autoReject' }),
    approval('small', ['ghost'], 'cc1', { emptyApprover: 'toAdmin', rejectMode: 'toInitiator' }),
    { nodeId: 'cc1', nodeType: 'cc', name: 'Copy', ccIds: ['u4'], nextNodeId: 'last' },
    approval('last', ['alice', 'u2'], 'end', { multiMode: 'all', initiatorIsApprover: 'autoApprove', rejectMode: 'toAnyVisited' }),
  ]),
];

/** The same definition with its inner nodes renamed: version 2, to migrate to and back. */
function renamed(def: WorkflowDefinition): { def: WorkflowDefinition; forward: Record<string, string>; back: Record<string, string> } {
  const inner = def.nodes.filter((n) => n.nodeType !== 'start' && n.nodeType !== 'end').map((n) => n.nodeId);
  const forward = Object.fromEntries(inner.map((id) => [id, `v2_${id}`]));
  const back = Object.fromEntries(inner.map((id) => [`v2_${id}`, id]));
  const to = (id: string | undefined) => (id !== undefined ? forward[id] ?? id : undefined);
  const nodes = def.nodes.map((n) => ({
    ...n, nodeId: to(n.nodeId)!, ...(n.nextNodeId !== undefined ? { nextNodeId: to(n.nextNodeId) } : {}),
    ...(n.branches ? { branches: n.branches.map((b) => ({ ...b, nextNodeId: to(b.nextNodeId)! })) } : {}),
  }));
  return { def: { ...def, nodes }, forward, back };
}

function answersOf(def: WorkflowDefinition, variant: number): DirectoryAnswers {
  const delegations = variant === 0 ? [] : [
    { fromUserId: 'u1', toUserId: 'u4', processKeys: 'all' as const, start: '2026-01-01T00:00:00Z', end: '2026-12-31T00:00:00Z' },
    { fromUserId: 'u4', toUserId: 'u1', processKeys: 'all' as const, start: '2026-01-01T00:00:00Z', end: '2026-12-31T00:00:00Z' },
  ];
  const answers = answersFor(def, { managerChain: [{ userId: 'u3', name: 'U3' }], admins: [{ userId: 'u5', name: 'U5' }, { userId: 'u1', name: 'U1' }], delegations });
  return { ...answers, nodes: { ...answers.nodes, ...(answers.nodes.small ? { small: { users: [] } } : {}) } };
}

let currentDefinition: WorkflowDefinition = definitions[0]!;

/** One of the targets `rejectTargets` offers at the node (the property checks the engine accepts each). */
function targetsOf(state: InstanceState, nodeId: string, choice: number): string {
  const options = rejectTargets(currentDefinition, state, nodeId);
  return options[choice % Math.max(1, options.length)]?.target ?? 'initiator';
}

/** Every action worth trying in this state, valid or not (refusals must change nothing). */
function candidates(state: InstanceState, choice: number, maps: { forward: Record<string, string>; back: Record<string, string> }): WorkflowAction[] {
  const other = pool[choice % pool.length]!;
  if (choice % 17 === 0) {
    const toVersion = state.definitionVersion === 1 ? 2 : 1;
    return [{ type: 'migrate', actorId: 'admin', toVersion, nodeMap: toVersion === 2 ? maps.forward : maps.back }];
  }
  // Control actions now and then (mostly resume while suspended), so sequences also get to the end.
  if (state.status === 'suspended' && choice % 3 !== 0) return [{ type: 'resume', actorId: 'admin' }];
  const control: WorkflowAction[] = [
    { type: 'withdraw', actorId: 'alice' },
    { type: 'urge', actorId: 'alice' },
    { type: 'suspend', actorId: 'admin' },
    { type: 'resume', actorId: 'admin' },
  ];
  const actions: WorkflowAction[] = choice % 6 === 0 ? control : [];
  for (const task of state.tasks.filter((t) => t.status === 'pending' || t.status === 'waiting' || t.status === 'delegated')) {
    const actorId = task.assigneeId;
    const taskNo = task.taskNo;
    actions.push(
      // Approvals weigh more, so many sequences reach the end node.
      { type: 'approve', actorId, taskNo },
      { type: 'approve', actorId, taskNo },
      { type: 'approve', actorId, taskNo },
      { type: 'approve', actorId, taskNo, data: { amount: choice % 10 } },
      { type: 'reject', actorId, taskNo },
      { type: 'reject', actorId, taskNo, target: 'initiator' },
      { type: 'reject', actorId, taskNo, target: state.route[choice % Math.max(1, state.route.length)] ?? 'previous' },
      { type: 'reject', actorId, taskNo, target: targetsOf(state, task.nodeId, choice) },
      { type: 'resubmit', actorId, taskNo, data: { amount: choice % 10 } },
      { type: 'transfer', actorId, taskNo, toUserId: other },
      { type: 'delegate', actorId, taskNo, toUserId: other },
      { type: 'addSigner', actorId, taskNo, position: choice % 2 === 0 ? 'before' : 'after', userIds: [other] },
      { type: 'deadline', taskNo },
      { type: 'approve', actorId: other, taskNo },
    );
  }
  return actions.length > 0 ? actions : control;
}

function checkInvariants(state: InstanceState): void {
  expect(JSON.parse(JSON.stringify(state)), 'the state is plain JSON (stored as jsonb)').toStrictEqual(state);
  const open = state.tasks.filter((t) => t.status === 'pending' || t.status === 'waiting');
  const holders = open.map((t) => `${t.nodeId}#${t.visit}:${t.assigneeId}`);
  expect(new Set(holders).size, 'two open tasks for one user at one node').toBe(holders.length);
  expect(state.tasks.map((t) => t.taskNo)).toEqual(state.tasks.map((_, i) => i + 1));
  expect(state.nextTaskNo).toBe(state.tasks.length + 1);
  if (state.status === 'completed') {
    expect(open, 'completed instances have no open tasks').toEqual([]);
    expect(state.currentNodeId).toBeUndefined();
  } else {
    expect(open.some((t) => t.status === 'pending'), 'a running instance has something to act on').toBe(true);
    expect(open.every((t) => t.visit === state.currentVisit && t.nodeId === state.currentNodeId)).toBe(true);
    for (const waiting of open.filter((t) => t.status === 'waiting')) {
      expect(open.some((t) => t.taskNo === waiting.waitsFor), 'a waiting task waits for an open task').toBe(true);
    }
  }
}

describe('replay and invariants over random action sequences', () => {
  it('replaying the event log gives the final state; invariants hold after every step', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: definitions.length - 1 }), fc.integer({ min: 0, max: 1 }), fc.array(fc.nat({ max: 10_000 }), { maxLength: 60 }), (d, variant, choices) => {
        const v2 = renamed(definitions[d]!);
        const versions: Record<number, WorkflowDefinition> = { 1: definitions[d]!, 2: v2.def };
        const answersByVersion: Record<number, DirectoryAnswers> = { 1: answersOf(versions[1]!, variant), 2: answersOf(v2.def, variant) };
        const events: WorkflowEvent[] = [];
        let clock = Date.parse(t0);
        let state: InstanceState | undefined;
        const apply = (action: WorkflowAction): void => {
          const at = new Date(clock).toISOString();
          const version = action.type === 'migrate' ? action.toVersion : state?.definitionVersion ?? 1;
          const answers = answersByVersion[version]!;
          const input = { definition: versions[version]!, state, action, at, answers };
          const result = transition(input);
          expect(transition(input), 'deterministic').toEqual(result);
          if (result.kind === 'needs') expect.fail(`needs ${result.nodes.join(',')}`);
          if (result.kind === 'refused' && action.type === 'reject' && action.target !== undefined && state) {
            const offered = rejectTargets(versions[version]!, state, state.tasks.find((t) => t.taskNo === action.taskNo)?.nodeId ?? '').map((o) => o.target);
            if (offered.includes(action.target)) expect(result.code, 'an offered reject target is accepted').not.toMatch(/reject-target/);
          }
          if (result.kind !== 'done') return;
          state = result.state;
          events.push({ seq: events.length + 1, action, at, answers });
          checkInvariants(state);
        };
        apply({ type: 'start', actorId: 'alice', definitionVersion: 1, data: { amount: choices[0] ?? 0 } });
        for (const choice of choices) {
          if (!state) break;
          currentDefinition = versions[state.definitionVersion]!;
          const options = candidates(state, choice, v2);
          clock += (choice % 5) * 1_800_000;
          apply(options[choice % options.length]!);
        }
        const lookup = (version: number) => versions[version];
        expect(replay(lookup, events)).toStrictEqual(state);
        // As the server stores them: events and state through JSON.
        expect(replay(lookup, JSON.parse(JSON.stringify(events)) as WorkflowEvent[])).toStrictEqual(JSON.parse(JSON.stringify(state ?? null)) ?? undefined);
      }),
      { numRuns: 400 },
    );
    // 400 random walks take ~1.5 s alone; on a loaded CI machine vitest's 5 s default is not enough.
  }, 60_000);

  it('replay refuses a log that does not apply', () => {
    const def = definitions[0]!;
    const answers = answersOf(def, 0);
    const events: WorkflowEvent[] = [
      { seq: 1, action: { type: 'start', actorId: 'alice', definitionVersion: 1, data: {} }, at: t0, answers },
      { seq: 2, action: { type: 'approve', actorId: 'u9', taskNo: 1 }, at: t0, answers },
    ];
    expect(() => replay(def, events)).toThrow(ReplayError);
    expect(() => replay(def, [{ ...events[0]!, seq: 2 }])).toThrow(/expected seq 1/);
    expect(replay(def, [])).toBeUndefined();
  });

  it('replay uses each version a migrate event names', () => {
    const v1 = definitions[0]!;
    const v2: WorkflowDefinition = { ...v1, nodes: v1.nodes.map((n) => (n.nodeId === 'a1' ? { ...n, nodeId: 'x1' } : n)) };
    v2.nodes[0] = { ...v2.nodes[0]!, nextNodeId: 'x1' };
    const events: WorkflowEvent[] = [
      { seq: 1, action: { type: 'start', actorId: 'alice', definitionVersion: 1, data: {} }, at: t0, answers: answersOf(v1, 0) },
      { seq: 2, action: { type: 'migrate', actorId: 'admin', toVersion: 2, nodeMap: { a1: 'x1' } }, at: t0, answers: answersOf(v2, 0) },
      { seq: 3, action: { type: 'approve', actorId: 'u1', taskNo: 1 }, at: t0, answers: answersOf(v2, 0) },
    ];
    const state = replay((version) => (version === 1 ? v1 : version === 2 ? v2 : undefined), events);
    expect(state).toMatchObject({ definitionVersion: 2, currentNodeId: 'x1' });
    expect(state!.tasks.find((t) => t.taskNo === 1)).toMatchObject({ status: 'approved', nodeId: 'x1' });
  });
});
