import type { EChartsOption } from 'echarts';
import type { ReportDefinition } from '@wharf/schemas';
import { frameColours, type ChartContext } from './chartContext';
import { pointValues, type ChartFrame } from './chartData';
import { formatNumber } from './numberFormat';
import { baseOption, legendOption, type ChartDataItem } from './optionBase';

/** One slice per category: the first measure summed over the series dimension's values. */
export function sliceItems(frame: ChartFrame): Array<ChartDataItem & { name: string }> {
  const measure = frame.series[0]?.measure;
  const ofMeasure = frame.series.filter((series) => series.measure === measure);
  return frame.categories.map((category, index) => {
    const values = ofMeasure.map((series) => series.values[index]).filter((value): value is number => value !== null && value !== undefined);
    const point = pointValues(frame, undefined, index);
    return { name: category.label, value: values.length > 0 ? values.reduce((sum, value) => sum + value, 0) : null, point };
  });
}

/** Pie and donut (a ring): slices by category, labels with their share, the legend below. */
export function pieOption(widget: ReportDefinition, frame: ChartFrame, context: ChartContext, isDonut: boolean): EChartsOption {
  const colours = frameColours(context);
  const items = sliceItems(frame);
  const format = (value: unknown) => formatNumber(Number(value), widget.numberFormat, context.language);
  return {
    ...baseOption(widget, context),
    tooltip: { ...(baseOption(widget, context).tooltip as object), trigger: 'item', valueFormatter: format },
    legend: legendOption(widget, context, items.length),
    series: [
      {
        type: 'pie',
        radius: isDonut ? ['42%', '68%'] : '68%',
        center: ['50%', '46%'],
        avoidLabelOverlap: true,
        label: { color: colours.subtleText, formatter: '{b}: {d}%' },
        itemStyle: isDonut ? { borderColor: colours.exportBackground, borderWidth: 2 } : {},
        data: items,
      },
    ],
  } as EChartsOption;
}

/** The funnel: the same slices as stages, widest first. */
export function funnelOption(widget: ReportDefinition, frame: ChartFrame, context: ChartContext): EChartsOption {
  const colours = frameColours(context);
  const items = sliceItems(frame);
  const format = (value: unknown) => formatNumber(Number(value), widget.numberFormat, context.language);
  return {
    ...baseOption(widget, context),
    tooltip: { ...(baseOption(widget, context).tooltip as object), trigger: 'item', valueFormatter: format },
    legend: legendOption(widget, context, items.length),
    series: [
      {
        type: 'funnel',
        sort: 'descending',
        left: '10%',
        width: '80%',
        top: 16,
        bottom: 40,
        gap: 2,
        label: { show: true, position: 'inside', color: '#fff' },
        labelLine: { lineStyle: { color: colours.axisLine } },
        data: items,
      },
    ],
  } as EChartsOption;
}
