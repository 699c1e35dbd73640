import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { WidgetData, WidgetDataLine, WidgetDataRequest } from '@wharf/engine';
import type { DashboardDefinition, ReportDefinition } from '@wharf/schemas';
import { useEffect } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { missingKeys, setUpEnglishTexts } from '../list/i18nForTests.test-support';
import type { ReportChartProps } from '../report/reportChartTypes';
import { DashboardRenderer } from './DashboardRenderer';
import type { DashboardServices } from './types';

beforeAll(setUpEnglishTexts);
// Load the charts' echarts chunk (prefetched by the dashboard on mount) once up front, so no test's wait includes it.
beforeAll(async () => {
  await import('../report/echartsModules');
}, 120_000);
afterEach(cleanup);

const widget = (code: string, xField: string, datasetCode = 'decl'): ReportDefinition => ({ schemaVersion: 1, widgetCode: code, widgetName: code, chartType: 'Column', datasetCode, xField, yFields: ['count'] });
const columns = (dimension: string) => [{ key: dimension, title: dimension, role: 'dimension' as const, colType: 'string' as const }, { key: 'count', title: 'Count', role: 'measure' as const, colType: 'number' as const }];
const answers: Record<string, WidgetData> = {
  byPort: { widget: widget('w_port', 'port'), columns: columns('port'), rows: [{ port: 'SHA', count: 3 }, { port: 'NGB', count: 2 }], truncated: false },
  byMonth: { widget: widget('w_month', 'month'), columns: columns('month'), rows: [{ month: '2026-01', count: 5 }], truncated: false },
  byFlag: { widget: widget('w_flag', 'ie_flag'), columns: columns('ie_flag'), rows: [{ ie_flag: 'I', count: 4 }], truncated: false },
  staff: { widget: widget('w_staff', 'dept', 'staff'), columns: columns('dept'), rows: [{ dept: 'A', count: 1 }], truncated: false },
};

const definition: DashboardDefinition = {
  schemaVersion: 1,
  dashboardCode: 'customs_board',
  dashboardName: 'Customs board',
  filters: [{ filterId: 'remark', title: 'Remark', colCode: 'remark', control: 'text', targets: ['byMonth'] }],
  items: [
    { itemId: 'byPort', itemType: 'report', widgetCode: 'w_port', x: 0, y: 0, w: 8, h: 6 },
    { itemId: 'byMonth', itemType: 'report', widgetCode: 'w_month', x: 8, y: 0, w: 8, h: 6 },
    { itemId: 'byFlag', itemType: 'report', widgetCode: 'w_flag', x: 16, y: 0, w: 8, h: 6 },
    { itemId: 'staff', itemType: 'report', widgetCode: 'w_staff', x: 0, y: 6, w: 8, h: 6 },
    { itemId: 'note', itemType: 'text', content: '<p>Declarations<img src=x onerror="alert(1)"><script>alert(2)</script></p>', x: 8, y: 6, w: 8, h: 2 },
  ],
};

/** A chart stand-in: a button per category (a click hands on its value) and "drawn" once it has data. */
function FakeChart({ data, error, onPointClick, onPainted }: ReportChartProps) {
  useEffect(() => {
    if (data) onPainted?.(data);
  }, [data, onPainted]);
  if (error) return <span>{error}</span>;
  if (!data) return <span>waiting</span>;
  const key = data.widget.xField!;
  return (
    <div data-testid="fake-chart">
      {data.rows.map((row) => (
        <button key={String(row[key])} type="button" onClick={() => onPointClick?.({ [key]: row[key] ?? null })}>
          {`${key}:${String(row[key])}`}
        </button>
      ))}
    </div>
  );
}

interface Call {
  items: WidgetDataRequest[];
  onLine(line: WidgetDataLine): void;
  signal: AbortSignal;
  finish(): void;
}

/** A batched data service whose lines the test sends one by one, in the order it chooses. */
function controlledService() {
  const calls: Call[] = [];
  const services: DashboardServices = {
    loadWidgetData: vi.fn(
      (items: WidgetDataRequest[], onLine: (line: WidgetDataLine) => void, signal: AbortSignal) =>
        new Promise<void>((resolve) => {
          calls.push({ items, onLine, signal, finish: resolve });
        }),
    ),
  };
  const answer = (call: Call, key: string, result: WidgetData = answers[key]!) => act(() => call.onLine({ key, success: true, result }));
  return { calls, services, answer };
}

