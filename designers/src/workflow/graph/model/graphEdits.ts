import type { WorkflowBranch, WorkflowDefinition, WorkflowNode } from '@wharf/schemas';
import type { GraphPoint, WorkflowNodeType } from './graphTypes';
import { layeredPositions } from './autoLayout';
import { defaultNode, freeNodeId } from './nodeDefaults';

/** The schema's bounds of a position coordinate. */
const coordinateLimit = 100_000;

const clampCoordinate = (value: number) => Math.max(-coordinateLimit, Math.min(coordinateLimit, Math.round(value)));

/** A copy of `node` with `patch` applied; a key patched to `undefined` is removed, not stored as undefined. */
function patched<T extends object>(value: T, patch: Partial<T>): T {
  const next = { ...value, ...patch } as Record<string, unknown>;
  for (const [key, item] of Object.entries(patch)) if (item === undefined) delete next[key];
  return next as T;
}

function mapNode(definition: WorkflowDefinition, nodeId: string, change: (node: WorkflowNode) => WorkflowNode): WorkflowDefinition {
  const index = definition.nodes.findIndex((node) => node.nodeId === nodeId);
  if (index < 0) return definition;
  const next = change(definition.nodes[index]!);
  if (next === definition.nodes[index]) return definition;
  return { ...definition, nodes: definition.nodes.map((node, i) => (i === index ? next : node)) };
}

/** Places a new node of `type` at `position`; returns the definition and the new node's id. */
export function addNode(definition: WorkflowDefinition, type: WorkflowNodeType, position: GraphPoint, name: string): { definition: WorkflowDefinition; nodeId: string } {
  const nodeId = freeNodeId(definition, type);
  const node = { ...defaultNode(type, nodeId, name), position: { x: clampCoordinate(position.x), y: clampCoordinate(position.y) } };
  return { definition: { ...definition, nodes: [...definition.nodes, node] }, nodeId };
}

/** Removes nodes and every link into them (a `nextNodeId` is unset, a branch into them is dropped). */
export function removeNodes(definition: WorkflowDefinition, nodeIds: readonly string[]): WorkflowDefinition {
  const removed = new Set(nodeIds);
  if (!definition.nodes.some((node) => removed.has(node.nodeId))) return definition;
  const nodes = definition.nodes
    .filter((node) => !removed.has(node.nodeId))
    .map((node) => {
      let next = node;
      if (next.nextNodeId !== undefined && removed.has(next.nextNodeId)) next = patched(next, { nextNodeId: undefined });
      if (next.branches?.some((branch) => removed.has(branch.nextNodeId))) {
        const branches = next.branches.filter((branch) => !removed.has(branch.nextNodeId));
        // No branch left: no `branches: []` (the schema wants at least one); the checks say the node has none.
        next = branches.length > 0 ? { ...next, branches } : patched(next, { branches: undefined });
      }
      return next;
    });
  return { ...definition, nodes };
}

/** Why a link cannot be drawn, or undefined when it can. */
export function connectionRefusal(definition: WorkflowDefinition, source: string, target: string): 'self' | 'fromEnd' | 'toStart' | 'unknown' | undefined {
  const from = definition.nodes.find((node) => node.nodeId === source);
  const to = definition.nodes.find((node) => node.nodeId === target);
  if (!from || !to) return 'unknown';
  if (source === target) return 'self';
  if (from.nodeType === 'end') return 'fromEnd';
  if (to.nodeType === 'start') return 'toStart';
  return undefined;
}

/**
 * Draws a link from `source` to `target`: from a condition node it is a new branch (named
 * `branchName`, priority after the others), from any other node it sets `nextNodeId` (replacing the
 * link it had). A link that cannot be drawn (see `connectionRefusal`) changes nothing.
 */
export function connect(definition: WorkflowDefinition, source: string, target: string, branchName: string): WorkflowDefinition {
  if (connectionRefusal(definition, source, target) !== undefined) return definition;
  return mapNode(definition, source, (node) => {
    if (node.nodeType !== 'condition') return node.nextNodeId === target ? node : { ...node, nextNodeId: target };
    const branches = node.branches ?? [];
    const priority = Math.min(1000, Math.max(0, ...branches.map((branch) => branch.priority ?? 0)) + 1);
    return { ...node, branches: [...branches, { name: branchName, priority, nextNodeId: target }] };
  });
}

