import type { DatasetAnswer, DatasetFilter, DatasetQuery, DrillState, WidgetData, WidgetDataLine, WidgetDataRequest } from '@wharf/engine';
import type { ApiResult } from '@wharf/schemas';
import type { AppServices } from '../app/appServices';
import { HttpError } from '../http/envelope';
import { buildRequestHeaders, buildRequestUrl, type QueryValue } from '../http/requestShape';
import { resultOf, unwrap } from './eformResult';

/** What narrows one widget's data: the card's menu parameters, extra filters and where a drill-down stands. */
export interface WidgetDataQuery {
  /** A menu card's componentProps: `colCode` + `queryValue` become an `eq` filter on the server. */
  colCode?: string;
  queryValue?: string;
  filters?: DatasetFilter[];
  drill?: DrillState;
}

/** The code a synthesised line carries when the stream ended before the server answered an item. */
export const streamEndedCode = 'report/stream-ended';

const segment = encodeURIComponent;

/** The query text of a widget data GET: filters and drill travel as JSON text (REPORTS.md). */
export function widgetDataQueryParameters({ colCode, queryValue, filters, drill }: WidgetDataQuery): Record<string, QueryValue> {
  return {
    colCode,
    queryValue,
    filters: filters && filters.length > 0 ? JSON.stringify(filters) : undefined,
    drill: drill ? JSON.stringify(drill) : undefined,
  };
}

/**
 * Reads an NDJSON body line by line as it arrives: a line may be split over several chunks (even
 * inside a multi-byte character), several lines may come in one chunk; blank lines are skipped.
 * Resolves when the body ends; a line that is not JSON rejects (the server never writes one).
 */
export async function readNdjsonLines(body: ReadableStream<Uint8Array>, onLine: (value: unknown) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  const emit = (text: string) => {
    const trimmed = text.trim();
    if (trimmed) onLine(JSON.parse(trimmed) as unknown);
  };
  for (;;) {
    const { done, value } = await reader.read();
    pending += done ? decoder.decode() : decoder.decode(value, { stream: true });
    let newline = pending.indexOf('\n');
    while (newline >= 0) {
      emit(pending.slice(0, newline));
      pending = pending.slice(newline + 1);
      newline = pending.indexOf('\n');
    }
    if (done) break;
  }
  emit(pending);
}

/** The server's message of a failed (non-stream) answer, else `HTTP <status>`. */
async function failureOf(response: Response): Promise<HttpError> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    // not JSON: keep the text
  }
  const message = (body as { message?: unknown } | null)?.message;
  return new HttpError(response.status, body, typeof message === 'string' && message ? message : `HTTP ${response.status}`);
}

type ReportsApp = Pick<AppServices, 'bootConfig' | 'session' | 'settings' | 'http'>;

/**
 * The client of the report routes (issue 17, REPORTS.md "The API"): dataset queries, one widget's
 * data, the batched NDJSON widget data of dashboards and portals, and the xlsx export task.
 */
export function createReportsApi(app: ReportsApp, fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init)) {
  const { http } = app;
  return {
    /** `POST /api/eform/dataset/{datasetCode}/query`: the dataset's answer, run as the caller. */
    datasetQuery: (datasetCode: string, query: DatasetQuery) => unwrap(http.post<DatasetAnswer>(`/eform/dataset/${segment(datasetCode)}/query`, query)),

    /** `GET /api/eform/report/widget/{widgetCode}/data`: one widget's chart-ready data. */
    widgetData: (widgetCode: string, query: WidgetDataQuery = {}, signal?: AbortSignal) =>
      unwrap(http.request<WidgetData>('GET', `/eform/report/widget/${segment(widgetCode)}/data`, { query: widgetDataQueryParameters(query), signal })),

    /**
     * `POST /api/eform/report/data`: every item's data in one request; `onLine` runs for each answer
     * line as soon as it arrives (in the server's order, not the items'). An item the stream never
     * answered gets a failure line with `streamEndedCode`, so every item hears back exactly once.
     * A refused request (400, 401…) rejects with an HttpError carrying the server's message.
     */
    streamWidgetData: async (items: WidgetDataRequest[], onLine: (line: WidgetDataLine) => void, signal?: AbortSignal): Promise<void> => {
      const settings = app.settings.getState();
      const url = buildRequestUrl({ baseUrl: app.bootConfig.apiBaseUrl, path: '/eform/report/data', method: 'POST', language: settings.language, now: Date.now() });
      const headers = buildRequestHeaders({ token: app.session.getState().token, secondLanguage: settings.secondLanguage, isDeclarePage: false, hasJsonBody: true });
      headers.Accept = 'application/x-ndjson, application/json';
      const response = await fetchImpl(url, { method: 'POST', headers, body: JSON.stringify({ items }), signal });
      if (!response.ok || !response.body) throw await failureOf(response);
      const unanswered = new Set(items.map((item) => item.key));
      await readNdjsonLines(response.body, (value) => {
        const line = value as WidgetDataLine;
        if (!unanswered.delete(line.key)) return;
        onLine(line);
      });
      for (const key of unanswered) onLine({ key, success: false, code: streamEndedCode, message: streamEndedCode });
    },

    /**
     * `POST /api/eform/report/widget/{widgetCode}/export`: queues an xlsx of the widget's data (the
     * same filters and drill as its chart) in the download centre, named `taskName` there.
     */
    exportWidget: async (widgetCode: string, { filters, drill, taskName }: Pick<WidgetDataQuery, 'filters' | 'drill'> & { taskName?: string } = {}) => {
      const body = { ...(filters && filters.length > 0 ? { filters } : {}), ...(drill ? { drill } : {}), ...(taskName ? { taskName: taskName.slice(0, 100) } : {}) };
      const answer = await http.post<ApiResult<'POST /api/eform/report/widget/{widgetCode}/export'>>(`/eform/report/widget/${segment(widgetCode)}/export`, body);
      return { taskId: resultOf(answer).taskId, message: answer.message };
    },
  };
}

export type ReportsApi = ReturnType<typeof createReportsApi>;
