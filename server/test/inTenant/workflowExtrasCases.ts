import type { InTenantCase } from './cases';

/**
 * Binding (issue 16) takes a form code: which template the victim's declaration form starts is
 * told only to those the template admits as initiators, so a user without roles is refused.
 */
export const workflowExtrasInTenantCases: InTenantCase[] = [
  { operation: 'GET /api/bpm/binding/template', request: (v) => ({ path: `/api/bpm/binding/template?formCode=${v.formCode}` }) },
];
