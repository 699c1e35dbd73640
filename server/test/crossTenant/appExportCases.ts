import type { SweepCase } from './cases';

/**
 * Exporting an app (issue 19): the path names an app by code, an installed market app or an app
 * group of the caller's tenant. The attacker names the victim's app group and the victim's
 * installed customs app; neither is in the attacker's tenant, so both are not found, and nothing
 * of the victim's leaves.
 */
export const appExportSweepCases: SweepCase[] = [
  { operation: 'GET /api/eform/apps/{appCode}/export', request: () => ({ path: '/api/eform/apps/victim_group/export' }) },
  { operation: 'GET /api/eform/apps/{appCode}/export', request: () => ({ path: '/api/eform/apps/customs_declaration/export?download=1' }) },
];
