import { describe, expect, it } from 'vitest';
import { buildChartOption, chartFamily, chartTypes } from './buildChartOption';
import { gaugeRange } from './gaugeOption';
import { dataOf, lightContext, widgetOf } from './testData';

type Item = { name?: string; value: number | number[] | null; point: Record<string, unknown> };
type Option = {
  series: Array<{ type: string; radius?: unknown; sort?: string; min?: number; max?: number; data: Item[]; axisLine?: { lineStyle: { color: unknown } }; pointer?: { show?: boolean }; progress?: { show: boolean } }>;
  radar?: { indicator: Array<{ name: string; max: number }> };
  legend?: { show: boolean };
  color: string[];
};
const optionOf = (chartType: Parameters<typeof widgetOf>[0], extra: Parameters<typeof widgetOf>[1] = {}, rows?: Parameters<typeof dataOf>[1]) => {
  const widget = widgetOf(chartType, extra);
  return buildChartOption(undefined, dataOf(widget, rows), lightContext) as unknown as Option;
};

describe('radar', () => {
  it('one spoke per port on one round scale, one polygon per I/E value carrying its flag', () => {
    const option = optionOf('Radar', { seriesField: 'ie' });
    expect(option.radar?.indicator).toEqual([{ name: 'SHA', max: 40 }, { name: 'NGB', max: 40 }]);
    expect(option.series[0]!.type).toBe('radar');
    expect(option.series[0]!.data).toEqual([
      { name: 'Import', value: [30, 5], point: { ie: 'I' } },
      { name: 'Export', value: [10, 15], point: { ie: 'E' } },
    ]);
  });
});

describe('pie, donut and funnel', () => {
  it('Pie: a slice per port (summed over the split), legend shown; Donut: a ring', () => {
    const pie = optionOf('Pie', { seriesField: 'ie' });
    expect(pie.series[0]).toMatchObject({ type: 'pie', radius: '68%' });
    expect(pie.series[0]!.data).toEqual([{ name: 'SHA', value: 40, point: { port: 'SHA' } }, { name: 'NGB', value: 20, point: { port: 'NGB' } }]);
    expect(pie.legend?.show).toBe(true);
    expect(optionOf('Donut').series[0]!.radius).toEqual(['42%', '68%']);
  });

  it('slices carry dictionary labels and the raw value; Funnel sorts its stages widest first', () => {
    const pie = optionOf('Donut', { xField: 'ie' });
    expect(pie.series[0]!.data).toEqual([{ name: 'Import', value: 35, point: { ie: 'I' } }, { name: 'Export', value: 25, point: { ie: 'E' } }]);
    const funnel = optionOf('Funnel');
    expect(funnel.series[0]).toMatchObject({ type: 'funnel', sort: 'descending' });
    expect(funnel.series[0]!.data.map((item) => item.value)).toEqual([40, 20]);
  });
});

describe('gauge and meter gauge', () => {
  it('Gauge: the summed measure on gaugeMin..gaugeMax as a progress arc in the theme colour', () => {
    const option = optionOf('Gauge', { gaugeMin: 10, gaugeMax: 200 });
    expect(option.series[0]).toMatchObject({ type: 'gauge', min: 10, max: 200, progress: { show: true } });
    expect(option.series[0]!.data[0]!.value).toBe(60);
    expect(option.series[0]!.pointer?.show).toBe(false);
  });

  it('MeterGauge: a needle over three coloured bands; without a max the scale rounds up above the value', () => {
    const option = optionOf('MeterGauge');
    expect(option.series[0]).toMatchObject({ type: 'gauge', min: 0, max: 70 });
    expect(option.series[0]!.pointer?.show).not.toBe(false);
    expect((option.series[0]!.axisLine?.lineStyle.color as unknown[]).length).toBe(3);
    expect(gaugeRange(widgetOf('Gauge', { gaugeMin: 5, gaugeMax: 5 }), 3)).toEqual({ min: 5, max: 6 });
  });
});

describe('every chart type', () => {
  it('has a family and builds an option with series from the same answer', () => {
    expect(chartTypes).toHaveLength(18);
    for (const chartType of chartTypes) {
      const option = optionOf(chartType, { seriesField: 'ie' });
      expect(option.series.length, chartType).toBeGreaterThan(0);
      expect(option.series[0]!.type, chartType).toBe(chartFamily(chartType));
    }
  });

  it('builds from an empty answer without failing', () => {
    for (const chartType of chartTypes) expect(optionOf(chartType, {}, []).series.length, chartType).toBeGreaterThan(0);
  });
});
