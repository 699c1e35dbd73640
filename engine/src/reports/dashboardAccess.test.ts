import { describe, expect, it } from 'vitest';
import { canOpenDashboard } from './dashboardAccess';

const none = { isAll: false as const, perms: new Set<string>() };

describe('canOpenDashboard', () => {
  it('lets administrators and report designers open any dashboard', () => {
    expect(canOpenDashboard({ isAdministrator: true, held: none, reachableDashboardCodes: new Set() }, 'board')).toBe(true);
    expect(canOpenDashboard({ isAdministrator: false, held: { isAll: true }, reachableDashboardCodes: new Set() }, 'board')).toBe(true);
  });

  it('lets a user open only the dashboards their menus or portal reach', () => {
    const facts = { isAdministrator: false, held: none, reachableDashboardCodes: new Set(['customs_board']) };
    expect(canOpenDashboard(facts, 'customs_board')).toBe(true);
    expect(canOpenDashboard(facts, 'finance_board')).toBe(false);
  });
});
