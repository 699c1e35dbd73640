import { reportsDataset, reportsWidget } from '../support/reportDefinitions';

/** How apiResponses.int.test.ts calls a documented operation (its own `Call` shape). */
type Call = { method: string; path: string; body?: unknown };
type Ok = <T>(method: string, path: string, body?: unknown) => Promise<T>;

/**
 * Datasets and report widgets at run time (issue 17), as demo's administrator: a table dataset over
 * the customs declarations and a widget over it (made by `prepareReports`), queried with a drill and
 * dictionary labels, read as chart data, and exported through the download centre.
 */
export const reportCases: Record<string, () => Call> = {
  'POST /api/eform/dataset/{datasetCode}/query': () => ({ method: 'POST', path: '/api/eform/dataset/ar_decl/query', body: { dimensions: ['customsCode'], measures: ['declTotal', 'id'], drill: { hierarchy: 'geo', path: ['2200'] } } }),
  'GET /api/eform/report/widget/{widgetCode}/data': () => ({ method: 'GET', path: '/api/eform/report/widget/ar_by_port/data' }),
  'POST /api/eform/report/widget/{widgetCode}/export': () => ({ method: 'POST', path: '/api/eform/report/widget/ar_by_port/export', body: {} }),
};

/** Publishes the dataset and widget the cases call. */
export async function prepareReports(ok: Ok): Promise<Record<string, string>> {
  for (const [kind, code, body] of [['dataset', 'ar_decl', reportsDataset('ar_decl')], ['report', 'ar_by_port', reportsWidget('ar_by_port', 'ar_decl')]] as const) {
    const { id } = await ok<{ id: string }>('POST', '/api/eform/definitions', { kind, code, name: code, body });
    await ok('POST', `/api/eform/definitions/${id}/publish`, {});
  }
  return {};
}
