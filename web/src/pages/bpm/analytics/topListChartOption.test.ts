import { describe, expect, it } from 'vitest';
import type { AnalyticsEntry } from '../../../api/bpmTypes';
import { topListChartHeight, topListChartOption } from './topListChartOption';

const entries: AnalyticsEntry[] = [
  { key: 'dec_approval', name: '报关审批', value: 12, unit: 'instances', processKey: 'dec_approval' },
  { key: 'leave', name: '<b>请假</b>', value: 3, unit: 'instances', processKey: 'leave' },
];
const look = { barColor: '#FD454A', textColor: '#666666', lineColor: '#eeeeee' };
const formatValue = (entry: AnalyticsEntry) => `${entry.value} ${entry.unit}`;

describe('the top-10 chart option', () => {
  it('draws one bar per entry in the server\'s order, largest at the top, in the theme\'s primary colour', () => {
    const option = topListChartOption(entries, look, formatValue);
    expect(option.yAxis).toMatchObject({ type: 'category', inverse: true, data: ['报关审批', '<b>请假</b>'] });
    expect(option.xAxis).toMatchObject({ type: 'value', minInterval: 1, axisLabel: { color: '#666666' }, splitLine: { lineStyle: { color: '#eeeeee' } } });
    expect(option.series).toEqual([expect.objectContaining({ type: 'bar', data: [12, 3], itemStyle: expect.objectContaining({ color: '#FD454A' }) })]);
  });

  it('tells each value in its unit in the tooltip, and leaves the names to the tooltip\'s own escaping', () => {
    const tooltip = topListChartOption(entries, look, formatValue).tooltip as { valueFormatter: (value: number, dataIndex: number) => string; formatter?: unknown };
    expect(tooltip.valueFormatter(3, 1)).toBe('3 instances');
    expect(tooltip.valueFormatter(0, 5)).toBe('');
    // A formatter of our own would have to escape the names; the default one does.
    expect(tooltip.formatter).toBeUndefined();
  });

  it('gives each bar a row of its own, however few there are', () => {
    expect(topListChartHeight(10)).toBe(10 * 28 + 24);
    expect(topListChartHeight(0)).toBe(topListChartHeight(1));
    expect(topListChartOption([], look, formatValue).series).toEqual([expect.objectContaining({ data: [] })]);
  });
});
