import type { InTenantCase } from './cases';

/**
 * Datasets and report widgets (issue 17). A user without roles reaches the customs example's
 * chart through the tenant's default portal (`customs_home` shows `dec_by_port_chart` to everyone),
 * so its dataset and widget answer them aggregates — never a record, so nothing of the victim's
 * declaration shows. reports.int.test.ts checks that a widget nobody's menus or portal open is
 * refused (403) to a user without roles and to the holder of an unrelated view.
 */
export const reportInTenantCases: InTenantCase[] = [
  { operation: 'POST /api/eform/dataset/{datasetCode}/query', request: () => ({ path: '/api/eform/dataset/dec_by_port/query', body: {} }), outcome: 'nothingOfVictim' },
  { operation: 'GET /api/eform/report/widget/{widgetCode}/data', request: () => ({ path: '/api/eform/report/widget/dec_by_port_chart/data' }), outcome: 'nothingOfVictim' },
  { operation: 'POST /api/eform/report/widget/{widgetCode}/export', request: () => ({ path: '/api/eform/report/widget/dec_by_port_chart/export', body: {} }), outcome: 'nothingOfVictim' },
];
