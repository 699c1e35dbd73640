import type { EChartsOption } from 'echarts';
import type { ReportDefinition } from '@wharf/schemas';
import { frameColours, type ChartContext } from './chartContext';
import type { ChartFrame } from './chartData';
import { formatNumber } from './numberFormat';
import { niceMax } from './radarOption';
import { baseOption, type ChartDataItem } from './optionBase';

/** The one value a gauge shows: the first measure summed over every row (a KPI query answers one row). */
export function gaugeValue(frame: ChartFrame): number {
  const measure = frame.series[0]?.measure;
  return frame.series.filter((series) => series.measure === measure).reduce((sum, series) => sum + series.values.reduce<number>((inner, value) => inner + (value ?? 0), 0), 0);
}

/** The gauge's scale: gaugeMin (else 0) to gaugeMax (else a round number above the value). */
export function gaugeRange(widget: ReportDefinition, value: number): { min: number; max: number } {
  const min = widget.gaugeMin ?? 0;
  const max = widget.gaugeMax ?? min + niceMax(Math.max(value - min, 0));
  return { min, max: max > min ? max : min + 1 };
}

/**
 * Gauge (a progress arc in the theme colour with the value in the middle) and MeterGauge (a meter:
 * three coloured bands, ticks and a needle). Both show the frame's one value in the number format.
 */
export function gaugeOption(widget: ReportDefinition, frame: ChartFrame, context: ChartContext, isMeter: boolean): EChartsOption {
  const colours = frameColours(context);
  const value = gaugeValue(frame);
  const { min, max } = gaugeRange(widget, value);
  const format = (shown: number) => formatNumber(shown, widget.numberFormat, context.language);
  const item: ChartDataItem = { value, name: frame.series[0]?.name ?? '', point: { ...frame.context } };
  const palette = (baseOption(widget, context).color as string[]) ?? [context.primaryColor];
  const common = {
    type: 'gauge' as const,
    min,
    max,
    center: ['50%', '58%'],
    radius: '88%',
    title: { show: true, offsetCenter: [0, '72%'], color: colours.subtleText },
    detail: { valueAnimation: true, formatter: format, color: colours.text, fontSize: 22, offsetCenter: [0, isMeter ? '42%' : '8%'] },
    axisLabel: { color: colours.subtleText, distance: isMeter ? 18 : 14, formatter: format },
    data: [item],
  };
  const series = isMeter
    ? {
        ...common,
        splitNumber: 10,
        axisLine: { lineStyle: { width: 14, color: [[0.3, '#52c41a'], [0.7, '#faad14'], [1, '#f5222d']] } },
        axisTick: { distance: -14, length: 6, lineStyle: { color: colours.exportBackground } },
        splitLine: { distance: -14, length: 14, lineStyle: { color: colours.exportBackground, width: 2 } },
        pointer: { itemStyle: { color: palette[0] } },
      }
    : {
        ...common,
        startAngle: 210,
        endAngle: -30,
        progress: { show: true, width: 16, itemStyle: { color: palette[0] } },
        axisLine: { lineStyle: { width: 16, color: [[1, colours.splitLine]] } },
        axisTick: { show: false },
        splitLine: { show: false },
        pointer: { show: false },
        anchor: { show: false },
      };
  return { ...baseOption(widget, context), tooltip: { ...(baseOption(widget, context).tooltip as object), trigger: 'item' }, series: [series] } as EChartsOption;
}
