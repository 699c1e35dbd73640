import type { InTenantCase } from './cases';

/**
 * Binding (issue 16) takes a form code: which template the victim's declaration form starts is
 * told only to those the template admits as initiators, so a user without roles is refused.
 */
export const workflowExtrasInTenantCases: InTenantCase[] = [
  { operation: 'GET /api/bpm/binding/template', request: (v) => ({ path: `/api/bpm/binding/template?formCode=${v.formCode}` }) },
  // The form's question answers 200 either way ("may not start" names no template), so it is judged by its content.
  { operation: 'GET /api/bpm/binding/startOffer', request: (v) => ({ path: `/api/bpm/binding/startOffer?formCode=${v.formCode}` }), outcome: 'nothingOfVictim' },
];

/** Workflow operations the in-tenant sweep does not judge, each with the reason. */
export const workflowExtrasInTenantExemptions: Record<string, string> = {
  'GET /api/bpm/users': 'open to every user of the tenant by design: the workflow pickers (transfer, delegate, add signer, delegation) must find colleagues, so the tenant\'s active users (id, username, name, department; no contact data) are the answer; workflowUsers.int.test.ts checks it',
};
