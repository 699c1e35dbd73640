import { afterEach, describe, expect, it, vi } from 'vitest';
import { customsApproval } from '../testSupport';
import { deleteNode, updateNode } from './treeEdits';
import { createWorkflowStore, workflowCoalesceMilliseconds } from './workflowStore';

afterEach(() => vi.useRealTimers());

describe('createWorkflowStore', () => {
  it('undoes typing in one box as one step, and a later edit as another', () => {
    vi.useFakeTimers();
    const store = createWorkflowStore(customsApproval());
    const rename = (name: string) => store.getState().apply((definition) => updateNode(definition, 'broker', (node) => ({ ...node, name })), { coalesce: 'name:broker' });
    rename('C');
    rename('Cu');
    rename('Cus');
    vi.advanceTimersByTime(workflowCoalesceMilliseconds + 1);
    rename('Cust');
    expect(store.getState().past).toHaveLength(2);
    store.getState().undo();
    expect(store.getState().definition.nodes.find((node) => node.nodeId === 'broker')?.name).toBe('Cus');
    store.getState().undo();
    expect(store.getState().definition).toEqual(customsApproval());
  });

  it('after undoing a deletion the selection of the deleted node falls back to the process; redo re-applies', () => {
    const store = createWorkflowStore(customsApproval());
    store.getState().select({ kind: 'node', nodeId: 'notify' });
    store.getState().apply((definition) => deleteNode(definition, 'notify'));
    store.getState().undo();
    store.getState().select({ kind: 'node', nodeId: 'notify' });
    store.getState().redo();
    expect(store.getState().selection).toEqual({ kind: 'process' });
    expect(store.getState().definition.nodes.some((node) => node.nodeId === 'notify')).toBe(false);
    // A new edit forgets what could be redone.
    store.getState().undo();
    store.getState().apply((definition) => deleteNode(definition, 'broker'));
    expect(store.getState().future).toEqual([]);
  });

  it('a save marks what was sent as saved; edits made while it was under way stay, unsaved', () => {
    const store = createWorkflowStore(customsApproval());
    store.getState().apply((definition) => deleteNode(definition, 'notify'));
    const sent = store.getState().definition;
    store.getState().apply((definition) => deleteNode(definition, 'broker'));
    store.getState().markSaved({ ...sent, designer: 'tree' }, sent);
    expect(store.getState().saved.designer).toBe('tree');
    expect(store.getState().definition.nodes.some((node) => node.nodeId === 'broker')).toBe(false);
    store.getState().markSaved({ ...store.getState().definition, designer: 'tree' }, store.getState().definition);
    expect(store.getState().definition).toBe(store.getState().saved);
  });
});
