import type { InTenantCase } from './cases';

/**
 * Workflow operations that take a code but no id (the cross-tenant sweep's workflow cases, which
 * the other areas' list repeats here, cover the rest): previewing the victim's template, which only
 * staff may start, is refused to a user without roles before any approver is resolved.
 */
export const workflowInTenantCases: InTenantCase[] = [
  { operation: 'POST /api/bpm/instance/preview', request: (v) => ({ path: '/api/bpm/instance/preview', body: { processKey: v.processKey, formCode: v.formCode, data: {} } }) },
];
