import { likeCrossTenant, type InTenantCase } from './cases';

/**
 * Builders' self-service (issue 18 §3): copy, delete and find usages are for designers (and the
 * records' editors), so a user without roles and one holding only a view of an app are refused.
 */
export const selfServiceInTenantCases: InTenantCase[] = [
  ...likeCrossTenant(['POST /api/eform/definitions/{id}/copy', 'DELETE /api/eform/definitions/{id}'], 'refused', ['noRole', 'unrelatedView']),
  { operation: 'GET /api/eform/usages', request: (v) => ({ path: `/api/eform/usages?kind=form&code=${v.formCode}` }), callers: ['noRole', 'unrelatedView'] },
  { operation: 'GET /api/eform/usages', request: (v) => ({ path: `/api/eform/usages?kind=dictionary&code=${v.dictCode}` }), callers: ['noRole', 'unrelatedView'] },
];
