import type { EChartsOption } from 'echarts';
import type { ReportDefinition } from '@wharf/schemas';
import { frameColours, type ChartContext } from './chartContext';
import { pointValues, type ChartFrame } from './chartData';
import { formatNumber, formatShare } from './numberFormat';
import { baseOption, legendOption, type ChartDataItem } from './optionBase';

/** How one cartesian chart type draws: bars or lines, which way, stacked, as shares, filled. */
export interface CartesianShape {
  mark: 'bar' | 'line';
  isHorizontal: boolean;
  isStacked: boolean;
  isPercent: boolean;
  isArea: boolean;
}

/** Each series' values as shares (0..100) of its category's total; a category of zeros stays zero. */
export function percentValues(frame: ChartFrame): Array<Array<number | null>> {
  const totals = frame.categories.map((_, index) => frame.series.reduce((sum, series) => sum + Math.abs(series.values[index] ?? 0), 0));
  return frame.series.map((series) => series.values.map((value, index) => (value === null ? null : totals[index] ? (Math.abs(value) / totals[index]!) * 100 : 0)));
}

/**
 * The option of the column, bar, line and area families (12 chart types): a category axis with the
 * frame's categories, a value axis in the widget's number format (0..100 % for percent stacks), one
 * series per frame series. Each data item carries the dimension values it stands for.
 */
export function cartesianOption(widget: ReportDefinition, frame: ChartFrame, context: ChartContext, shape: CartesianShape): EChartsOption {
  const colours = frameColours(context);
  const shares = shape.isPercent ? percentValues(frame) : undefined;
  const formatValue = (value: unknown) => (shape.isPercent ? formatShare(Number(value)) : formatNumber(typeof value === 'number' ? value : Number(value), widget.numberFormat, context.language));
  const categoryAxis = {
    type: 'category' as const,
    data: frame.categories.map((category) => category.label),
    axisLine: { lineStyle: { color: colours.axisLine } },
    axisLabel: { color: colours.subtleText, hideOverlap: true },
    // Categories sit in the middle of their bands for lines too: at the edges their labels are cut off.
    boundaryGap: true,
  };
  const valueAxis = {
    type: 'value' as const,
    ...(shape.isPercent ? { min: 0, max: 100 } : {}),
    axisLabel: { color: colours.subtleText, formatter: (value: number) => (shape.isPercent ? `${Math.round(value)}%` : formatValue(value)) },
    splitLine: { lineStyle: { color: colours.splitLine } },
  };
  const series = frame.series.map((entry, seriesIndex) => ({
    type: shape.mark,
    name: entry.name,
    ...(shape.isStacked ? { stack: 'total' } : {}),
    ...(shape.isArea ? { areaStyle: { opacity: shape.isStacked ? 0.6 : 0.25 } } : {}),
    ...(shape.mark === 'line' ? { smooth: false, showSymbol: frame.categories.length <= 60 } : { barMaxWidth: 48 }),
    emphasis: { focus: 'series' as const },
    data: entry.values.map((value, categoryIndex): ChartDataItem => ({
      value: shares ? (shares[seriesIndex]?.[categoryIndex] ?? null) : value,
      point: pointValues(frame, entry, categoryIndex),
    })),
  }));
  return {
    ...baseOption(widget, context),
    tooltip: { ...(baseOption(widget, context).tooltip as object), trigger: 'axis', axisPointer: { type: shape.mark === 'bar' ? 'shadow' : 'line' }, valueFormatter: (value) => formatValue(value) },
    legend: legendOption(widget, context, frame.series.length),
    grid: { left: 12, right: 28, top: 24, bottom: frame.series.length > 1 || widget.showLegend ? 36 : 12, containLabel: true },
    xAxis: shape.isHorizontal ? valueAxis : categoryAxis,
    yAxis: shape.isHorizontal ? { ...categoryAxis, inverse: true } : valueAxis,
    series,
  } as EChartsOption;
}
