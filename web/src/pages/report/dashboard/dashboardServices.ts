import type { DashboardServices } from '@wharf/renderer';
import type { ApiResult, DashboardDefinition } from '@wharf/schemas';
import { unwrap } from '../../../api/eformResult';
import { createReportsApi } from '../../../api/reportsApi';
import { createSystemLookupsApi } from '../../../api/systemLookupsApi';
import type { AppServices } from '../../../app/appServices';

/** `GET /api/eform/report/dashboard/{dashboardCode}/definition`: the published dashboard the caller may open. */
export type PublishedDashboard = Omit<ApiResult<'GET /api/eform/report/dashboard/{dashboardCode}/definition'>, 'body'> & { body: DashboardDefinition };

/** The published dashboard `code` (403 when the caller reaches it through no menu, portal or design right). */
export function loadPublishedDashboard(app: Pick<AppServices, 'http'>, code: string): Promise<PublishedDashboard> {
  return unwrap(app.http.get<PublishedDashboard>(`/eform/report/dashboard/${encodeURIComponent(code)}/definition`));
}

/**
 * What the dashboard runtime asks of the app: every widget's data through the ONE batched NDJSON
 * request (`streamWidgetData`), and dictionary items for select filters (each code asked once).
 */
export function createDashboardServices(app: Pick<AppServices, 'bootConfig' | 'session' | 'settings' | 'http'>): DashboardServices {
  const reports = createReportsApi(app);
  const lookups = createSystemLookupsApi(app.http);
  const dictionaries = new Map<string, ReturnType<NonNullable<DashboardServices['dictItems']>>>();
  return {
    loadWidgetData: (items, onLine, signal) => reports.streamWidgetData(items, onLine, signal),
    dictItems(dictCode) {
      let items = dictionaries.get(dictCode);
      if (!items) {
        items = lookups.dictItems(dictCode).then((list) => (list ?? []).map((item) => ({ value: String(item.value), text: item.text })));
        items.catch(() => dictionaries.delete(dictCode));
        dictionaries.set(dictCode, items);
      }
      return items;
    },
  };
}
