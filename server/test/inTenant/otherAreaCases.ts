import type { InTenantCase } from './cases';

/** In-tenant cases of the other areas (system administration, identity, reference data, downloads). */
export const otherAreaCases: InTenantCase[] = [];

/** Operations of the other areas the in-tenant sweep does not send, each with the reason. */
export const otherAreaExemptions: Record<string, string> = {};
