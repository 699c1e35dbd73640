import type { SweepCase } from './cases';

/**
 * The portal (issue 17). Portals are found by code; the customs example's `customs_home` is demo's
 * only (acme installs no app), so acme's administrator — who designs portals in acme — finds none.
 * `GET /api/eform/portal/mine` takes nothing: portal.int.test.ts checks acme is answered no portal.
 */
export const portalSweepCases: SweepCase[] = [
  { operation: 'GET /api/eform/portal/{portalCode}/preview', request: () => ({ path: '/api/eform/portal/customs_home/preview?roleCode=customs_clerk' }) },
];
