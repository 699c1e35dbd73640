import type { EChartsOption } from 'echarts';
import type { ReportDefinition } from '@wharf/schemas';
import { chartPalette, frameColours, type ChartContext } from './chartContext';
import type { PointValues } from './chartData';

/** A data item as the options carry it: echarts draws `value`; a click reads `point` back. */
export interface ChartDataItem {
  value: number | null | Array<number | null>;
  name?: string;
  point: PointValues;
}

/** What every chart family shares: palette, text colours, transparent background, tooltip frame. */
export function baseOption(widget: ReportDefinition, context: ChartContext): EChartsOption {
  const colours = frameColours(context);
  return {
    color: chartPalette(widget.colors, context.primaryColor),
    backgroundColor: 'transparent',
    textStyle: { color: colours.text },
    tooltip: { backgroundColor: colours.tooltipBackground, borderColor: colours.axisLine, textStyle: { color: colours.text } },
  };
}

/** The legend when it is shown: the widget's `showLegend`, else shown when there is more than one entry. */
export function legendOption(widget: ReportDefinition, context: ChartContext, entries: number): EChartsOption['legend'] {
  const isShown = widget.showLegend ?? entries > 1;
  return { show: isShown, type: 'scroll', bottom: 0, textStyle: { color: frameColours(context).subtleText } };
}
