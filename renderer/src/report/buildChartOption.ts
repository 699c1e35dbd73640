import type { EChartsOption } from 'echarts';
import type { WidgetData } from '@wharf/engine';
import type { ReportDefinition } from '@wharf/schemas';
import { cartesianOption, type CartesianShape } from './cartesianOption';
import type { ChartContext } from './chartContext';
import { chartFrame, type ChartFrame } from './chartData';
import { gaugeOption } from './gaugeOption';
import { funnelOption, pieOption } from './pieOption';
import { radarOption } from './radarOption';

/** The 18 chart types of spec §3. */
export type ChartType = ReportDefinition['chartType'];

/** The echarts chart modules a chart type needs (the lazy chunk registers them). */
export type ChartFamily = 'bar' | 'line' | 'radar' | 'pie' | 'funnel' | 'gauge';

type OptionBuilder = (widget: ReportDefinition, frame: ChartFrame, context: ChartContext) => EChartsOption;

const shape = (mark: CartesianShape['mark'], isHorizontal: boolean, isStacked = false, isPercent = false, isArea = false): CartesianShape => ({ mark, isHorizontal, isStacked, isPercent, isArea });
const cartesian = (drawn: CartesianShape): OptionBuilder => (widget, frame, context) => cartesianOption(widget, frame, context, drawn);

/** How each chart type is drawn. Exhaustive: a chart type added to the schema fails the typecheck here. */
const builders: { readonly [T in ChartType]: { family: ChartFamily; build: OptionBuilder } } = {
  Column: { family: 'bar', build: cartesian(shape('bar', false)) },
  GroupedColumn: { family: 'bar', build: cartesian(shape('bar', false)) },
  StackedColumn: { family: 'bar', build: cartesian(shape('bar', false, true)) },
  PercentStackedColumn: { family: 'bar', build: cartesian(shape('bar', false, true, true)) },
  Bar: { family: 'bar', build: cartesian(shape('bar', true)) },
  GroupedBar: { family: 'bar', build: cartesian(shape('bar', true)) },
  StackedBar: { family: 'bar', build: cartesian(shape('bar', true, true)) },
  PercentStackedBar: { family: 'bar', build: cartesian(shape('bar', true, true, true)) },
  Line: { family: 'line', build: cartesian(shape('line', false)) },
  GroupedLine: { family: 'line', build: cartesian(shape('line', false)) },
  Area: { family: 'line', build: cartesian(shape('line', false, false, false, true)) },
  StackedArea: { family: 'line', build: cartesian(shape('line', false, true, false, true)) },
  Radar: { family: 'radar', build: radarOption },
  Pie: { family: 'pie', build: (widget, frame, context) => pieOption(widget, frame, context, false) },
  Donut: { family: 'pie', build: (widget, frame, context) => pieOption(widget, frame, context, true) },
  Funnel: { family: 'funnel', build: funnelOption },
  Gauge: { family: 'gauge', build: (widget, frame, context) => gaugeOption(widget, frame, context, false) },
  MeterGauge: { family: 'gauge', build: (widget, frame, context) => gaugeOption(widget, frame, context, true) },
};

/** Every chart type, in the schema's order. */
export const chartTypes = Object.keys(builders) as ChartType[];

/** The echarts family that draws a chart type. */
export function chartFamily(chartType: ChartType): ChartFamily {
  return builders[chartType].family;
}

/**
 * The echarts option of a widget's data (pure): the widget's chart type drawn from the answer's
 * rows — category axis from xField (or the drill level reached), series split by seriesField,
 * measures from yFields, dictionary labels, number format, colours, legend, gauge range — in the
 * context's theme colour, dark mode and language. Every data item carries the dimension values it
 * stands for (`point`), which a click hands on. The widget drawn is `data.widget` unless given.
 */
export function buildChartOption(widget: ReportDefinition | undefined, data: WidgetData, context: ChartContext): EChartsOption {
  const drawn = widget ?? data.widget;
  const builder = builders[drawn.chartType] ?? builders.Column;
  return builder.build(drawn, chartFrame(drawn, data), context);
}
