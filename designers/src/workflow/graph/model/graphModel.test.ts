import { validateDefinition } from '@wharf/engine';
import type { WorkflowDefinition } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { layoutSpacing, withLayout } from './autoLayout';
import { fromGraph } from './fromGraph';
import { addNode, arrange, connect, connectionRefusal, disconnect, moveNode, removeNodes, replaceBranch, retarget, updateBranch, updateNode, updateProcess } from './graphEdits';
import { graphIssues, placeIssues, tempKeyPrefix } from './nodeIssues';
import { customsApproval, placedDefinition } from './testDefinitions.test-support';
import { parseEdgeId, toGraph } from './toGraph';

const node = (definition: WorkflowDefinition, id: string) => definition.nodes.find((n) => n.nodeId === id)!;

describe('definition ⇄ graph', () => {
  it('round-trips a placed definition, positions included', () => {
    const definition = placedDefinition();
    expect(fromGraph(definition, toGraph(definition))).toEqual(definition);
  });

  it('round-trips the customs dec_approval once laid out, branches with their conditions and order', () => {
    const laidOut = withLayout(customsApproval());
    const graph = toGraph(laidOut);
    expect(graph.edges.map((edge) => `${edge.source}->${edge.target}`)).toEqual(['start->amount', 'amount->manager', 'amount->broker', 'manager->broker', 'broker->notify', 'notify->end']);
    expect(graph.edges[1]).toMatchObject({ label: 'Over 1,000,000', data: { kind: 'branch', branch: { priority: 1, conditionGroups: [{ match: 'and' }] } } });
    expect(fromGraph(laidOut, graph)).toEqual(laidOut);
  });

  it('gives a definition without positions a layered layout from the start node', () => {
    const laidOut = withLayout(customsApproval());
    const at = (id: string) => node(laidOut, id).position;
    expect(at('start')).toEqual({ x: 0, y: 0 });
    expect(at('amount')).toEqual({ x: 0, y: layoutSpacing.row });
    // The condition's two targets share a row, side by side.
    expect(at('manager')).toEqual({ x: -layoutSpacing.column / 2, y: 2 * layoutSpacing.row });
    expect(at('broker')).toEqual({ x: layoutSpacing.column / 2, y: 2 * layoutSpacing.row });
    expect(at('end')).toEqual({ x: 0, y: 4 * layoutSpacing.row });
    // Taking the layout away again gives the example back: only positions were added.
    expect({ ...laidOut, nodes: laidOut.nodes.map(({ position: _p, ...rest }) => rest) }).toEqual(customsApproval());
    expect(validateDefinition('workflow', laidOut)).toEqual([]);
  });

  it('keeps the positions a definition has and places only the missing ones', () => {
    const definition = placedDefinition();
    delete definition.nodes[1]!.position;
    const laidOut = withLayout(definition);
    expect(node(laidOut, 'start').position).toEqual({ x: 0, y: 0 });
    expect(node(laidOut, 'boss').position).toEqual({ x: 0, y: layoutSpacing.row });
    expect(withLayout(laidOut)).toBe(laidOut);
  });

  it('puts nodes no path reaches in a row below the rest', () => {
    const definition = customsApproval();
    definition.nodes.push({ nodeId: 'lost', nodeType: 'cc', name: 'Lost', ccIds: ['x'] });
    expect(node(withLayout(definition), 'lost').position).toEqual({ x: 0, y: 5 * layoutSpacing.row });
  });

  it('reads a dragged canvas back: new positions, a new link', () => {
    const definition = placedDefinition();
    const graph = toGraph(definition);
    graph.nodes[1]!.position = { x: 99, y: 120 };
    graph.edges = graph.edges.filter((edge) => edge.source !== 'boss');
    const back = fromGraph(definition, graph);
    expect(node(back, 'boss')).toMatchObject({ position: { x: 99, y: 120 } });
    expect(node(back, 'boss').nextNodeId).toBeUndefined();
  });
});

