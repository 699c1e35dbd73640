import { describe, expect, it } from 'vitest';
import { buildChartOption } from './buildChartOption';
import { dataOf, darkContext, lightContext, widgetOf } from './testData';

type Series = { type: string; name: string; stack?: string; areaStyle?: object; data: Array<{ value: number | null; point: Record<string, unknown> }> };
type Axis = { type: string; data?: string[]; inverse?: boolean; max?: number; axisLabel: { formatter?: (value: number) => string; color: string } };
type Option = { series: Series[]; xAxis: Axis; yAxis: Axis; color: string[]; legend: { show: boolean }; tooltip: { valueFormatter: (value: unknown) => string } };

const optionOf = (chartType: Parameters<typeof widgetOf>[0], extra: Parameters<typeof widgetOf>[1] = {}, context = lightContext) => {
  const widget = widgetOf(chartType, extra);
  return buildChartOption(undefined, dataOf(widget), context) as unknown as Option;
};

describe('column family', () => {
  it('Column: ports on a vertical category axis, one bar series, each bar carrying its port', () => {
    const option = optionOf('Column');
    expect(option.xAxis).toMatchObject({ type: 'category', data: ['SHA', 'NGB'] });
    expect(option.yAxis.type).toBe('value');
    expect(option.series).toHaveLength(1);
    expect(option.series[0]).toMatchObject({ type: 'bar', name: 'Declarations' });
    expect(option.series[0]!.stack).toBeUndefined();
    expect(option.series[0]!.data).toEqual([{ value: 40, point: { port: 'SHA' } }, { value: 20, point: { port: 'NGB' } }]);
    expect(option.legend.show).toBe(false);
  });

  it('GroupedColumn: one series per I/E value side by side; a bar carries its port and flag', () => {
    const option = optionOf('GroupedColumn', { seriesField: 'ie' });
    expect(option.series.map((series) => [series.name, series.stack])).toEqual([['Import', undefined], ['Export', undefined]]);
    expect(option.series[1]!.data[0]).toEqual({ value: 10, point: { port: 'SHA', ie: 'E' } });
    expect(option.legend.show).toBe(true);
  });

  it('StackedColumn stacks the series; PercentStackedColumn stacks their shares on a 0..100 axis', () => {
    expect(optionOf('StackedColumn', { seriesField: 'ie' }).series.map((series) => series.stack)).toEqual(['total', 'total']);
    const percent = optionOf('PercentStackedColumn', { seriesField: 'ie' });
    expect(percent.yAxis).toMatchObject({ min: 0, max: 100 });
    expect(percent.series.map((series) => series.data.map((item) => item.value))).toEqual([[75, 25], [25, 75]]);
    expect(percent.tooltip.valueFormatter(75)).toBe('75.0%');
    expect(percent.yAxis.axisLabel.formatter!(80)).toBe('80%');
  });
});

describe('bar family', () => {
  it('Bar, GroupedBar, StackedBar, PercentStackedBar lay the categories on the vertical axis, first at the top', () => {
    for (const chartType of ['Bar', 'GroupedBar', 'StackedBar', 'PercentStackedBar'] as const) {
      const option = optionOf(chartType, { seriesField: 'ie' });
      expect(option.yAxis).toMatchObject({ type: 'category', data: ['SHA', 'NGB'], inverse: true });
      expect(option.xAxis.type).toBe('value');
      expect(option.series.every((series) => series.type === 'bar')).toBe(true);
    }
    expect(optionOf('StackedBar', { seriesField: 'ie' }).series[0]!.stack).toBe('total');
    expect(optionOf('GroupedBar', { seriesField: 'ie' }).series[0]!.stack).toBeUndefined();
    expect(optionOf('PercentStackedBar', { seriesField: 'ie' }).xAxis.max).toBe(100);
  });
});

describe('line and area family', () => {
  it('Line and GroupedLine draw lines; Area fills; StackedArea fills and stacks', () => {
    expect(optionOf('Line').series[0]).toMatchObject({ type: 'line' });
    expect(optionOf('Line').series[0]!.areaStyle).toBeUndefined();
    expect(optionOf('GroupedLine', { seriesField: 'ie' }).series.map((series) => series.name)).toEqual(['Import', 'Export']);
    expect(optionOf('Area').series[0]!.areaStyle).toBeDefined();
    const stacked = optionOf('StackedArea', { seriesField: 'ie' });
    expect(stacked.series.every((series) => series.stack === 'total' && series.areaStyle)).toBe(true);
  });

  it('formats the value axis and tooltip with the number format, in the dark theme colours', () => {
    const option = optionOf('Line', { numberFormat: { thousands: true, decimals: 2, unit: 'USD' } }, darkContext);
    expect(option.yAxis.axisLabel.formatter!(12345)).toBe('12,345.00 USD');
    expect(option.tooltip.valueFormatter(1.5)).toBe('1.50 USD');
    expect(option.yAxis.axisLabel.color).toBe('rgba(255, 255, 255, 0.55)');
    expect(option.color[0]).toBe('#13c2c2');
  });
});
