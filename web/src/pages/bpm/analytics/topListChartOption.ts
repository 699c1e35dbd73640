import type { BarSeriesOption } from 'echarts/charts';
import type { GridComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { AnalyticsEntry } from '../../../api/bpmTypes';

/** An option of the only chart parts the analytics chunk registers (`barCharts.ts`): bars, grid, tooltip. */
export type TopListChartOption = ComposeOption<BarSeriesOption | GridComponentOption | TooltipComponentOption>;

/** The app theme's colours a chart is drawn in (antd tokens, so the user's primary colour and dark mode carry over). */
export interface ChartLook {
  /** The bars: the app's primary colour. */
  barColor: string;
  /** Axis labels. */
  textColor: string;
  /** Split lines of the value axis. */
  lineColor: string;
}

/** Height of one bar's row, and what the grid needs above and below them, in pixels. */
const rowHeight = 28;
const gridPadding = 24;
/** Names longer than this many pixels are cut with an ellipsis on the axis (the list under the chart has them whole). */
const nameWidth = 140;

/** The chart's height for `count` entries: a row per bar, so ten bars never squeeze and two never sprawl. */
export function topListChartHeight(count: number): number {
  return Math.max(1, count) * rowHeight + gridPadding;
}

/**
 * One top-10 list as a horizontal bar chart: names on the category axis in the server's order
 * (largest first, at the top), values on the value axis, the tooltip telling each value in its
 * unit (`formatValue`, e.g. "12 instances"). Pure, so it is tested where a canvas cannot draw.
 */
export function topListChartOption(entries: readonly AnalyticsEntry[], look: ChartLook, formatValue: (entry: AnalyticsEntry) => string): TopListChartOption {
  return {
    grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      // The default tooltip escapes names (they are users' template and node names); only the value is ours.
      valueFormatter: (_value, dataIndex) => {
        const entry = entries[dataIndex];
        return entry ? formatValue(entry) : '';
      },
    },
    xAxis: {
      type: 'value',
      minInterval: 1,
      axisLabel: { color: look.textColor },
      splitLine: { lineStyle: { color: look.lineColor } },
    },
    yAxis: {
      type: 'category',
      inverse: true,
      data: entries.map((entry) => entry.name),
      axisTick: { show: false },
      axisLabel: { color: look.textColor, width: nameWidth, overflow: 'truncate' },
    },
    series: [
      {
        type: 'bar',
        data: entries.map((entry) => entry.value),
        itemStyle: { color: look.barColor, borderRadius: [0, 4, 4, 0] },
        barMaxWidth: 16,
      },
    ],
  };
}
