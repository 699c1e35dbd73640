import {
  changedRequests,
  dashboardLinkReducer,
  emptyLinkState,
  widgetRequests,
  type DashboardLinkAction,
  type DashboardLinkState,
  type WidgetData,
  type WidgetDataLine,
  type WidgetDataRequest,
} from '@wharf/engine';
import type { DashboardDefinition } from '@wharf/schemas';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { BatchLoader } from './batchLoader';
import type { DashboardServices, ItemDataState } from './types';

/** The key of the extra request that loads a filter's options from a widget (`optionsFrom`). */
export const optionsKey = (filterId: string) => `options:${filterId}`;

/**
 * The dimension codes an answer shows its dataset has: its dimension columns, the widget's category
 * and series fields and the levels of its drill hierarchy. Widgets of one dataset share what each learns.
 */
export function answerDimensions(data: WidgetData): string[] {
  const codes = new Set<string>();
  for (const column of data.columns) if (column.role === 'dimension') codes.add(column.key);
  if (data.widget.xField) codes.add(data.widget.xField);
  if (data.widget.seriesField) codes.add(data.widget.seriesField);
  for (const level of data.drill?.levels ?? []) codes.add(level);
  return [...codes];
}

function mergeDimensions(known: Record<string, string[]>, datasetCode: string, codes: string[]): Record<string, string[]> {
  const current = known[datasetCode] ?? [];
  const added = codes.filter((code) => !current.includes(code));
  return added.length === 0 && known[datasetCode] ? known : { ...known, [datasetCode]: [...current, ...added] };
}

/** What `useDashboardData` gives the dashboard. */
export interface DashboardData {
  links: DashboardLinkState;
  dispatch(action: DashboardLinkAction): void;
  /** Report items' data by item id. */
  items: Record<string, ItemDataState>;
  /** `optionsFrom` widgets' data by filter id. */
  optionData: Record<string, WidgetData>;
  /** Asks again for these report items (all when absent), whether or not their request changed. */
  reload(itemIds?: readonly string[]): void;
}

/**
 * A dashboard's data: the link state (filters, clicks, drills; engine `dashboardLinkReducer`), every
 * report item's request (engine `widgetRequests`) sent in ONE batch at first and then only for the
 * items a change affects, each item's state updated as its line arrives, stale answers dropped.
 */
export function useDashboardData(definition: DashboardDefinition, services: DashboardServices): DashboardData {
  const [links, dispatch] = useReducer(dashboardLinkReducer, undefined, emptyLinkState);
  const [items, setItems] = useState<Record<string, ItemDataState>>({});
  const [optionData, setOptionData] = useState<Record<string, WidgetData>>({});
  const [knownDimensions, setKnownDimensions] = useState<Record<string, string[]>>({});
  const [datasetOf, setDatasetOf] = useState<Record<string, string>>({});

  const onLine = useCallback((line: WidgetDataLine) => {
    if (line.key.startsWith('options:')) {
      const filterId = line.key.slice('options:'.length);
      if (line.success) setOptionData((previous) => ({ ...previous, [filterId]: line.result }));
      return;
    }
    if (!line.success) {
      setItems((previous) => ({ ...previous, [line.key]: { status: 'error', message: line.message, data: previous[line.key]?.data } }));
      return;
    }
    const data = line.result;
    setItems((previous) => ({ ...previous, [line.key]: { status: 'ready', data } }));
    setDatasetOf((previous) => (previous[line.key] === data.widget.datasetCode ? previous : { ...previous, [line.key]: data.widget.datasetCode }));
    setKnownDimensions((previous) => mergeDimensions(previous, data.widget.datasetCode, answerDimensions(data)));
  }, []);
  const onFailure = useCallback((keys: string[], message: string) => {
    setItems((previous) => ({ ...previous, ...Object.fromEntries(keys.map((key) => [key, { status: 'error', message, data: previous[key]?.data } satisfies ItemDataState])) }));
  }, []);

  const loaderRef = useRef<BatchLoader>(undefined);
  useEffect(() => {
    const loader = new BatchLoader(services, { onLine, onFailure });
    loaderRef.current = loader;
    return () => loader.close();
  }, [services, onLine, onFailure]);

  const dimensions = useMemo(
    () => Object.fromEntries(definition.items.map((item) => [item.itemId, datasetOf[item.itemId] ? knownDimensions[datasetOf[item.itemId]!] : undefined])),
    [definition, datasetOf, knownDimensions],
  );
  const requests = useMemo(() => widgetRequests({ definition, state: links, dimensions }), [definition, links, dimensions]);
  const optionRequests = useMemo<WidgetDataRequest[]>(
    () => (definition.filters ?? []).filter((filter) => filter.optionsFrom).map((filter) => ({ key: optionsKey(filter.filterId), widgetCode: filter.optionsFrom! })),
    [definition],
  );

  const send = useCallback((batch: WidgetDataRequest[]) => {
    const loader = loaderRef.current;
    if (!loader || batch.length === 0) return;
    const keys = new Set(batch.map((request) => request.key));
    setItems((previous) => {
      const next = { ...previous };
      for (const key of keys) {
        if (key.startsWith('options:')) continue;
        const current = previous[key];
        next[key] = current?.data ? { ...current, isRefreshing: true } : { status: 'loading' };
      }
      return next;
    });
    loader.send(batch);
  }, []);

  // Every change of filters, clicks, drills or what is known of the datasets: only the changed requests.
  useEffect(() => {
    const loader = loaderRef.current;
    if (loader) send(changedRequests([...requests, ...optionRequests], loader.asked));
  }, [requests, optionRequests, send, services]);

  const requestsRef = useRef(requests);
  requestsRef.current = requests;
  const reload = useCallback(
    (itemIds?: readonly string[]) => {
      const wanted = itemIds ? new Set(itemIds) : undefined;
      send(requestsRef.current.filter((request) => !wanted || wanted.has(request.key)));
    },
    [send],
  );

  return { links, dispatch, items, optionData, reload };
}
