import { quickMenuLimit } from '@wharf/engine';

/** Moves the id at `from` to `to`; out-of-range moves leave the order as it is. */
export function moveQuickMenuId(ids: readonly string[], from: number, to: number): string[] {
  if (from === to || from < 0 || to < 0 || from >= ids.length || to >= ids.length) return [...ids];
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as string);
  return next;
}

/** Appends an id unless it is already there or the quick menu is full (spec §5: max 27). */
export function addQuickMenuId(ids: readonly string[], id: string): string[] {
  if (ids.includes(id) || ids.length >= quickMenuLimit) return [...ids];
  return [...ids, id];
}
