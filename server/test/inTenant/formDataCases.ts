import { likeCrossTenant, type InTenantCase } from './cases';

const noRoleAndUnrelatedView = ['noRole', 'unrelatedView'] as const;

/**
 * In-tenant cases of form data: records by id, the form runtime definition and submit, the view's
 * export, import and background runs, the duplicate check and fill-rule numbers. Neither a user
 * without roles nor one holding only a view over another table reaches the customs form
 * (`formDataAccess`), so every one is refused.
 */
export const formDataCases: InTenantCase[] = [
  ...likeCrossTenant([
    'POST /api/eform/data/{formCode}',
    'DELETE /api/eform/data/{formCode}',
    'POST /api/eform/runtime/form/{formCode}/data',
    'GET /api/eform/runtime/form/{formCode}/definition',
    'PUT /api/eform/data/{formCode}/batch',
    'GET /api/eform/data/{formCode}/{id}',
    'PUT /api/eform/data/{formCode}/{id}',
    'DELETE /api/eform/data/{formCode}/{id}',
    'POST /api/eform/data/{formCode}/{id}/copy',
    'GET /api/eform/data/{formCode}/{id}/logs',
    'GET /api/eform/views/{viewCode}/export',
    'GET /api/eform/runtime/view/{viewCode}/export',
    'POST /api/eform/views/{viewCode}/exportTask',
    'GET /api/eform/views/{viewCode}/importTemplate',
    'POST /api/eform/views/{viewCode}/import',
    'POST /api/eform/views/{viewCode}/asyncImport',
    'GET /api/eform/import/{importId}/errors',
  ], 'refused', noRoleAndUnrelatedView),
  // A field of the customs form: only its writers may ask whether a value is taken.
  { operation: 'POST /api/system/duplicate/check', request: (v) => ({ path: '/api/system/duplicate/check', body: { tableName: v.tableCode, fieldName: 'consignee', fieldVal: 'Victim Trading Co.', dataId: v.recordId } }), callers: noRoleAndUnrelatedView },
  { operation: 'POST /api/system/fillRule/executeRuleByCode/{ruleCode}', request: () => ({ path: '/api/system/fillRule/executeRuleByCode/dec_entry_no' }), callers: noRoleAndUnrelatedView },
];

/** Form-data operations the in-tenant sweep does not send, each with the reason. */
export const formDataExemptions: Record<string, string> = {};
