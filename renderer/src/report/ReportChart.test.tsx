import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../form/testSupport';
import { kindRuntimes } from '../kinds/kindRuntimes';
import type { LazyComponent } from '../lazyComponent';
import { loadEcharts } from './echartsLoader';
import type { ReportChartHandle, ReportChartProps } from './reportChartTypes';
import { dataOf, widgetOf } from './testData';

// A stand-in chart: jsdom has no canvas, so the echarts chunk is replaced by a recorder of what the
// component asks of it (option, clicks, PNG export, disposal).
const fakeChart = vi.hoisted(() => ({
  options: [] as unknown[],
  clickHandler: undefined as undefined | ((event: unknown) => void),
  finished: undefined as undefined | ((event: unknown) => void),
  created: 0,
  disposed: 0,
  resized: 0,
  /** The size echarts last laid the chart out at (jsdom's boxes measure 0 × 0). */
  width: 0,
}));
vi.mock('./canvasSupport', () => ({ drawsOnCanvas: () => true }));
vi.mock('./echartsModules', () => ({
  createChart: () => ({
    made: (fakeChart.created += 1),
    setOption: (option: unknown) => fakeChart.options.push(option),
    on: (name: string, handler: (event: unknown) => void) => {
      if (name === 'click') fakeChart.clickHandler = handler;
      if (name === 'finished') fakeChart.finished = handler;
    },
    resize: () => (fakeChart.resized += 1),
    getWidth: () => fakeChart.width,
    getHeight: () => 0,
    dispose: () => (fakeChart.disposed += 1),
    getDataURL: (options: { backgroundColor: string }) => `data:image/png;base64,fake-${options.backgroundColor}`,
  }),
}));

const ReportChart = kindRuntimes.report.Component;

beforeEach(() => {
  fakeChart.options = [];
  fakeChart.clickHandler = undefined;
  fakeChart.created = 0;
  fakeChart.disposed = 0;
  fakeChart.resized = 0;
  fakeChart.width = 0;
});

describe('ReportChart (the report kind runtime)', () => {
  it('draws the widget data, hands a click on as the point values and offers a PNG on the theme background', async () => {
    const widget = widgetOf('GroupedColumn', { seriesField: 'ie' });
    const clicks: unknown[] = [];
    let handle: ReportChartHandle | undefined;
    const { unmount } = render(<ReportChart data={dataOf(widget)} theme={{ primaryColor: '#13c2c2', isDark: true }} onPointClick={(values) => clicks.push(values)} onReady={(ready) => (handle = ready)} />);
    expect((await screen.findByTestId('report-chart')).getAttribute('data-chart-type')).toBe('GroupedColumn');
    await vi.waitFor(() => expect(fakeChart.options).toHaveLength(1));
    expect((fakeChart.options[0] as { color: string[] }).color[0]).toBe('#13c2c2');
    act(() => fakeChart.clickHandler?.({ data: { value: 10, point: { port: 'SHA', ie: 'E' } } }));
    expect(clicks).toEqual([{ port: 'SHA', ie: 'E' }]);
    expect(handle?.toPngDataUrl()).toBe('data:image/png;base64,fake-rgb(36, 37, 37)');
    const box = screen.getByTestId('report-chart-canvas');
    expect(box.getAttribute('data-painted')).toBe('false');
    act(() => fakeChart.finished?.({}));
    expect(box.getAttribute('data-painted')).toBe('true');
    unmount();
    expect(fakeChart.disposed).toBe(1);
    expect(handle).toBeUndefined();
  });

  it('once echarts is there, makes the chart and hands it the option in the very commit that shows its box; a new answer reuses it', async () => {
    // A dashboard fetches the chart's code and echarts before its charts mount.
    await Promise.all([loadEcharts(), (ReportChart as LazyComponent<ReportChartProps>).preload()]);
    const widget = widgetOf('Column');
    const { rerender } = render(<ReportChart data={dataOf(widget)} />);
    // No await: nothing may wait for a later render, a promise or a timer.
    expect(fakeChart.created).toBe(1);
    expect(fakeChart.options).toHaveLength(1);
    expect(screen.getByTestId('report-chart-canvas').getAttribute('data-painted')).toBe('false');
    rerender(<ReportChart data={dataOf(widget, dataOf(widget).rows.slice(1))} />);
    expect(fakeChart.created).toBe(1);
    expect(fakeChart.options).toHaveLength(2);
    const refreshed = dataOf(widget);
    rerender(<ReportChart data={refreshed} isLoading />);
    expect(fakeChart.options).toHaveLength(3);
    // The same answer again (a parent rendering again) is not handed to echarts again.
    rerender(<ReportChart data={refreshed} />);
    expect(fakeChart.options).toHaveLength(3);
  });

  it('says the answer is painted when echarts has finished drawing it, not on later redraws (hover, tooltip)', async () => {
    const data = dataOf(widgetOf('Column'));
    const painted: unknown[] = [];
    render(<ReportChart data={data} onPainted={(drawn) => painted.push(drawn)} />);
    await vi.waitFor(() => expect(fakeChart.options).toHaveLength(1));
    expect(painted).toEqual([]);
    act(() => fakeChart.finished?.({}));
    expect(painted).toEqual([data]);
    act(() => fakeChart.finished?.({}));
    expect(painted).toHaveLength(1);
  });

  it('lays the chart out again only when its box really changes size (not on the observer’s first call)', async () => {
    let observed: (() => void) | undefined;
    vi.stubGlobal('ResizeObserver', class {
      constructor(callback: () => void) {
        observed = callback;
      }
      observe() {}
      disconnect() {}
    });
    try {
      render(<ReportChart data={dataOf(widgetOf('Line'))} />);
      await vi.waitFor(() => expect(fakeChart.options).toHaveLength(1));
      act(() => observed?.());
      expect(fakeChart.resized).toBe(0);
      fakeChart.width = 480; // the box (0 wide in jsdom) no longer matches what echarts drew
      act(() => observed?.());
      expect(fakeChart.resized).toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('draws a definition given beside the data (a designer preview) instead of the data’s own widget', async () => {
    const widget = widgetOf('Column');
    render(<ReportChart data={dataOf(widget)} definition={widgetOf('Pie')} />);
    expect((await screen.findByTestId('report-chart')).getAttribute('data-chart-type')).toBe('Pie');
    await vi.waitFor(() => expect((fakeChart.options[0] as { series: Array<{ type: string }> }).series[0]!.type).toBe('pie'));
  });

  it('shows the empty, failure, loading and truncated states', async () => {
    const widget = widgetOf('Line');
    const { rerender } = render(<ReportChart data={dataOf(widget, [])} />);
    expect(await screen.findByText('No data matches')).toBeTruthy();
    rerender(<ReportChart error="dataset/required-filter: filter by port" />);
    expect(await screen.findByText('The chart cannot be shown')).toBeTruthy();
    expect(screen.getByText('dataset/required-filter: filter by port')).toBeTruthy();
    rerender(<ReportChart isLoading />);
    expect(await screen.findByTestId('report-chart-loading')).toBeTruthy();
    rerender(<ReportChart data={{ ...dataOf(widget), truncated: true }} />);
    expect(await screen.findByText('Too much data: only the first 4 rows are shown')).toBeTruthy();
  });
});
