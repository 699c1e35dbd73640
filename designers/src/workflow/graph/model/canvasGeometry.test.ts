import { describe, expect, it } from 'vitest';
import { canvasFrame, canvasPadding, freePlace, linkPath, linkSpreads, nodeAt, nodeSize } from './canvasGeometry';
import { placedDefinition } from './testDefinitions.test-support';
import { toGraph } from './toGraph';

describe('canvas geometry', () => {
  const nodes = toGraph(placedDefinition()).nodes; // start (0,0), boss (10,150), end (0,300)

  it('frames every node with padding, negative coordinates included', () => {
    expect(canvasFrame(nodes)).toEqual({ offset: { x: canvasPadding, y: canvasPadding }, width: 10 + nodeSize.width + 2 * canvasPadding, height: 300 + nodeSize.height + 2 * canvasPadding });
    expect(canvasFrame([{ ...nodes[0]!, position: { x: -100, y: -50 } }]).offset).toEqual({ x: canvasPadding + 100, y: canvasPadding + 50 });
  });

  it('finds the card under a point, or none between cards', () => {
    expect(nodeAt(nodes, { x: 15, y: 160 })?.id).toBe('boss');
    expect(nodeAt(nodes, { x: 5, y: nodeSize.height + 20 })).toBeUndefined();
  });

  it('draws a link from the bottom middle of one card to the top middle of the other', () => {
    const { d, middle } = linkPath({ x: 0, y: 0 }, { x: 0, y: 200 });
    expect(d.startsWith(`M ${nodeSize.width / 2} ${nodeSize.height} `)).toBe(true);
    expect(d.endsWith(` ${nodeSize.width / 2} 200`)).toBe(true);
    expect(middle).toEqual({ x: nodeSize.width / 2, y: (nodeSize.height + 200) / 2 });
  });

  it('puts a new node under the selected one, stepping right past cards in the way', () => {
    const under = freePlace(nodes, nodes[0]!.position);
    // Under the start is the boss: the place moves right until it is free.
    expect(under.y).toBe(nodeSize.height + 56);
    expect(under.x).toBeGreaterThanOrEqual(10 + nodeSize.width);
    expect(freePlace(nodes)).toEqual({ x: 0, y: 300 + nodeSize.height + 56 });
    expect(freePlace([])).toEqual({ x: 0, y: 0 });
  });

  it('bows links sharing both ends apart, and leaves a lone link straight', () => {
    const spreads = linkSpreads([
      { id: 'a', source: 'c', target: 'x' },
      { id: 'b', source: 'c', target: 'x' },
      { id: 'c', source: 'c', target: 'y' },
    ]);
    expect(Object.fromEntries(spreads)).toEqual({ a: -30, b: 30, c: 0 });
    expect(linkPath({ x: 0, y: 0 }, { x: 0, y: 200 }, 40).middle.x).toBe(nodeSize.width / 2 + 30);
  });
});