/** Removes one link: the node's `nextNodeId` (`branchIndex` undefined) or one branch of a condition node. */
export function disconnect(definition: WorkflowDefinition, source: string, branchIndex?: number): WorkflowDefinition {
  return mapNode(definition, source, (node) => {
    if (branchIndex === undefined) return node.nextNodeId === undefined ? node : patched(node, { nextNodeId: undefined });
    if (!node.branches?.[branchIndex]) return node;
    const branches = node.branches.filter((_branch, index) => index !== branchIndex);
    return branches.length > 0 ? { ...node, branches } : patched(node, { branches: undefined });
  });
}

/** Points an existing link at another node (dragging an edge's end); refused links change nothing. */
export function retarget(definition: WorkflowDefinition, source: string, branchIndex: number | undefined, target: string): WorkflowDefinition {
  if (connectionRefusal(definition, source, target) !== undefined) return definition;
  if (branchIndex === undefined) return mapNode(definition, source, (node) => (node.nextNodeId === target ? node : { ...node, nextNodeId: target }));
  return updateBranch(definition, source, branchIndex, { nextNodeId: target });
}

/** Moves a node (coordinates rounded and kept inside the schema's bounds). */
export function moveNode(definition: WorkflowDefinition, nodeId: string, position: GraphPoint): WorkflowDefinition {
  const x = clampCoordinate(position.x);
  const y = clampCoordinate(position.y);
  return mapNode(definition, nodeId, (node) => (node.position?.x === x && node.position.y === y ? node : { ...node, position: { x, y } }));
}

/** Changes a node's settings; keys set to `undefined` are removed. The node's id and type stay. */
export function updateNode(definition: WorkflowDefinition, nodeId: string, patch: Partial<Omit<WorkflowNode, 'nodeId' | 'nodeType'>>): WorkflowDefinition {
  return mapNode(definition, nodeId, (node) => patched<WorkflowNode>(node, patch));
}

/**
 * Changes one branch of a condition node. Making a branch the default makes it the only one: the
 * others lose `isDefault`, and the default branch keeps no condition groups (it is taken when no
 * other branch matches).
 */
export function updateBranch(definition: WorkflowDefinition, nodeId: string, index: number, patch: Partial<WorkflowBranch>): WorkflowDefinition {
  return mapNode(definition, nodeId, (node) => {
    if (!node.branches?.[index]) return node;
    const becomesDefault = patch.isDefault === true;
    const branches = node.branches.map((branch, i) => {
      if (i === index) return patched(branch, becomesDefault ? { ...patch, conditionGroups: undefined } : patch);
      return becomesDefault && branch.isDefault !== undefined ? patched(branch, { isDefault: undefined }) : branch;
    });
    return { ...node, branches };
  });
}

/** Changes the process settings (key, name, business and bill type, remark, form…); `undefined` removes a key. */
export function updateProcess(definition: WorkflowDefinition, patch: Partial<Omit<WorkflowDefinition, 'nodes' | 'schemaVersion'>>): WorkflowDefinition {
  return patched<WorkflowDefinition>(definition, patch);
}

/**
 * Replaces one branch of a condition node with `branch` (as the branch panel edits it whole). A
 * branch that becomes the default makes it the only default.
 */
export function replaceBranch(definition: WorkflowDefinition, nodeId: string, index: number, branch: WorkflowBranch): WorkflowDefinition {
  return mapNode(definition, nodeId, (node) => {
    if (!node.branches?.[index]) return node;
    const branches = node.branches.map((each, i) => {
      if (i === index) return branch;
      return branch.isDefault === true && each.isDefault !== undefined ? patched(each, { isDefault: undefined }) : each;
    });
    return { ...node, branches };
  });
}

/** Every node placed again by the layered layout (the "arrange" button). */
export function arrange(definition: WorkflowDefinition): WorkflowDefinition {
  const positions = layeredPositions(definition);
  return { ...definition, nodes: definition.nodes.map((node) => ({ ...node, position: positions.get(node.nodeId)! })) };
}
