import type { ReportDefinition } from '@wharf/schemas';

export type ChartType = ReportDefinition['chartType'];

/** The 18 chart types of spec §3, in the gallery's order. */
export const chartTypes: readonly ChartType[] = [
  'Column', 'GroupedColumn', 'StackedColumn', 'PercentStackedColumn',
  'Bar', 'GroupedBar', 'StackedBar', 'PercentStackedBar',
  'Line', 'GroupedLine', 'Area', 'StackedArea',
  'Pie', 'Donut', 'Funnel', 'Radar', 'Gauge', 'MeterGauge',
];

/** What a chart type draws from the wells. */
export interface ChartNeeds {
  /** 'single' types draw one series per measure; 'multi' types split by a series (or several measures); 'one' types draw one measure. */
  shape: 'single' | 'multi' | 'one' | 'radar' | 'gauge';
  family: 'column' | 'bar' | 'line' | 'area' | 'pie' | 'funnel' | 'radar' | 'gauge';
}

const needs: Readonly<Record<ChartType, ChartNeeds>> = {
  Column: { shape: 'single', family: 'column' },
  GroupedColumn: { shape: 'multi', family: 'column' },
  StackedColumn: { shape: 'multi', family: 'column' },
  PercentStackedColumn: { shape: 'multi', family: 'column' },
  Bar: { shape: 'single', family: 'bar' },
  GroupedBar: { shape: 'multi', family: 'bar' },
  StackedBar: { shape: 'multi', family: 'bar' },
  PercentStackedBar: { shape: 'multi', family: 'bar' },
  Line: { shape: 'single', family: 'line' },
  GroupedLine: { shape: 'multi', family: 'line' },
  Area: { shape: 'single', family: 'area' },
  StackedArea: { shape: 'multi', family: 'area' },
  Pie: { shape: 'one', family: 'pie' },
  Donut: { shape: 'one', family: 'pie' },
  Funnel: { shape: 'one', family: 'funnel' },
  Radar: { shape: 'radar', family: 'radar' },
  Gauge: { shape: 'gauge', family: 'gauge' },
  MeterGauge: { shape: 'gauge', family: 'gauge' },
};

export const chartNeeds = (type: ChartType): ChartNeeds => needs[type];

/** Why a chart type cannot draw what the wells hold (a catalogue key under `designer.report.unfit`). */
export type ChartUnfit = 'needsSeries' | 'noSeries' | 'oneMeasure' | 'noCategory' | 'needsCategory';

/** What the wells hold: the category dimension, the series dimension and the measures. */
export interface Wells {
  xField?: string | undefined;
  seriesField?: string | undefined;
  yFields?: readonly string[] | undefined;
}

/**
 * Whether a chart type can draw the wells as they are, judged on what is set (an empty well is
 * still to be filled, except the series a grouped or stacked type needs): those need a series dimension
 * or at least two measures; single-series types, pies and funnels take no series; pies, funnels
 * and gauges draw one measure; a gauge draws one total, so it takes no category or series.
 */
export function chartUnfit(type: ChartType, wells: Wells): ChartUnfit | undefined {
  const { shape } = needs[type];
  const measures = wells.yFields?.length ?? 0;
  const hasSeries = Boolean(wells.seriesField);
  if (shape === 'gauge') {
    if (wells.xField || hasSeries) return 'noCategory';
    return measures > 1 ? 'oneMeasure' : undefined;
  }
  if (shape === 'multi') return hasSeries || measures >= 2 ? undefined : 'needsSeries';
  if (hasSeries && shape !== 'radar') return 'noSeries';
  if (shape === 'one' && measures > 1) return 'oneMeasure';
  return undefined;
}

/** Whether the type needs a category dimension before it can draw (everything but gauges). */
export const needsCategory = (type: ChartType) => needs[type].shape !== 'gauge';

/** The gauge types, which alone use gaugeMin/gaugeMax. */
export const isGauge = (type: ChartType) => needs[type].shape === 'gauge';
