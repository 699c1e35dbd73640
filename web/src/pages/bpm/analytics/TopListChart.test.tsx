import { act } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { AnalyticsEntry } from '../../../api/bpmTypes';
import { createBarChart, type BarChartHandle } from './barCharts';
import { TopListChart } from './TopListChart';
import type { TopListChartOption } from './topListChartOption';

// jsdom has no canvas to draw on: the chart itself is a recording stand-in, so what is checked is
// how the component drives echarts (made once, drawn, resized with its box, disposed on unmount).
vi.mock('./barCharts', () => ({ createBarChart: vi.fn() }));

const entries: AnalyticsEntry[] = [
  { key: 'dec_approval', name: '报关审批', value: 12, unit: 'instances', processKey: 'dec_approval' },
  { key: 'leave', name: '请假', value: 3, unit: 'instances', processKey: 'leave' },
];
const formatValue = (entry: AnalyticsEntry) => `${entry.value} ${entry.unit}`;

let chart: { setOption: Mock<BarChartHandle['setOption']>; resize: Mock<BarChartHandle['resize']>; dispose: Mock<BarChartHandle['dispose']> };
let resizeCallbacks: Array<() => void>;
let observersDisconnected: number;
let root: Root;
let container: HTMLDivElement;

beforeEach(() => {
  chart = { setOption: vi.fn<BarChartHandle['setOption']>(), resize: vi.fn<BarChartHandle['resize']>(), dispose: vi.fn<BarChartHandle['dispose']>() };
  vi.mocked(createBarChart).mockReset().mockReturnValue(chart);
  resizeCallbacks = [];
  observersDisconnected = 0;
  vi.stubGlobal('ResizeObserver', class {
    constructor(callback: () => void) {
      resizeCallbacks.push(callback);
    }
    observe() {}
    disconnect() {
      observersDisconnected += 1;
    }
  });
  // A browser that draws on canvas (jsdom answers null).
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({} as RenderingContext);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  container.remove();
});

const show = async (list: readonly AnalyticsEntry[], primary = '#FD454A') => {
  await act(async () => {
    root.render(
      <ConfigProvider theme={{ token: { colorPrimary: primary } }}>
        <TopListChart entries={list} formatValue={formatValue} />
      </ConfigProvider>,
    );
  });
  await vi.waitFor(() => expect(chart.setOption).toHaveBeenCalled());
};
const lastOption = (): TopListChartOption => chart.setOption.mock.calls.at(-1)![0];

describe('the top-10 chart', () => {
  it('makes one chart in its box, draws the entries in the primary colour, follows the box\'s size and is disposed on unmount', async () => {
    await show(entries);
    const box = container.querySelector('[data-testid="analytics-chart"]')!;
    expect(vi.mocked(createBarChart).mock.calls).toEqual([[box]]);
    expect(box.getAttribute('aria-hidden')).toBe('true');
    expect(lastOption().series).toEqual([expect.objectContaining({ data: [12, 3], itemStyle: expect.objectContaining({ color: '#fd454a' }) })]);
    expect(chart.setOption.mock.calls.at(-1)![1]).toBe(true);

    act(() => resizeCallbacks.forEach((callback) => callback()));
    expect(chart.resize).toHaveBeenCalledTimes(1);

    await show(entries.slice(0, 1), '#1677ff');
    expect(createBarChart).toHaveBeenCalledTimes(1);
    expect(lastOption().series).toEqual([expect.objectContaining({ data: [12], itemStyle: expect.objectContaining({ color: '#1677ff' }) })]);

    act(() => root.unmount());
    expect(chart.dispose).toHaveBeenCalledTimes(1);
    expect(observersDisconnected).toBe(1);
  });

  it('makes no chart when unmounted before its chunk arrived', async () => {
    // The effect has asked for the chunk (a promise), and the component goes before it answers.
    act(() => root.render(<TopListChart entries={entries} formatValue={formatValue} />));
    expect(container.querySelector('[data-testid="analytics-chart"]')).not.toBeNull();
    act(() => root.unmount());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(createBarChart).not.toHaveBeenCalled();
  });
});
