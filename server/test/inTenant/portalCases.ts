import type { InTenantCase } from './cases';

/** The portal (issue 17): "preview as role" of demo's portal is for portal designers only (403). */
export const portalInTenantCases: InTenantCase[] = [
  { operation: 'GET /api/eform/portal/{portalCode}/preview', request: () => ({ path: '/api/eform/portal/customs_home/preview?roleCode=customs_clerk' }) },
];
