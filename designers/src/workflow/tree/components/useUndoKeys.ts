import { useEffect, type RefObject } from 'react';
import type { WorkflowDesignerStore } from '../model/workflowStore';

function isEditableTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Ctrl/⌘+Z undoes, Ctrl/⌘+Shift+Z or Ctrl/⌘+Y redoes, when the focus is in the designer (outside text
 * boxes, which keep their own undo) or on the page body.
 */
export function useUndoKeys(root: RefObject<HTMLElement | null>, store: WorkflowDesignerStore | undefined): void {
  useEffect(() => {
    if (!store) return;
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || isEditableTarget(event.target)) return;
      const target = event.target as Node | null;
      if (target !== document.body && !(target && root.current?.contains(target))) return;
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
