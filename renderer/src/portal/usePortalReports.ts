import type { WidgetData, WidgetDataRequest } from '@wharf/engine';
import type { PortalWidget } from '@wharf/schemas';
import { useEffect, useMemo, useState } from 'react';
import type { PortalServices } from './types';

/** Where one report card's data stands. */
export interface ReportCardState {
  status: 'loading' | 'ready' | 'error';
  data?: WidgetData;
  message?: string;
}

/** The batched requests of a portal's report widgets, keyed by widget id. */
export function reportRequests(widgets: ReadonlyArray<PortalWidget>): WidgetDataRequest[] {
  return widgets.filter((widget) => widget.widgetType === 'report' && widget.code).map((widget) => ({ key: widget.widgetId, widgetCode: widget.code as string }));
}

/**
 * Loads every report card of the portal in ONE request and fills each card's state as its line
 * arrives; a failed request marks the cards still waiting with its message. A new portal cancels
 * the request of the previous one.
 */
export function usePortalReports(widgets: ReadonlyArray<PortalWidget>, services: Pick<PortalServices, 'loadWidgetData'>): Record<string, ReportCardState> {
  const requests = useMemo(() => reportRequests(widgets), [widgets]);
  const signature = JSON.stringify(requests);
  const [states, setStates] = useState<Record<string, ReportCardState>>({});
  useEffect(() => {
    if (requests.length === 0) return undefined;
    const controller = new AbortController();
    const waiting = new Set(requests.map((request) => request.key));
    setStates(Object.fromEntries(requests.map((request) => [request.key, { status: 'loading' } satisfies ReportCardState])));
    services
      .loadWidgetData(requests, (line) => {
        if (controller.signal.aborted) return;
        waiting.delete(line.key);
        setStates((all) => ({ ...all, [line.key]: line.success ? { status: 'ready', data: line.result } : { status: 'error', message: line.message } }));
      }, controller.signal)
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error ? error.message : String(error);
        setStates((all) => ({ ...all, ...Object.fromEntries([...waiting].map((key) => [key, { status: 'error', message } satisfies ReportCardState])) }));
      });
    return () => controller.abort();
    // The signature stands for the requests: a new array with the same items asks nothing again.
  }, [signature, services]);
  return states;
}
