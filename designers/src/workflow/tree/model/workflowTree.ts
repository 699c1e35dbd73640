import type { WorkflowBranch, WorkflowDefinition, WorkflowNode } from '@wharf/schemas';

/** An approval or cc node on a line of the tree: one way in, one way out. */
export interface StepItem {
  kind: 'step';
  node: WorkflowNode;
}

/** A condition group: side-by-side branches that all come back to the line below the group. */
export interface ConditionItem {
  kind: 'condition';
  node: WorkflowNode;
  branches: TreeBranch[];
}

/** One branch of a condition group and the nodes on it, top to bottom. */
export interface TreeBranch {
  branch: WorkflowBranch;
  items: TreeItem[];
}

export type TreeItem = StepItem | ConditionItem;

/** A workflow as the tree designer shows it: the start node, the main line, the end node. */
export interface WorkflowTree {
  start: WorkflowNode;
  items: TreeItem[];
  end: WorkflowNode;
}

/** Why a definition cannot be shown as a tree (it was drawn in the free-graph designer). */
export type TreeProblem =
  | { code: 'startCount' }
  | { code: 'endCount' }
  | { code: 'unknownNode'; nodeId: string }
  | { code: 'dangling'; nodeId: string }
  | { code: 'loop'; nodeId: string }
  | { code: 'notNested'; nodeId: string }
  | { code: 'detached'; nodeId: string };

export type TreeReading = { ok: true; tree: WorkflowTree } | { ok: false; problem: TreeProblem };

class NotATree extends Error {
  constructor(readonly problem: TreeProblem) {
    super(problem.code);
  }
}

/**
 * Reads a definition's graph of nodes (nextNodeId, branches[].nextNodeId) as a tree: each condition
 * node's branches meet again at the first node every branch reaches (its merge point), which then
 * continues the line the condition node is on. A graph that is not nested that way (a jump across
 * branches, a loop, a second end node, a node no path reaches) is refused with the reason, since the
 * tree could not write it back unchanged.
 */
export function definitionToTree(definition: WorkflowDefinition): TreeReading {
  try {
    const tree = readTree(definition);
    const written = treeToDefinition(tree, definition);
    const detached = definition.nodes.find((node) => !written.nodes.some((each) => each.nodeId === node.nodeId));
    if (detached) return { ok: false, problem: { code: 'detached', nodeId: detached.nodeId } };
    const twice = written.nodes.find((node, index) => written.nodes.findIndex((each) => each.nodeId === node.nodeId) !== index);
    if (twice) return { ok: false, problem: { code: 'notNested', nodeId: twice.nodeId } };
    const changed = definition.nodes.find((node) => !sameLinks(node, written.nodes.find((each) => each.nodeId === node.nodeId)));
    if (changed) return { ok: false, problem: { code: 'notNested', nodeId: changed.nodeId } };
    return { ok: true, tree };
  } catch (error) {
    if (error instanceof NotATree) return { ok: false, problem: error.problem };
    throw error;
  }
}

function readTree(definition: WorkflowDefinition): WorkflowTree {
  const starts = definition.nodes.filter((node) => node.nodeType === 'start');
  const ends = definition.nodes.filter((node) => node.nodeType === 'end');
  if (starts.length !== 1) throw new NotATree({ code: 'startCount' });
  if (ends.length !== 1) throw new NotATree({ code: 'endCount' });
  const byId = new Map(definition.nodes.map((node) => [node.nodeId, node]));
  const start = starts[0]!;
  const end = ends[0]!;
  const mergeOf = new Map<string, string>();
  const open = new Set<string>();

  const nodeAt = (id: string | undefined, from: string): WorkflowNode => {
    if (id === undefined) throw new NotATree({ code: 'dangling', nodeId: from });
    const node = byId.get(id);
    if (!node) throw new NotATree({ code: 'unknownNode', nodeId: id });
    return node;
  };

  /** The ids a line passes from `id` to the end, a condition group counting as itself then its merge point. */
  const path = (id: string, from: string): string[] => {
    const ids: string[] = [];
    let node = nodeAt(id, from);
    for (;;) {
      if (ids.includes(node.nodeId)) throw new NotATree({ code: 'loop', nodeId: node.nodeId });
      ids.push(node.nodeId);
      if (node.nodeType === 'end') return ids;
      node = node.nodeType === 'condition' ? nodeAt(mergePoint(node), node.nodeId) : nodeAt(node.nextNodeId, node.nodeId);
    }
  };

  const mergePoint = (node: WorkflowNode): string => {
    const known = mergeOf.get(node.nodeId);
    if (known !== undefined) return known;
    if (open.has(node.nodeId)) throw new NotATree({ code: 'loop', nodeId: node.nodeId });
    open.add(node.nodeId);
    const paths = (node.branches ?? []).map((branch) => path(branch.nextNodeId, node.nodeId));
    if (paths.length === 0) throw new NotATree({ code: 'dangling', nodeId: node.nodeId });
    const merge = paths[0]!.find((id) => paths.every((each) => each.includes(id)));
    if (merge === undefined) throw new NotATree({ code: 'notNested', nodeId: node.nodeId });
    open.delete(node.nodeId);
    mergeOf.set(node.nodeId, merge);
    return merge;
  };

  /** The items of a line from `id` up to (not including) `stop`. */
  const line = (id: string, stop: string, from: string): TreeItem[] => {
    const items: TreeItem[] = [];
    let node = nodeAt(id, from);
    while (node.nodeId !== stop) {
      if (node.nodeType === 'end' || node.nodeType === 'start') throw new NotATree({ code: 'notNested', nodeId: from });
      if (items.length > definition.nodes.length) throw new NotATree({ code: 'loop', nodeId: node.nodeId });
      if (node.nodeType === 'condition') {
        const merge = mergePoint(node);
        const owner = node;
        items.push({ kind: 'condition', node, branches: (node.branches ?? []).map((branch) => ({ branch, items: line(branch.nextNodeId, merge, owner.nodeId) })) });
        node = nodeAt(merge, node.nodeId);
      } else {
        items.push({ kind: 'step', node });
        node = nodeAt(node.nextNodeId, node.nodeId);
      }
    }
    return items;
  };

  return { start, items: line(nodeAt(start.nextNodeId, start.nodeId).nodeId, end.nodeId, start.nodeId), end };
}

