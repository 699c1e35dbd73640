import type { InTenantCase } from './cases';

/** In-tenant cases of form data: records, the form runtime definition, imports, exports, duplicate check and fill rules. */
export const formDataCases: InTenantCase[] = [];

/** Form-data operations the in-tenant sweep does not send, each with the reason. */
export const formDataExemptions: Record<string, string> = {};
