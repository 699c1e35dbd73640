import type { DashboardDefinition } from '@wharf/schemas';
import type { IssueDraft } from '../types';
import { duplicateIssues, gridIssue } from './helpers';

/**
 * Unique item and filter ids, every item inside the 24-column grid, and filter items and filter
 * targets that name what the dashboard declares.
 */
export function dashboardRules(dashboard: DashboardDefinition): IssueDraft[] {
  const filters = dashboard.filters ?? [];
  const issues = [
    ...duplicateIssues(dashboard.items, (item) => item.itemId, (i) => `/items/${i}/itemId`, false),
    ...duplicateIssues(filters, (filter) => filter.filterId, (i) => `/filters/${i}/filterId`, false),
  ];
  const filterIds = new Set(filters.map((filter) => filter.filterId));
  const itemIds = new Set(dashboard.items.map((item) => item.itemId));
  dashboard.items.forEach((item, i) => {
    issues.push(...gridIssue(item, 24, `/items/${i}`));
    if (item.itemType === 'filter' && item.filterId !== undefined && !filterIds.has(item.filterId)) {
      issues.push({ path: `/items/${i}/filterId`, code: 'validation/unknown-reference', args: ['filter'] });
    }
  });
  filters.forEach((filter, i) =>
    (filter.targets ?? []).forEach((target, j) => {
      if (!itemIds.has(target)) issues.push({ path: `/filters/${i}/targets/${j}`, code: 'validation/unknown-reference', args: ['item'] });
    }),
  );
  return issues;
}
