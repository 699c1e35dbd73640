import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileLoops, readImportGraph } from '../scripts/importGraph';

/**
 * The other packages' file import loops (issue 15: none except recursive UI components), read from
 * their sources as the server's own graph is (`importGraph.test.ts`). Kept here, beside the reader.
 */
const packages = ['schemas', 'engine', 'renderer', 'designers', 'web'] as const;

/** Components that render each other (a canvas entry holds containers holding entries): allowed. */
const recursiveComponents = [['form/components/CanvasArea.tsx', 'form/components/CanvasContainer.tsx', 'form/components/CanvasEntry.tsx']];

describe('the packages\' import graphs', () => {
  it.each(packages)('%s has no import loop but recursive components', (name) => {
    const graph = readImportGraph(resolve(import.meta.dirname, '..', '..', name, 'src'));
    expect(graph.files.length).toBeGreaterThan(10);
    expect(fileLoops(graph)).toEqual(name === 'designers' ? recursiveComponents : []);
  });
});
