import { describe, expect, it } from 'vitest';
import { answersFor, approval, definition, t0 } from './fixtures.test-support';
import { previewPath } from './previewPath';

const def = definition('c1', [
  {
    nodeId: 'c1', nodeType: 'condition', name: 'Amount',
    branches: [
      { name: 'big', priority: 1, nextNodeId: 'mgr', conditionGroups: [{ kind: 'group', match: 'and', children: [{ kind: 'condition', field: 'amount', operator: 'greater', value: 100 }] }] },
      { name: 'else', isDefault: true, nextNodeId: 'officers' },
    ],
  },
  approval('mgr', ['bob'], 'officers', { initiatorIsApprover: 'toManager' }),
  approval('officers', ['o1', 'o2'], 'cc1', { multiMode: 'all', emptyApprover: 'toAdmin' }),
  { nodeId: 'cc1', nodeType: 'cc', name: 'Finance', ccIds: ['fin', 'fin'], nextNodeId: 'end' },
]);
const context = { initiatorId: 'alice', at: t0 };

describe('previewPath', () => {
  it('lists the route with the approvers of each node (delegation shown as original → actual)', () => {
    const answers = answersFor(def, {
      delegations: [{ fromUserId: 'o2', toUserId: 'zed', toName: 'Zed', processKeys: 'all', start: '2026-03-01T00:00:00Z', end: '2026-03-03T00:00:00Z' }],
    });
    const result = previewPath(def, { amount: 500 }, answers, context);
    expect(result).toEqual({
      kind: 'path',
      steps: [
        { nodeId: 'start', nodeType: 'start', name: 'Start', approvers: [] },
        { nodeId: 'c1', nodeType: 'condition', name: 'Amount', approvers: [], branch: 'big' },
        { nodeId: 'mgr', nodeType: 'approval', name: 'Node mgr', approvers: [{ userId: 'bob', name: 'BOB' }], multiMode: 'sequential' },
        {
          nodeId: 'officers', nodeType: 'approval', name: 'Node officers', multiMode: 'all',
          approvers: [{ userId: 'o1', name: 'O1' }, { userId: 'zed', name: 'Zed', originalUserId: 'o2', originalName: 'O2' }],
        },
        { nodeId: 'cc1', nodeType: 'cc', name: 'Finance', approvers: [{ userId: 'fin', name: 'FIN' }] },
        { nodeId: 'end', nodeType: 'end', name: 'End', approvers: [] },
      ],
    });
  });

  it('takes the branch the data picks, and shows empty-approver fallbacks and initiator rules', () => {
    const base = answersFor(def, { admins: [{ userId: 'adm', name: 'Admin' }], managerChain: [{ userId: 'mgr1', name: 'Manager' }] });
    const answers = { ...base, nodes: { ...base.nodes, officers: { users: [] }, mgr: { users: [{ userId: 'alice', name: 'Alice' }] } } };
    const small = previewPath(def, { amount: 1 }, answers, context);
    expect(small.kind === 'path' && small.steps.map((s) => s.nodeId)).toEqual(['start', 'c1', 'officers', 'cc1', 'end']);
    expect(small.kind === 'path' && small.steps[2]).toMatchObject({ resolution: 'toAdmin', multiMode: 'any', approvers: [{ userId: 'adm', name: 'Admin' }] });
    const big = previewPath(def, { amount: 1000 }, answers, context);
    expect(big.kind === 'path' && big.steps[2]).toMatchObject({ resolution: 'initiatorManager', approvers: [{ userId: 'mgr1', name: 'Manager' }] });
  });

  it('asks for the answers of the nodes on the route that it lacks', () => {
    const empty = { nodes: {}, managerChain: [], admins: [], delegations: [] };
    expect(previewPath(def, { amount: 1 }, empty, context)).toEqual({ kind: 'needs', nodes: ['officers', 'cc1'] });
  });

  it('refuses repeated self-selected users and a route that does not end', () => {
    expect(previewPath(def, {}, answersFor(def), { ...context, selfSelected: { mgr: ['u1', 'u1'] } })).toEqual({ kind: 'refused', code: 'workflow/duplicate-users' });
    const noDefault = structuredClone(def);
    noDefault.nodes[1]!.branches = noDefault.nodes[1]!.branches!.filter((b) => !b.isDefault);
    expect(previewPath(noDefault, { amount: 1 }, answersFor(noDefault), context)).toMatchObject({ kind: 'refused', code: 'workflow/no-transition' });
  });

  it('previews the rest of a running request from a given node', () => {
    const result = previewPath(def, { amount: 1 }, answersFor(def), { ...context, fromNodeId: 'officers' });
    expect(result.kind === 'path' && result.steps.map((s) => s.nodeId)).toEqual(['officers', 'cc1', 'end']);
    expect(previewPath(def, {}, answersFor(def), { ...context, fromNodeId: 'gone' })).toMatchObject({ kind: 'refused', code: 'workflow/no-transition' });
  });
});
