import type { WorkflowBranch, WorkflowNode } from '@wharf/schemas';
import type { InsertPoint } from './treeEdits';
import type { TreeItem, TreeListRef, WorkflowTree } from './workflowTree';

/** What one box on the canvas shows. */
export type LaidOutBox =
  | { kind: 'node'; node: WorkflowNode }
  | { kind: 'branch'; conditionId: string; branchIndex: number; branchCount: number; branch: WorkflowBranch }
  | { kind: 'groupHead'; node: WorkflowNode }
  | { kind: 'merge'; conditionId: string }
  | { kind: 'insert'; at: InsertPoint };

/** A box placed on the canvas (top-left corner and size, in canvas pixels). */
export interface PlacedBox {
  id: string;
  box: LaidOutBox;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A line joining two boxes, bottom of `source` to top of `target`. */
export interface PlacedLine {
  id: string;
  source: string;
  target: string;
}

export interface TreeLayout {
  boxes: PlacedBox[];
  lines: PlacedLine[];
}

/** Sizes in canvas pixels; the node cards are all one size, so the tree reads as columns. */
export const layoutSizes = {
  card: { width: 220, height: 84 },
  edgeCard: { width: 160, height: 44 },
  head: { width: 96, height: 28 },
  merge: { width: 8, height: 8 },
  insert: { width: 28, height: 28 },
  /** Vertical room between two boxes of a line: the "+" sits in its middle. */
  gap: 64,
  /** Horizontal room between two branch columns. */
  columnGap: 40,
};

const cardOf = (node: WorkflowNode) => (node.nodeType === 'end' ? layoutSizes.edgeCard : layoutSizes.card);

function listWidth(items: readonly TreeItem[]): number {
  return Math.max(layoutSizes.card.width, ...items.map(itemWidth));
}

function itemWidth(item: TreeItem): number {
  if (item.kind === 'step') return layoutSizes.card.width;
  return item.branches.reduce((sum, each) => sum + listWidth(each.items), 0) + layoutSizes.columnGap * (item.branches.length - 1);
}

const listKey = (list: TreeListRef) => (list.conditionId === undefined ? 'main' : `${list.conditionId}.${list.branchIndex}`);

/**
 * Places the tree top to bottom: the start card, the main line, the end card; a condition group as a
 * small head, its branches side by side (each a branch card, then its nodes), and a merge point the
 * branches come back to. Between two boxes of a line sits a "+" (an insert box) for that place.
 */
export function layoutTree(tree: WorkflowTree): TreeLayout {
  const boxes: PlacedBox[] = [];
  const lines: PlacedLine[] = [];
  const place = (id: string, box: LaidOutBox, centreX: number, top: number, size: { width: number; height: number }) => {
    boxes.push({ id, box, x: centreX - size.width / 2, y: top, width: size.width, height: size.height });
  };
  const join = (source: string, target: string) => lines.push({ id: `${source}->${target}`, source, target });

  /** Puts an insert "+" in the gap below `top`; returns the y after the gap. */
  const gapWithInsert = (list: TreeListRef, index: number, centreX: number, top: number, from: string): { next: number; via: string } => {
    const id = `insert:${listKey(list)}:${index}`;
    place(id, { kind: 'insert', at: { list, index } }, centreX, top + (layoutSizes.gap - layoutSizes.insert.height) / 2, layoutSizes.insert);
    join(from, id);
    return { next: top + layoutSizes.gap, via: id };
  };

  /** Lays out one line below the box `from`; returns the id of its last box and the y below it (gap included, "+" placed). */
  const layoutList = (items: readonly TreeItem[], list: TreeListRef, centreX: number, top: number, from: string): { last: string; bottom: number } => {
    let gap = gapWithInsert(list, 0, centreX, top, from);
    let y = gap.next;
    let previous = gap.via;
    items.forEach((item, index) => {
      const { first, last, bottom } = layoutItem(item, centreX, y);
      join(previous, first);
      gap = gapWithInsert(list, index + 1, centreX, bottom, last);
      y = gap.next;
      previous = gap.via;
    });
    return { last: previous, bottom: y };
  };

  const layoutItem = (item: TreeItem, centreX: number, top: number): { first: string; last: string; bottom: number } => {
    if (item.kind === 'step') {
      place(item.node.nodeId, { kind: 'node', node: item.node }, centreX, top, layoutSizes.card);
      return { first: item.node.nodeId, last: item.node.nodeId, bottom: top + layoutSizes.card.height };
    }
    const conditionId = item.node.nodeId;
    const headId = `head:${conditionId}`;
    place(headId, { kind: 'groupHead', node: item.node }, centreX, top, layoutSizes.head);
    const branchTop = top + layoutSizes.head.height + layoutSizes.gap / 2;
    let left = centreX - itemWidth(item) / 2;
    const ends = item.branches.map((each, branchIndex) => {
      const width = listWidth(each.items);
      const columnCentre = left + width / 2;
      left += width + layoutSizes.columnGap;
      const branchId = `branch:${conditionId}:${branchIndex}`;
      place(branchId, { kind: 'branch', conditionId, branchIndex, branchCount: item.branches.length, branch: each.branch }, columnCentre, branchTop, layoutSizes.card);
      join(headId, branchId);
      return layoutList(each.items, { conditionId, branchIndex }, columnCentre, branchTop + layoutSizes.card.height, branchId);
    });
    const mergeTop = Math.max(...ends.map((each) => each.bottom));
    const mergeId = `merge:${conditionId}`;
    place(mergeId, { kind: 'merge', conditionId }, centreX, mergeTop, layoutSizes.merge);
    for (const each of ends) join(each.last, mergeId);
    return { first: headId, last: mergeId, bottom: mergeTop + layoutSizes.merge.height };
  };

  place(tree.start.nodeId, { kind: 'node', node: tree.start }, 0, 0, cardOf(tree.start));
  const main = layoutList(tree.items, {}, 0, cardOf(tree.start).height, tree.start.nodeId);
  place(tree.end.nodeId, { kind: 'node', node: tree.end }, 0, main.bottom, cardOf(tree.end));
  join(main.last, tree.end.nodeId);
  return { boxes, lines };
}
