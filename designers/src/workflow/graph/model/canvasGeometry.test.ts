import { describe, expect, it } from 'vitest';
import { freePlace, linkPath, linkSpreads, nodeSize } from './canvasGeometry';
import { placedDefinition } from './testDefinitions.test-support';
import { toGraph } from './toGraph';

describe('canvas geometry', () => {
  const nodes = toGraph(placedDefinition()).nodes; // start (0,0), boss (10,150), end (0,300)

  it('draws a link from the source handle down and into the target handle from above', () => {
    const { d, middle } = linkPath({ x: 95, y: 72 }, { x: 95, y: 200 });
    expect(d).toBe('M 95 72 C 95 136 95 136 95 200');
    expect(middle).toEqual({ x: 95, y: 136 });
    // A loop back up still leaves downwards and arrives from above.
    expect(linkPath({ x: 0, y: 300 }, { x: 0, y: 0 }).d).toBe('M 0 300 C 0 450 0 -150 0 0');
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
    expect(linkPath({ x: 0, y: 0 }, { x: 0, y: 200 }, 40).middle.x).toBe(30);
  });
});
