import type { InTenantCase } from './cases';

/** In-tenant cases of the definition store, app groups and the definitions list. */
export const definitionCases: InTenantCase[] = [];

/** Operations of the definitions area the in-tenant sweep does not send, each with the reason. */
export const definitionExemptions: Record<string, string> = {};
