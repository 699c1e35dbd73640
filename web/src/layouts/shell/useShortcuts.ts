import { useEffect } from 'react';
import { shortcutAction, type ShortcutAction } from '../../hooks/shortcuts';

/** Calls `onAction` for the global keyboard shortcuts while the shell is mounted. */
export function useShortcuts(isDebugAllowed: boolean, onAction: (action: ShortcutAction) => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutAction(event, isDebugAllowed);
      if (!action) return;
      if (action !== 'close-overlays') event.preventDefault();
      onAction(action);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isDebugAllowed, onAction]);
}
