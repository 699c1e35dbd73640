import type { WorkflowBranch, WorkflowDefinition, WorkflowNode } from '@wharf/schemas';
import { definitionToTree, treeToDefinition, type ConditionItem, type TreeItem, type TreeListRef, type WorkflowTree } from './workflowTree';

/** The node kinds the "+" between nodes inserts. */
export type InsertKind = 'approval' | 'cc' | 'condition';

/** Where the "+" sits: before the item at `index` of a line (index = length: at the line's end). */
export interface InsertPoint {
  list: TreeListRef;
  index: number;
}

/** The names new nodes and branches get, in the designer's language. */
export interface NewNodeNames {
  approval: string;
  cc: string;
  condition: string;
  /** A new non-default branch, numbered: `branch(2)` → "Condition 2". */
  branch(n: number): string;
  otherwise: string;
}

/** A tree edit's outcome: the new definition, and the node to select afterwards. */
export interface TreeEditResult {
  definition: WorkflowDefinition;
  selectNodeId?: string;
}

/** The first id `<prefix><n>` (n = 1, 2, …) no node of the definition uses. */
export function freeNodeId(definition: WorkflowDefinition, prefix: string, taken: ReadonlySet<string> = new Set()): string {
  const used = new Set([...definition.nodes.map((node) => node.nodeId.toLowerCase()), ...[...taken].map((id) => id.toLowerCase())]);
  for (let n = 1; ; n += 1) if (!used.has(`${prefix}${n}`.toLowerCase())) return `${prefix}${n}`;
}

function editTree(definition: WorkflowDefinition, edit: (tree: WorkflowTree) => WorkflowTree): WorkflowDefinition {
  const reading = definitionToTree(definition);
  if (!reading.ok) return definition;
  return treeToDefinition(edit(reading.tree), definition);
}

/** Applies `change` to one line of the tree (the main line or one branch), leaving the rest as it was. */
function mapList(tree: WorkflowTree, list: TreeListRef, change: (items: TreeItem[]) => TreeItem[]): WorkflowTree {
  if (list.conditionId === undefined) return { ...tree, items: change(tree.items) };
  const inItems = (items: TreeItem[]): TreeItem[] =>
    items.map((item) => {
      if (item.kind !== 'condition') return item;
      return {
        ...item,
        branches: item.branches.map((each, index) =>
          item.node.nodeId === list.conditionId && index === list.branchIndex ? { ...each, items: change(each.items) } : { ...each, items: inItems(each.items) },
        ),
      };
    });
  return { ...tree, items: inItems(tree.items) };
}

/** Applies `change` to the condition item `conditionId` wherever it sits. */
function mapCondition(tree: WorkflowTree, conditionId: string, change: (item: ConditionItem) => TreeItem[]): WorkflowTree {
  const inItems = (items: TreeItem[]): TreeItem[] =>
    items.flatMap((item) => {
      if (item.kind !== 'condition') return [item];
      if (item.node.nodeId === conditionId) return change(item);
      return [{ ...item, branches: item.branches.map((each) => ({ ...each, items: inItems(each.items) })) }];
    });
  return { ...tree, items: inItems(tree.items) };
}

/** A new approval node: its approvers still to be chosen (the checks mark it until they are). */
export function newApprovalNode(nodeId: string, name: string): WorkflowNode {
  return { nodeId, nodeType: 'approval', name, approverType: 'person', approverIds: [], multiMode: 'sequential', emptyApprover: 'toAdmin', rejectMode: 'toInitiator', deadlineHours: 0 };
}

/** A new cc node: the persons to copy still to be chosen. */
export function newCcNode(nodeId: string, name: string): WorkflowNode {
  return { nodeId, nodeType: 'cc', name, ccType: 'person', ccIds: [] };
}

function numberBranches(branches: WorkflowBranch[]): WorkflowBranch[] {
  return branches.map((branch, index) => ({ ...branch, priority: index + 1 }));
}

/** Inserts a new approval, cc or condition node at the "+" `at`; a condition group comes with a branch and a default branch, both empty. */
export function insertNode(definition: WorkflowDefinition, at: InsertPoint, kind: InsertKind, names: NewNodeNames): TreeEditResult {
  const nodeId = freeNodeId(definition, kind);
  let item: TreeItem;
  if (kind === 'condition') {
    const branches = numberBranches([
      { name: names.branch(1), nextNodeId: nodeId, conditionGroups: [] },
      { name: names.otherwise, nextNodeId: nodeId, isDefault: true },
    ]);
    item = { kind: 'condition', node: { nodeId, nodeType: 'condition', name: names.condition, branches }, branches: branches.map((branch) => ({ branch, items: [] })) };
  } else {
    item = { kind: 'step', node: kind === 'approval' ? newApprovalNode(nodeId, names.approval) : newCcNode(nodeId, names.cc) };
  }
  const next = editTree(definition, (tree) => mapList(tree, at.list, (items) => [...items.slice(0, at.index), item, ...items.slice(at.index)]));
  return next === definition ? { definition } : { definition: next, selectNodeId: nodeId };
}