describe('graph edits', () => {
  it('adds a node of each type with the settings its type requires, under a free id', () => {
    let definition = placedDefinition();
    const added = addNode(definition, 'approval', { x: 10.4, y: 20.6 }, 'Approval');
    definition = added.definition;
    expect(added.nodeId).toBe('approval_1');
    expect(node(definition, 'approval_1')).toEqual({ nodeId: 'approval_1', nodeType: 'approval', name: 'Approval', approverType: 'person', approverIds: [], multiMode: 'sequential', emptyApprover: 'autoPass', rejectMode: 'toInitiator', deadlineHours: 0, position: { x: 10, y: 21 } });
    expect(addNode(definition, 'approval', { x: 0, y: 0 }, 'Again').nodeId).toBe('approval_2');
    expect(node(addNode(definition, 'cc', { x: 0, y: 0 }, 'Copy').definition, 'cc_1')).toMatchObject({ ccIds: [], ccType: 'person' });
  });

  it('an edge from a condition node becomes a branch; from another node it sets nextNodeId', () => {
    let definition = addNode(placedDefinition(), 'condition', { x: 0, y: 50 }, 'Amount').definition;
    definition = connect(definition, 'start', 'condition_1', 'Branch');
    expect(node(definition, 'start').nextNodeId).toBe('condition_1');
    definition = connect(definition, 'condition_1', 'boss', 'Branch 1');
    definition = connect(definition, 'condition_1', 'end', 'Branch 2');
    expect(node(definition, 'condition_1').branches).toEqual([
      { name: 'Branch 1', priority: 1, nextNodeId: 'boss' },
      { name: 'Branch 2', priority: 2, nextNodeId: 'end' },
    ]);
    expect(node(definition, 'condition_1').nextNodeId).toBeUndefined();
    definition = updateBranch(definition, 'condition_1', 1, { isDefault: true });
    expect(validateDefinition('workflow', definition)).toEqual([]);
  });

  it('refuses links into the start node, out of an end node, to itself or to nothing', () => {
    const definition = placedDefinition();
    expect(connectionRefusal(definition, 'boss', 'start')).toBe('toStart');
    expect(connectionRefusal(definition, 'end', 'boss')).toBe('fromEnd');
    expect(connectionRefusal(definition, 'boss', 'boss')).toBe('self');
    expect(connectionRefusal(definition, 'boss', 'ghost')).toBe('unknown');
    expect(connect(definition, 'boss', 'start', 'x')).toBe(definition);
  });

  it('disconnects a next link or one branch, and retargets a branch', () => {
    let definition = customsApproval();
    definition = disconnect(definition, 'broker');
    expect('nextNodeId' in node(definition, 'broker')).toBe(false);
    definition = retarget(definition, 'amount', 0, 'notify');
    expect(node(definition, 'amount').branches![0]!.nextNodeId).toBe('notify');
    definition = disconnect(definition, 'amount', 0);
    expect(node(definition, 'amount').branches!.map((branch) => branch.name)).toEqual(['Otherwise']);
    definition = disconnect(definition, 'amount', 0);
    expect(node(definition, 'amount').branches).toBeUndefined();
  });

  it('removes a node with every link into it', () => {
    const definition = removeNodes(customsApproval(), ['broker']);
    expect(definition.nodes.map((n) => n.nodeId)).toEqual(['start', 'amount', 'manager', 'notify', 'end']);
    expect(node(definition, 'manager').nextNodeId).toBeUndefined();
    expect(node(definition, 'amount').branches!.map((branch) => branch.nextNodeId)).toEqual(['manager']);
  });

  it('moves with rounding inside the schema bounds; an unchanged move changes nothing', () => {
    const definition = moveNode(placedDefinition(), 'boss', { x: 1e9, y: -3.7 });
    expect(node(definition, 'boss').position).toEqual({ x: 100000, y: -4 });
    expect(moveNode(definition, 'boss', { x: 100000, y: -4 })).toBe(definition);
  });

  it('making a branch the default takes the flag from the others and drops its conditions', () => {
    let definition = customsApproval();
    definition = updateBranch(definition, 'amount', 0, { isDefault: true });
    const [first, second] = node(definition, 'amount').branches!;
    expect(first).toMatchObject({ isDefault: true });
    expect(first!.conditionGroups).toBeUndefined();
    expect('isDefault' in second!).toBe(false);
  });

  it('updates node and process settings, removing keys set to undefined', () => {
    let definition = updateNode(customsApproval(), 'manager', { emptyApprover: 'autoPass', emptyApproverId: undefined });
    expect('emptyApproverId' in node(definition, 'manager')).toBe(false);
    definition = updateProcess(definition, { remark: undefined, processName: 'Approval' });
    expect('remark' in definition).toBe(false);
    expect(definition.processName).toBe('Approval');
  });
});

