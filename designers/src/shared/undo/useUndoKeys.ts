import { useEffect, useRef, type RefObject } from 'react';

function isEditableTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Ctrl/⌘+Z undoes, Ctrl/⌘+Shift+Z or Ctrl/⌘+Y redoes, when the focus is inside `root` or nowhere in
 * particular (the page body, after a click on empty space). Text boxes keep their own undo.
 */
export function useUndoKeys(root: RefObject<HTMLElement | null>, history: { undo(): void; redo(): void }, isEnabled = true): void {
  const latest = useRef(history);
  latest.current = history;
  useEffect(() => {
    if (!isEnabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || isEditableTarget(event.target)) return;
      const target = event.target instanceof Node ? event.target : null;
      if (target !== document.body && !(target && root.current?.contains(target))) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) latest.current.undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') latest.current.redo();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [root, isEnabled]);
}
