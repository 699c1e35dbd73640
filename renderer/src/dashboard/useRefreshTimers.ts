import type { DashboardDefinition } from '@wharf/schemas';
import { useEffect, useRef } from 'react';

/** A large screen refreshes itself this often when its definition sets no interval (wall displays). */
export const largeScreenRefreshSeconds = 60;

/**
 * The refresh plan: which report items reload every how many seconds. The dashboard's interval
 * reloads every item (for a large screen, 60 s unless set; 0 means never); an item's own interval
 * reloads that item (and takes it out of the dashboard-wide one when shorter is not the point: both run).
 */
export function refreshPlan(definition: DashboardDefinition, isLargeScreen: boolean): Array<{ seconds: number; itemIds?: string[] }> {
  const plan: Array<{ seconds: number; itemIds?: string[] }> = [];
  const every = definition.refreshSeconds ?? (isLargeScreen ? largeScreenRefreshSeconds : 0);
  if (every > 0) plan.push({ seconds: every });
  const byInterval = new Map<number, string[]>();
  for (const item of definition.items) {
    if (item.itemType !== 'report' || !item.refreshSeconds) continue;
    byInterval.set(item.refreshSeconds, [...(byInterval.get(item.refreshSeconds) ?? []), item.itemId]);
  }
  for (const [seconds, itemIds] of byInterval) plan.push({ seconds, itemIds });
  return plan;
}

/**
 * Runs the refresh plan. While the tab is hidden nothing reloads; a reload that fell due meanwhile
 * runs once when the tab is shown again.
 */
export function useRefreshTimers(definition: DashboardDefinition, isLargeScreen: boolean, reload: (itemIds?: readonly string[]) => void): void {
  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  useEffect(() => {
    const plan = refreshPlan(definition, isLargeScreen);
    if (plan.length === 0) return undefined;
    const due = new Set<(typeof plan)[number]>();
    const timers = plan.map((entry) =>
      setInterval(() => {
        if (document.visibilityState === 'hidden') due.add(entry);
        else reloadRef.current(entry.itemIds);
      }, entry.seconds * 1000),
    );
    const onVisibility = () => {
      if (document.visibilityState === 'hidden' || due.size === 0) return;
      const entries = [...due];
      due.clear();
      // One reload for everything due: the whole dashboard if any dashboard-wide entry fell due.
      if (entries.some((entry) => !entry.itemIds)) reloadRef.current();
      else reloadRef.current(entries.flatMap((entry) => entry.itemIds ?? []));
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      timers.forEach(clearInterval);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [definition, isLargeScreen]);
}