const itemOf = (itemId: string) => document.querySelector(`[data-item-id="${itemId}"]`) as HTMLElement;

// The machine running the tests is shared and loaded: generous timeouts, never sleeps.
describe('DashboardRenderer', { timeout: 60_000 }, () => {
  it('asks for every report item in ONE batched request and paints each as its line arrives', async () => {
    const { calls, services, answer } = controlledService();
    const painted: string[] = [];
    render(<DashboardRenderer definition={definition} services={services} Chart={FakeChart} onItemPainted={(itemId) => painted.push(itemId)} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.items).toEqual([
      { key: 'byPort', widgetCode: 'w_port' },
      { key: 'byMonth', widgetCode: 'w_month' },
      { key: 'byFlag', widgetCode: 'w_flag' },
      { key: 'staff', widgetCode: 'w_staff' },
    ]);

    await answer(calls[0]!, 'byFlag');
    await waitFor(() => expect(itemOf('byFlag').dataset.painted).toBe('true'));
    expect(itemOf('byPort').dataset.status).toBe('loading');
    await answer(calls[0]!, 'staff');
    await answer(calls[0]!, 'byPort');
    await act(() => calls[0]!.onLine({ key: 'byMonth', success: false, code: 'report/x', message: 'Dataset decl is gone' }));
    await waitFor(() => expect(painted).toEqual(['byFlag', 'staff', 'byPort']));
    expect(within(itemOf('byMonth')).getByText('Dataset decl is gone')).toBeTruthy();
    expect(itemOf('byMonth').dataset.status).toBe('error');
    // Nothing more was asked for: one request for four widgets.
    expect(services.loadWidgetData).toHaveBeenCalledTimes(1);
    expect(missingKeys).toEqual(new Set());
  });

  it('a filter change asks again only for the items it targets', async () => {
    const { calls, services, answer } = controlledService();
    render(<DashboardRenderer definition={definition} services={services} Chart={FakeChart} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    for (const key of ['byPort', 'byMonth', 'byFlag', 'staff']) await answer(calls[0]!, key);

    const input = await screen.findByLabelText('Remark');
    fireEvent.change(input, { target: { value: 'urgent' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.items).toEqual([{ key: 'byMonth', widgetCode: 'w_month', filters: [{ colCode: 'remark', op: 'like', value: 'urgent' }] }]);
    // The others keep their painted data meanwhile.
    expect(itemOf('byPort').dataset.painted).toBe('true');
  });

  it('a click narrows the other items of the dataset (never itself, never another dataset) and a second click restores them', async () => {
    const { calls, services, answer } = controlledService();
    render(<DashboardRenderer definition={definition} services={services} Chart={FakeChart} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    for (const key of ['byPort', 'byMonth', 'byFlag', 'staff']) await answer(calls[0]!, key);
    // The dataset's dimensions are learnt from the answers: port, month and ie_flag for "decl".
    fireEvent.click(within(itemOf('byPort')).getByText('port:SHA'));
    await waitFor(() => expect(calls).toHaveLength(2));
    const port = [{ colCode: 'port', op: 'eq', value: 'SHA' }];
    expect(calls[1]!.items).toEqual([{ key: 'byMonth', widgetCode: 'w_month', filters: port }, { key: 'byFlag', widgetCode: 'w_flag', filters: port }]);
    expect(within(itemOf('byPort')).getByTestId('dashboard-selection').textContent).toBe('port = SHA');

    fireEvent.click(within(itemOf('byPort')).getByText('port:SHA'));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]!.items).toEqual([{ key: 'byMonth', widgetCode: 'w_month' }, { key: 'byFlag', widgetCode: 'w_flag' }]);
  });

  it('cancels a batch whose items were all asked for again, and drops its late lines', async () => {
    const { calls, services, answer } = controlledService();
    render(<DashboardRenderer definition={definition} services={services} Chart={FakeChart} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    for (const key of ['byPort', 'byMonth', 'byFlag', 'staff']) await answer(calls[0]!, key);
    fireEvent.click(within(itemOf('byPort')).getByText('port:SHA'));
    await waitFor(() => expect(calls).toHaveLength(2));
    fireEvent.click(within(itemOf('byPort')).getByText('port:NGB'));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[1]!.signal.aborted).toBe(true);
    expect(calls[2]!.signal.aborted).toBe(false);
    // A line of the cancelled batch arriving late changes nothing.
    await answer(calls[1]!, 'byMonth', { ...answers.byMonth!, rows: [{ month: 'stale', count: 1 }] });
    expect(within(itemOf('byMonth')).queryByText('month:stale')).toBeNull();
    await answer(calls[2]!, 'byMonth', { ...answers.byMonth!, rows: [{ month: 'fresh', count: 1 }] });
    expect(within(itemOf('byMonth')).getByText('month:fresh')).toBeTruthy();
  });

  it('places every item where it was designed, on 24 columns of a CSS grid the browser lays out (no width measured first)', async () => {
    const { services } = controlledService();
    render(<DashboardRenderer definition={{ ...definition, rowHeight: 30 }} services={services} Chart={FakeChart} />);
    const grid = await screen.findByTestId('dashboard-grid');
    expect(grid.style.gridTemplateColumns).toBe('repeat(24, minmax(0, 1fr))');
    expect(grid.style.gridAutoRows).toBe('30px');
    expect(grid.style.gap).toBe('8px');
    const placed = (itemId: string) => {
      const { gridColumn, gridRow } = (document.querySelector(`[data-grid-item="${itemId}"]`) as HTMLElement).style;
      return { gridColumn, gridRow };
    };
    expect(placed('byPort')).toEqual({ gridColumn: '1 / span 8', gridRow: '1 / span 6' });
    expect(placed('byFlag')).toEqual({ gridColumn: '17 / span 8', gridRow: '1 / span 6' });
    expect(placed('note')).toEqual({ gridColumn: '9 / span 8', gridRow: '7 / span 2' });
  });

  it('draws text items sanitised', async () => {
    const { services } = controlledService();
    render(<DashboardRenderer definition={definition} services={services} Chart={FakeChart} />);
    const text = await screen.findByTestId('dashboard-text-item');
    expect(text.textContent).toBe('Declarations');
    expect(text.innerHTML).not.toMatch(/script|onerror/);
  });

  it('reloads an item on its own interval, but not while the tab is hidden; a reload due meanwhile runs once it is shown', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    try {
      const { calls, services, answer } = controlledService();
      const withInterval = { ...definition, items: definition.items.map((item) => (item.itemId === 'byFlag' ? { ...item, refreshSeconds: 30 } : item)) };
      render(<DashboardRenderer definition={withInterval} services={services} Chart={FakeChart} />);
      await waitFor(() => expect(calls).toHaveLength(1));
      for (const key of ['byPort', 'byMonth', 'byFlag', 'staff']) await answer(calls[0]!, key);
      await act(() => vi.advanceTimersByTime(30_000));
      expect(calls).toHaveLength(2);
      expect(calls[1]!.items).toEqual([{ key: 'byFlag', widgetCode: 'w_flag' }]);

      visibility.mockReturnValue('hidden');
      await act(() => vi.advanceTimersByTime(90_000));
      expect(calls).toHaveLength(2);
      visibility.mockReturnValue('visible');
      await act(() => document.dispatchEvent(new Event('visibilitychange')));
      expect(calls).toHaveLength(3);
      expect(calls[2]!.items.map((item) => item.key)).toEqual(['byFlag']);
    } finally {
      visibility.mockRestore();
      vi.useRealTimers();
    }
  });

  it('large-screen mode scales the fixed design size to the window and reloads on its own', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { calls, services, answer } = controlledService();
      render(<DashboardRenderer definition={{ ...definition, largeScreen: { width: 1920, height: 1080 } }} services={services} Chart={FakeChart} mode="largeScreen" />);
      expect(screen.getByTestId('dashboard-design').style.width).toBe('1920px');
      expect(screen.getByTestId('dashboard-full-screen')).toBeTruthy();
      await waitFor(() => expect(calls).toHaveLength(1));
      for (const key of ['byPort', 'byMonth', 'byFlag', 'staff']) await answer(calls[0]!, key);
      // 60 s (no interval set): every report item again, in one request.
      await act(() => vi.advanceTimersByTime(60_000));
      expect(calls).toHaveLength(2);
      expect(calls[1]!.items.map((item) => item.key)).toEqual(['byPort', 'byMonth', 'byFlag', 'staff']);
    } finally {
      vi.useRealTimers();
    }
  });
});
