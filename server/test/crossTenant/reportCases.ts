import type { SweepCase } from './cases';

/**
 * Datasets and report widgets (issue 17), found by code. The customs example's dataset
 * `dec_by_port` and widget `dec_by_port_chart` are demo's only (acme installs no app), so acme's
 * administrator — who may run any of acme's — finds none: 404 before anything runs or is queued.
 * reports.int.test.ts also checks that a row of another tenant in the same table is never counted.
 */
export const reportSweepCases: SweepCase[] = [
  { operation: 'POST /api/eform/dataset/{datasetCode}/query', request: () => ({ path: '/api/eform/dataset/dec_by_port/query', body: {} }) },
  { operation: 'GET /api/eform/report/widget/{widgetCode}/data', request: () => ({ path: '/api/eform/report/widget/dec_by_port_chart/data' }) },
  { operation: 'POST /api/eform/report/widget/{widgetCode}/export', request: () => ({ path: '/api/eform/report/widget/dec_by_port_chart/export', body: {} }) },
];
