import type { WidgetData } from '@wharf/engine';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { widgetCodeOf, widgetCount } from './fixtures';
import { streamLines } from './ndjson';

use([BarChart, LineChart, PieChart, GridComponent, TooltipComponent, CanvasRenderer]);

/** A hand-written option for one widget: the category axis and one series, as a developer would write it. */
function optionOf(data: WidgetData) {
  const categories = data.rows.map((row) => String(row.port));
  const values = data.rows.map((row) => Number(row.total));
  switch (data.widget.chartType) {
    case 'Pie':
      return { tooltip: {}, series: [{ type: 'pie', radius: '70%', data: categories.map((name, i) => ({ name, value: values[i] })) }] };
    case 'Bar':
      return { tooltip: {}, grid: { left: 40, right: 16, top: 16, bottom: 24 }, xAxis: { type: 'value' }, yAxis: { type: 'category', data: categories }, series: [{ type: 'bar', data: values }] };
    case 'Line':
      return { tooltip: {}, grid: { left: 40, right: 16, top: 16, bottom: 24 }, xAxis: { type: 'category', data: categories }, yAxis: { type: 'value' }, series: [{ type: 'line', data: values }] };
    default:
      return { tooltip: {}, grid: { left: 40, right: 16, top: 16, bottom: 24 }, xAxis: { type: 'category', data: categories }, yAxis: { type: 'value' }, series: [{ type: 'bar', data: values }] };
  }
}

/**
 * The baseline: a hand-written page with the same 12 charts on a CSS grid, fed the same data through
 * the same single NDJSON request, each chart drawn as its line arrives. Calls `painted` per chart.
 */
export function startHandWritten(root: HTMLElement, painted: (key: string) => void): void {
  root.style.display = 'grid';
  root.style.gridTemplateColumns = 'repeat(3, 1fr)';
  root.style.gap = '8px';
  const boxes = new Map<string, HTMLDivElement>();
  for (let index = 0; index < widgetCount; index += 1) {
    const box = document.createElement('div');
    box.style.height = '270px';
    root.appendChild(box);
    boxes.set(`i${index}`, box);
  }
  const items = Array.from({ length: widgetCount }, (_, index) => ({ key: `i${index}`, widgetCode: widgetCodeOf(index) }));
  void streamLines(items, (line) => {
    const box = boxes.get(line.key);
    if (!box || !line.success) return;
    const chart = init(box, undefined, { renderer: 'canvas' });
    chart.setOption(optionOf(line.result));
    painted(line.key);
  });
}