describe('placeIssues', () => {
  it('puts an issue on the node its path points into, the others on the process', () => {
    const definition = customsApproval();
    definition.nodes[2]!.nextNodeId = 'ghost';
    const placed = placeIssues(definition, validateDefinition('workflow', definition));
    expect([...placed.byNode.keys()]).toEqual(['manager']);
    expect(placed.byNode.get('manager')![0]!.path).toBe('/nodes/2/nextNodeId');
    definition.nodes.shift();
    expect(placeIssues(definition, validateDefinition('workflow', definition)).process.map((issue) => issue.code)).toContain('validation/start-node-count');
    expect(placeIssues(definition, [{ path: '', code: 'x', message: 'm', nodeId: 'end' }]).byNode.get('end')).toHaveLength(1);
  });
});

describe('more edits', () => {
  it('replaces a branch whole; a branch made default is the only default', () => {
    const definition = replaceBranch(customsApproval(), 'amount', 0, { name: 'Big', isDefault: true, nextNodeId: 'manager' });
    expect(node(definition, 'amount').branches).toEqual([
      { name: 'Big', isDefault: true, nextNodeId: 'manager' },
      { name: node(customsApproval(), 'amount').branches![1]!.name, priority: 2, nextNodeId: 'broker' },
    ]);
  });

  it('arranges every node again, placed or not', () => {
    const definition = arrange(placedDefinition());
    expect(definition.nodes.map((n) => n.position)).toEqual([{ x: 0, y: 0 }, { x: 0, y: layoutSpacing.row }, { x: 0, y: 2 * layoutSpacing.row }]);
  });

  it('reads back the link an edge id names', () => {
    expect(parseEdgeId('next:boss')).toEqual({ source: 'boss' });
    expect(parseEdgeId('branch:amount:2')).toEqual({ source: 'amount', branchIndex: 2 });
    expect(parseEdgeId('elsewhere')).toBeUndefined();
  });
});

describe('graphIssues', () => {
  const options = { lang: 'en_US' as const, tempKeyMessage: 'temporary key' };

  it('blocks saving on schema and rule problems and on a temporary key, placing them on nodes or the process', () => {
    expect(graphIssues(customsApproval(), options)).toMatchObject({ blocksSave: false, process: [] });
    const unlinked = customsApproval();
    delete unlinked.nodes[2]!.nextNodeId;
    const found = graphIssues(unlinked, options);
    expect(found.blocksSave).toBe(true);
    expect([...found.byNode.keys()]).toEqual(['manager']);
    const temporary = { ...customsApproval(), processKey: `${tempKeyPrefix}1` };
    expect(graphIssues(temporary, options)).toMatchObject({ blocksSave: true, process: [{ path: '/processKey', code: 'workflow/temp-key', message: 'temporary key' }] });
  });

  it('marks publish problems on their node without blocking a save (a draft may be unfinished)', () => {
    // Only the conditional branch is left: no way out when the condition does not hold.
    const noDefault = disconnect(customsApproval(), 'amount', 1);
    const found = graphIssues(noDefault, options);
    expect(found.blocksSave).toBe(false);
    expect(found.byNode.get('amount')?.map((issue) => issue.code)).toContain('workflow/condition-default-missing');
  });
});

describe('round trip through any sequence of edits', () => {
  it('gives the definition back from its graph after every step', () => {
    // A fixed pseudo-random sequence (linear congruential), so a failure replays the same way.
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    let definition = withLayout(customsApproval());
    const types = ['approval', 'condition', 'cc', 'end'] as const;
    for (let step = 0; step < 200; step += 1) {
      const ids = definition.nodes.map((n) => n.nodeId);
      const pick = () => ids[next(ids.length)]!;
      switch (next(5)) {
        case 0:
          definition = addNode(definition, types[next(types.length)]!, { x: next(800), y: next(800) }, 'Node').definition;
          break;
        case 1:
          definition = connect(definition, pick(), pick(), `Branch ${step}`);
          break;
        case 2:
          definition = moveNode(definition, pick(), { x: next(900) - 450, y: next(900) });
          break;
        case 3:
          definition = disconnect(definition, pick(), next(2) === 0 ? undefined : next(3));
          break;
        default:
          if (ids.length > 4) definition = removeNodes(definition, [pick()].filter((id) => id !== 'start'));
      }
      expect(fromGraph(definition, toGraph(definition))).toEqual(definition);
    }
  });
});
