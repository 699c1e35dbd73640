import { useState } from 'react';
import { changedPaths, isTouched } from './touchedPaths';

interface Touched {
  opened: unknown;
  draft: unknown;
  paths: ReadonlySet<string>;
  isRevealed: boolean;
}

export interface ShownIssues<T> {
  /** The issues the builder has earned: those on values they changed, or all once revealed. */
  shown: T[];
  /** How many issues are not shown yet (they still block saving). */
  hiddenCount: number;
  /** Shows every issue (the "N things still to fix" link, or a save attempt). */
  revealAll(): void;
  isShown(path: string): boolean;
}

/**
 * "No error before the first input": a designer opens a new definition full of blanks, and
 * shouting "Table code cannot be empty" at a builder who has not typed anything yet teaches
 * nothing. Issues show once the builder has changed the value they are about (tracked across
 * drafts by `changedPaths`), or all of them after `revealAll`. `opened` is the definition the
 * designer was opened with: a new one starts a fresh record. A definition opened for editing
 * (`revealAtStart`) shows its problems at once — the builder came to fix them.
 */
export function useShownIssues<T extends { path: string }>(draft: unknown, issues: readonly T[], opened: unknown, revealAtStart = false): ShownIssues<T> {
  const [state, setState] = useState<Touched>(() => ({ opened, draft: opened, paths: new Set(), isRevealed: revealAtStart }));
  let current = state;
  if (state.opened !== opened) {
    current = { opened, draft: opened, paths: new Set(), isRevealed: revealAtStart };
  }
  if (current.draft !== draft) {
    const paths = new Set(current.paths);
    for (const path of changedPaths(current.draft, draft)) paths.add(path);
    current = { ...current, draft, paths };
  }
  // Deriving state from props during render (React's documented pattern): no flash of hidden issues.
  if (current !== state) setState(current);
  const isShown = (path: string) => current.isRevealed || isTouched(path, current.paths);
  const shown = issues.filter((issue) => isShown(issue.path));
  return {
    shown,
    hiddenCount: issues.length - shown.length,
    revealAll: () => setState((before) => ({ ...before, isRevealed: true })),
    isShown,
  };
}
