import type { WidgetData } from '@wharf/engine';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { chartHeight, titleHeight, widgetCodeOf, widgetCount } from './fixtures';
import { streamLines } from './ndjson';

use([BarChart, LineChart, PieChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

// The picture the dashboard draws (theme colour first, antd's light text and line colours), written out by hand.
const palette = ['#1677ff', '#91cc75', '#fac858', '#ee6666', '#73c0de', '#3ba272', '#fc8452', '#9a60b4', '#ea7ccc', '#5470c6'];
const text = 'rgba(0, 0, 0, 0.85)';
const subtle = 'rgba(0, 0, 0, 0.55)';
const frame = { color: palette, backgroundColor: 'transparent', textStyle: { color: text } };
const tooltip = { backgroundColor: '#ffffff', borderColor: '#d9d9d9', textStyle: { color: text } };
const grid = { left: 12, right: 28, top: 24, bottom: 12, containLabel: true };

/**
 * A hand-written option for one widget: the same chart the dashboard draws (axes, grid, tooltip, pie
 * labels and legend, colours), with the data as plain arrays, as a developer would write it.
 */
function optionOf(data: WidgetData) {
  const categories = data.rows.map((row) => String(row.port));
  const values = data.rows.map((row) => Number(row.total));
  const categoryAxis = { type: 'category', data: categories, axisLine: { lineStyle: { color: '#d9d9d9' } }, axisLabel: { color: subtle, hideOverlap: true } };
  const valueAxis = { type: 'value', axisLabel: { color: subtle }, splitLine: { lineStyle: { color: '#f0f0f0' } } };
  switch (data.widget.chartType) {
    case 'Pie':
      return {
        ...frame,
        tooltip: { ...tooltip, trigger: 'item' },
        legend: { type: 'scroll', bottom: 0, textStyle: { color: subtle } },
        series: [{ type: 'pie', radius: '68%', center: ['50%', '46%'], label: { color: subtle, formatter: '{b}: {d}%' }, data: categories.map((name, i) => ({ name, value: values[i] })) }],
      };
    case 'Bar':
      return { ...frame, tooltip: { ...tooltip, trigger: 'axis', axisPointer: { type: 'shadow' } }, grid, xAxis: valueAxis, yAxis: { ...categoryAxis, inverse: true }, series: [{ type: 'bar', name: 'Total', barMaxWidth: 48, data: values }] };
    case 'Line':
      return { ...frame, tooltip: { ...tooltip, trigger: 'axis' }, grid, xAxis: categoryAxis, yAxis: valueAxis, series: [{ type: 'line', name: 'Total', data: values }] };
    default:
      return { ...frame, tooltip: { ...tooltip, trigger: 'axis', axisPointer: { type: 'shadow' } }, grid, xAxis: categoryAxis, yAxis: valueAxis, series: [{ type: 'bar', name: 'Total', barMaxWidth: 48, data: values }] };
  }
}

/** What the bench hears from a page: a chart's first frame drawn, and the chart finished drawing (animation included). */
export interface PaintListener {
  firstFrame(key: string): void;
  finished(key: string): void;
}

/**
 * The baseline: a hand-written page with the same 12 charts (a title above each, the dashboard's
 * chart size) on a CSS grid, fed the same data through the same single NDJSON request, each chart
 * drawn as its line arrives.
 */
export function startHandWritten(root: HTMLElement, listener: PaintListener): void {
  root.style.display = 'grid';
  root.style.gridTemplateColumns = 'repeat(3, 1fr)';
  root.style.gap = '8px';
  const boxes = new Map<string, HTMLDivElement>();
  for (let index = 0; index < widgetCount; index += 1) {
    const cell = document.createElement('div');
    const title = document.createElement('div');
    title.textContent = `Widget ${index}`;
    title.style.cssText = `height: ${titleHeight}px; line-height: ${titleHeight}px; padding: 0 8px; font-weight: 500`;
    const box = document.createElement('div');
    box.style.height = `${chartHeight}px`;
    cell.append(title, box);
    root.appendChild(cell);
    boxes.set(`i${index}`, box);
  }
  const items = Array.from({ length: widgetCount }, (_, index) => ({ key: `i${index}`, widgetCode: widgetCodeOf(index) }));
  void streamLines(items, (line) => {
    const box = boxes.get(line.key);
    if (!box || !line.success) return;
    const chart = init(box, undefined, { renderer: 'canvas' });
    chart.on('finished', () => listener.finished(line.key));
    chart.setOption(optionOf(line.result));
    // setOption draws the first frame on the canvas before it returns.
    listener.firstFrame(line.key);
  });
}
