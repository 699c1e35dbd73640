// The report charts' own chunk of echarts, loaded when the first chart mounts: the core, the six chart
// modules the 18 chart types use, the grid, radar, tooltip and legend components and the canvas renderer.
import { BarChart, FunnelChart, GaugeChart, LineChart, PieChart, RadarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, RadarComponent, TooltipComponent } from 'echarts/components';
import { init, use, type ECharts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

use([BarChart, LineChart, PieChart, RadarChart, FunnelChart, GaugeChart, GridComponent, RadarComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

/** A chart drawn on a canvas inside `element`. */
export function createChart(element: HTMLElement): ECharts {
  return init(element, undefined, { renderer: 'canvas' });
}