/** Removes an approval or cc node, or a whole condition group with everything on its branches. */
export function deleteNode(definition: WorkflowDefinition, nodeId: string): WorkflowDefinition {
  const without = (items: TreeItem[]): TreeItem[] =>
    items.flatMap((item): TreeItem[] => {
      if (item.node.nodeId === nodeId) return [];
      if (item.kind === 'step') return [item];
      return [{ ...item, branches: item.branches.map((each) => ({ ...each, items: without(each.items) })) }];
    });
  if (!definition.nodes.some((node) => node.nodeId === nodeId && (node.nodeType === 'approval' || node.nodeType === 'cc' || node.nodeType === 'condition'))) return definition;
  return editTree(definition, (tree) => ({ ...tree, items: without(tree.items) }));
}

/** Adds an empty branch to a condition group, before its default branch (which stays last). */
export function addBranch(definition: WorkflowDefinition, conditionId: string, names: NewNodeNames): WorkflowDefinition {
  return editTree(definition, (tree) =>
    mapCondition(tree, conditionId, (item) => {
      const at = item.branches.findIndex((each) => each.branch.isDefault === true);
      const index = at === -1 ? item.branches.length : at;
      const added = { branch: { name: names.branch(index + 1), nextNodeId: conditionId, conditionGroups: [] }, items: [] };
      return [renumbered({ ...item, branches: [...item.branches.slice(0, index), added, ...item.branches.slice(index)] })];
    }),
  );
}

/**
 * Removes a branch and the nodes on it. A group left with one branch dissolves: that branch's nodes
 * take the group's place on the line (as DingTalk does), since a single branch is no choice.
 */
export function removeBranch(definition: WorkflowDefinition, conditionId: string, branchIndex: number): WorkflowDefinition {
  return editTree(definition, (tree) =>
    mapCondition(tree, conditionId, (item) => {
      const branches = item.branches.filter((_each, index) => index !== branchIndex);
      if (branches.length === 1) return branches[0]!.items;
      return [renumbered({ ...item, branches })];
    }),
  );
}

/** Moves a branch from one position to another (its priority follows its new position). */
export function moveBranch(definition: WorkflowDefinition, conditionId: string, from: number, to: number): WorkflowDefinition {
  return editTree(definition, (tree) =>
    mapCondition(tree, conditionId, (item) => {
      if (to < 0 || to >= item.branches.length || from === to) return [item];
      const branches = [...item.branches];
      const [moved] = branches.splice(from, 1);
      branches.splice(to, 0, moved!);
      return [renumbered({ ...item, branches })];
    }),
  );
}

function renumbered(item: ConditionItem): ConditionItem {
  const branches = item.branches.map((each, index) => ({ ...each, branch: { ...each.branch, priority: index + 1 } }));
  return { ...item, branches, node: { ...item.node, branches: branches.map((each) => each.branch) } };
}

/** Changes one node's own settings (never its links, which the tree writes). */
export function updateNode(definition: WorkflowDefinition, nodeId: string, change: (node: WorkflowNode) => WorkflowNode): WorkflowDefinition {
  let changed = false;
  const nodes = definition.nodes.map((node) => {
    if (node.nodeId !== nodeId) return node;
    const next = change(node);
    changed = next !== node;
    return { ...next, nodeId: node.nodeId, nodeType: node.nodeType, ...links(node) } as WorkflowNode;
  });
  return changed ? { ...definition, nodes } : definition;
}

function links(node: WorkflowNode): Partial<WorkflowNode> {
  return node.nextNodeId === undefined ? {} : { nextNodeId: node.nextNodeId };
}

/** Changes one branch's own settings (name, conditions, default), keeping where it leads. */
export function updateBranch(definition: WorkflowDefinition, conditionId: string, branchIndex: number, change: (branch: WorkflowBranch) => WorkflowBranch): WorkflowDefinition {
  return updateNode(definition, conditionId, (node) => {
    const branches = node.branches ?? [];
    const current = branches[branchIndex];
    if (!current) return node;
    const next = change(current);
    if (next === current) return node;
    const defaultMoved = next.isDefault === true && current.isDefault !== true;
    return {
      ...node,
      branches: branches.map((branch, index) => {
        if (index === branchIndex) return { ...next, nextNodeId: current.nextNodeId };
        // One default branch at most: making this one the default takes it from the others.
        if (defaultMoved && branch.isDefault === true) {
          const { isDefault: _was, ...rest } = branch;
          return rest;
        }
        return branch;
      }),
    };
  });
}
