import type { SweepCase } from './cases';

/**
 * Builders' self-service (issue 18 §3): copying or deleting the victim's definition is not found;
 * find usages asks by code, so the victim's form code is answered with the caller's own tenant's
 * usages (acme has none of demo's example), never the victim's.
 */
export const selfServiceSweepCases: SweepCase[] = [
  { operation: 'POST /api/eform/definitions/{id}/copy', request: (v) => ({ path: `/api/eform/definitions/${v.formId}/copy`, body: {} }) },
  { operation: 'DELETE /api/eform/definitions/{id}', request: (v) => ({ path: `/api/eform/definitions/${v.formId}` }) },
  { operation: 'GET /api/eform/usages', request: (v) => ({ path: `/api/eform/usages?kind=form&code=${v.formCode}` }), outcome: 'ownScope' },
];
