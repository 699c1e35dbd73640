import { useEffect, type RefObject } from 'react';
import { deleteNode } from '../model/treeEdits';
import type { WorkflowDesignerStore } from '../model/workflowStore';

function isEditableTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Ctrl/⌘+Z undoes, Ctrl/⌘+Shift+Z or Ctrl/⌘+Y redoes, Delete removes the selected node, when the focus
 * is in the designer (outside text boxes, which keep their own undo) or on the page body.
 */
export function useUndoKeys(root: RefObject<HTMLElement | null>, store: WorkflowDesignerStore | undefined): void {
  useEffect(() => {
    if (!store) return;
    const onKey = (event: KeyboardEvent) => {
      if (isEditableTarget(event.target)) return;
      const target = event.target as Node | null;
      if (target !== document.body && !(target && root.current?.contains(target))) return;
      if (event.key === 'Delete' && !event.ctrlKey && !event.metaKey) {
        const { selection, apply } = store.getState();
        if (selection.kind === 'node') apply((definition) => deleteNode(definition, selection.nodeId), { select: { kind: 'process' } });
        return;
      }
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) store.getState().undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') store.getState().redo();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [root, store]);
}