/** The same node object with its way out set, the key kept where it was (or added last). */
function withNext<T extends { nextNodeId?: string }>(value: T, nextNodeId: string): T {
  return value.nextNodeId === nextNodeId ? value : { ...value, nextNodeId };
}

/** The first node id of a line, or where the line continues when it is empty. */
function entryOf(items: readonly TreeItem[], continuation: string): string {
  return items[0]?.node.nodeId ?? continuation;
}

/** Every node of a line in reading order (a condition node, then its branches left to right). */
function writeLine(items: readonly TreeItem[], continuation: string, out: WorkflowNode[]): void {
  items.forEach((item, index) => {
    const next = entryOf(items.slice(index + 1), continuation);
    if (item.kind === 'step') {
      out.push(withNext(item.node, next));
      return;
    }
    const branches = item.branches.map((each) => withNext(each.branch, entryOf(each.items, next)));
    const { nextNodeId: _dropped, ...node } = item.node;
    out.push({ ...node, branches });
    for (const each of item.branches) writeLine(each.items, next, out);
  });
}

/**
 * Writes a tree back as the definition's graph: each node's nextNodeId is the node below it, each
 * branch's nextNodeId its first node (or the merge point when empty), the condition node itself has
 * none. Nodes the definition already had keep their place in `nodes`; new ones follow the node
 * before them in reading order. Everything else of `base` (process settings) is kept.
 */
export function treeToDefinition(tree: WorkflowTree, base: WorkflowDefinition): WorkflowDefinition {
  const written: WorkflowNode[] = [withNext(tree.start, entryOf(tree.items, tree.end.nodeId))];
  writeLine(tree.items, tree.end.nodeId, written);
  const { nextNodeId: _none, ...end } = tree.end;
  written.push(tree.end.nextNodeId === undefined ? tree.end : end);
  const placeOf = new Map(base.nodes.map((node, index) => [node.nodeId, index]));
  let lastPlace = -1;
  const places = written.map((node) => {
    const known = placeOf.get(node.nodeId);
    lastPlace = known ?? lastPlace + 1e-6;
    return { node, place: lastPlace };
  });
  places.sort((a, b) => a.place - b.place);
  return { ...base, nodes: places.map((each) => each.node) };
}

function sameLinks(a: WorkflowNode, b: WorkflowNode | undefined): boolean {
  if (!b) return false;
  const branchLinks = (node: WorkflowNode) => (node.branches ?? []).map((branch) => branch.nextNodeId).join('|');
  return a.nextNodeId === b.nextNodeId && branchLinks(a) === branchLinks(b);
}

/** Every item of the tree, depth first, with the list it sits on. */
export function* treeItems(items: readonly TreeItem[], list: TreeListRef = mainList): Generator<{ item: TreeItem; list: TreeListRef; index: number }> {
  for (const [index, item] of items.entries()) {
    yield { item, list, index };
    if (item.kind === 'condition') {
      for (const [branchIndex, each] of item.branches.entries()) yield* treeItems(each.items, { conditionId: item.node.nodeId, branchIndex });
    }
  }
}

/** A line of the tree: the main line, or one branch of a condition node. */
export interface TreeListRef {
  conditionId?: string;
  branchIndex?: number;
}

export const mainList: TreeListRef = {};
