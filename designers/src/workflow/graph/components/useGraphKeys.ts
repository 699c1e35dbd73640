import { useEffect, useRef, type RefObject } from 'react';
import type { GraphDesignerStore } from '../store/graphStore';

function isEditableTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.closest('.ant-select') !== null;
}

/**
 * Ctrl/⌘+Z undoes, Ctrl/⌘+Shift+Z or Ctrl/⌘+Y redoes, Delete removes the selected node or link —
 * when the focus is in the designer (outside text boxes and pickers, which keep their own keys) or on
 * the page body. No keys when `store` is undefined (read-only).
 */
export function useGraphKeys(root: RefObject<HTMLElement | null>, store: GraphDesignerStore | undefined, onRemove: () => void): void {
  const remove = useRef(onRemove);
  remove.current = onRemove;
  useEffect(() => {
    if (!store) return;
    const onKey = (event: KeyboardEvent) => {
      if (isEditableTarget(event.target)) return;
      const target = event.target as Node | null;
      if (target !== document.body && !(target && root.current?.contains(target))) return;
      const key = event.key.toLowerCase();
      if (event.ctrlKey || event.metaKey) {
        if (key === 'z' && !event.shiftKey) store.getState().undo();
        else if ((key === 'z' && event.shiftKey) || key === 'y') store.getState().redo();
        else return;
      } else if (key === 'delete') {
        remove.current();
      } else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [root, store]);
}
