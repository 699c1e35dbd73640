import { describe, expect, it } from 'vitest';
import { chartFrame, pointValues, widgetTitle } from './chartData';
import { dataOf, widgetOf } from './testData';

describe('chartFrame', () => {
  it('puts xField on the category axis in row order and one series per measure (cells summed over the rest)', () => {
    const widget = widgetOf('Column', { yFields: ['count', 'amount'] });
    const frame = chartFrame(widget, dataOf(widget));
    expect(frame.categories).toEqual([{ value: 'SHA', label: 'SHA' }, { value: 'NGB', label: 'NGB' }]);
    expect(frame.series).toEqual([
      { name: 'Declarations', measure: 'count', values: [40, 20] },
      { name: 'Amount', measure: 'amount', values: [1500, 550.5] },
    ]);
  });

  it('splits by seriesField with dictionary labels, and names measure and value together when there are several measures', () => {
    const one = widgetOf('GroupedColumn', { seriesField: 'ie' });
    expect(chartFrame(one, dataOf(one)).series.map((series) => [series.name, series.values])).toEqual([['Import', [30, 5]], ['Export', [10, 15]]]);
    const two = widgetOf('GroupedColumn', { seriesField: 'ie', yFields: ['count', 'amount'] });
    expect(chartFrame(two, dataOf(two)).series.map((series) => series.name)).toEqual(['Import · Declarations', 'Import · Amount', 'Export · Declarations', 'Export · Amount']);
  });

  it('a missing cell is null, not zero; the category axis of a drill shows the level reached, with the path as context', () => {
    const widget = widgetOf('Line', { xField: 'ie', drillHierarchy: 'place' });
    const data = { ...dataOf(widget, [{ port: 'SHA', ie: 'I', count: 3 }, { port: 'NGB', ie: 'E', count: 4 }]), drill: { hierarchy: 'place', path: ['CN'], levels: ['country', 'port'] } };
    const frame = chartFrame(widget, data);
    expect(frame.categoryKey).toBe('port');
    expect(frame.context).toEqual({ country: 'CN' });
    expect(pointValues(frame, frame.series[0], 1)).toEqual({ country: 'CN', port: 'NGB' });
    const split = chartFrame(widgetOf('GroupedLine', { seriesField: 'ie' }), dataOf(widget, [{ port: 'SHA', ie: 'I', count: 3 }, { port: 'NGB', ie: 'E', count: 4 }]));
    expect(split.series.map((series) => series.values)).toEqual([[3, null], [null, 4]]);
  });

  it('without yFields plots every measure of the answer; without xField the first dimension', () => {
    const widget = { ...widgetOf('Column'), xField: undefined, yFields: undefined };
    const frame = chartFrame(widget, dataOf(widget));
    expect(frame.categoryKey).toBe('port');
    expect(frame.series.map((series) => series.measure)).toEqual(['count', 'amount']);
  });
});

describe('widgetTitle', () => {
  it('takes the title in the interface language, else the title, else the widget name', () => {
    const widget = widgetOf('Pie', { title: 'By port', titleI18n: { zh_CN: '按口岸', en_US: '' } });
    expect(widgetTitle(widget, 'zh_CN')).toBe('按口岸');
    expect(widgetTitle(widget, 'en_US')).toBe('By port');
    expect(widgetTitle(widgetOf('Pie'), 'th_TH')).toBe('Declarations');
  });
});
