import { describe, expect, it, vi } from 'vitest';
import { addNode, moveNode, updateNode } from '../model/graphEdits';
import { customsApproval, placedDefinition } from '../model/testDefinitions.test-support';
import { createGraphStore, graphCoalesceMilliseconds } from './graphStore';

describe('graph designer store', () => {
  it('opens a definition without positions laid out, and marks edits as written by the graph designer', () => {
    const store = createGraphStore(customsApproval());
    expect(store.getState().definition.nodes.every((node) => node.position !== undefined)).toBe(true);
    expect(store.getState().definition.designer).toBeUndefined();
    store.getState().apply((definition) => moveNode(definition, 'broker', { x: 500, y: 500 }));
    expect(store.getState().definition.designer).toBe('graph');
  });

  it('undoes and redoes whole steps; an edit that changes nothing is no step', () => {
    const store = createGraphStore(placedDefinition());
    const before = store.getState().definition;
    store.getState().apply((definition) => definition);
    expect(store.getState().past).toHaveLength(0);
    store.getState().apply((definition) => addNode(definition, 'cc', { x: 0, y: 0 }, 'Cc').definition, { select: { kind: 'node', nodeId: 'cc_1' } });
    const after = store.getState().definition;
    store.getState().undo();
    expect(store.getState().definition).toBe(before);
    // The node undone away is no longer selected.
    expect(store.getState().selection).toEqual({ kind: 'process' });
    store.getState().redo();
    expect(store.getState().definition).toBe(after);
  });

  it('joins typing in one box into one step, but not after a pause', () => {
    vi.useFakeTimers();
    try {
      const store = createGraphStore(placedDefinition());
      for (const name of ['B', 'Bo', 'Bos']) store.getState().apply((definition) => updateNode(definition, 'boss', { name }), { coalesce: 'boss.name' });
      expect(store.getState().past).toHaveLength(1);
      vi.advanceTimersByTime(graphCoalesceMilliseconds + 1);
      store.getState().apply((definition) => updateNode(definition, 'boss', { name: 'Boss!' }), { coalesce: 'boss.name' });
      expect(store.getState().past).toHaveLength(2);
      store.getState().undo();
      expect(store.getState().definition.nodes[1]!.name).toBe('Bos');
    } finally {
      vi.useRealTimers();
    }
  });

  it('records a save: the stored definition becomes the saved one, laid out', () => {
    const store = createGraphStore(placedDefinition());
    store.getState().apply((definition) => moveNode(definition, 'boss', { x: 1, y: 2 }));
    const edited = store.getState().definition;
    expect(store.getState().saved).not.toBe(edited);
    store.getState().markSaved(structuredClone(edited));
    expect(store.getState().saved).toBe(edited);
    const { position: _p, ...bare } = edited.nodes[2]!;
    store.getState().markSaved({ ...edited, nodes: [edited.nodes[0]!, edited.nodes[1]!, bare] });
    expect(store.getState().definition.nodes[2]!.position).toBeDefined();
    expect(store.getState().saved).toBe(store.getState().definition);
    expect(store.getState().past).toHaveLength(1);
  });
});
