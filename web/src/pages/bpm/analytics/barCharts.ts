// The analytics page's own chunk of echarts, loaded when a chart first mounts: only the core, the bar
// chart, the grid, the tooltip and the canvas renderer are registered (not the whole library).
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { TopListChartOption } from './topListChartOption';

use([BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

/** What the page does with a chart: draw an option, follow its container's size, and let go of it. */
export interface BarChartHandle {
  setOption(option: TopListChartOption, notMerge?: boolean): void;
  resize(): void;
  dispose(): void;
}

/** A bar chart drawn on a canvas inside `element`. */
export function createBarChart(element: HTMLElement): BarChartHandle {
  return init(element, undefined, { renderer: 'canvas' });
}
