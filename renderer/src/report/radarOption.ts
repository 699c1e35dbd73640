import type { EChartsOption } from 'echarts';
import type { ReportDefinition } from '@wharf/schemas';
import { frameColours, type ChartContext } from './chartContext';
import { pointValues, type ChartFrame } from './chartData';
import { formatNumber } from './numberFormat';
import { baseOption, legendOption, type ChartDataItem } from './optionBase';

/** A round axis maximum a little above the largest value (radar spokes need one). */
export function niceMax(largest: number): number {
  if (!Number.isFinite(largest) || largest <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(largest));
  return Math.ceil((largest * 1.1) / magnitude) * magnitude;
}

/**
 * The radar: one spoke per category, one polygon per series, all spokes on one scale (the largest
 * value) so the shapes compare. A click hands on the series' dimension value (a polygon has no one category).
 */
export function radarOption(widget: ReportDefinition, frame: ChartFrame, context: ChartContext): EChartsOption {
  const colours = frameColours(context);
  const largest = Math.max(0, ...frame.series.flatMap((series) => series.values.map((value) => value ?? 0)));
  const max = niceMax(largest);
  return {
    ...baseOption(widget, context),
    tooltip: { ...(baseOption(widget, context).tooltip as object), trigger: 'item', valueFormatter: (value) => formatNumber(Number(value), widget.numberFormat, context.language) },
    legend: legendOption(widget, context, frame.series.length),
    radar: {
      indicator: frame.categories.map((category) => ({ name: category.label, max })),
      radius: '62%',
      axisName: { color: colours.subtleText },
      axisLine: { lineStyle: { color: colours.axisLine } },
      splitLine: { lineStyle: { color: colours.splitLine } },
      splitArea: { show: false },
    },
    series: [
      {
        type: 'radar',
        areaStyle: { opacity: 0.15 },
        data: frame.series.map((series): ChartDataItem => ({ name: series.name, value: series.values.map((value) => value ?? 0), point: pointValues(frame, series, undefined) })),
      },
    ],
  } as EChartsOption;
}
