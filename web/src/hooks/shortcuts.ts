export type ShortcutAction = 'open-search' | 'enable-debug' | 'close-overlays';

export interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
}

/**
 * Keyboard shortcuts of spec §2: Ctrl+Alt+E opens global search, Ctrl+Alt+D enables debug mode
 * (only when the debug setting is on), Escape closes both.
 */
export function shortcutAction({ key, ctrlKey, altKey }: ShortcutKey, isDebugAllowed: boolean): ShortcutAction | undefined {
  if (key === 'Escape') return 'close-overlays';
  if (!ctrlKey || !altKey) return undefined;
  // With Alt held some layouts report a composed character, so compare letters case-insensitively.
  const letter = key.toLowerCase();
  if (letter === 'e') return 'open-search';
  if (letter === 'd' && isDebugAllowed) return 'enable-debug';
  return undefined;
}
