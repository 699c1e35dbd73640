import type { WidgetData } from '@wharf/engine';
import type { ReportDefinition } from '@wharf/schemas';
import type { ChartContext } from './chartContext';

/** A widget of the given chart type over the test answer: ports on the axis, I/E as series, count as measure. */
export function widgetOf(chartType: ReportDefinition['chartType'], extra: Partial<ReportDefinition> = {}): ReportDefinition {
  return { schemaVersion: 1, widgetCode: 'w', widgetName: 'Declarations', datasetCode: 'dec', chartType, xField: 'port', yFields: ['count'], ...extra };
}

/** Declarations by port and I/E flag (a dictionary: I → Import, E → Export). */
export function dataOf(widget: ReportDefinition, rows: WidgetData['rows'] = defaultRows): WidgetData {
  return {
    widget,
    columns: [
      { key: 'port', title: 'Port', role: 'dimension', colType: 'string' },
      { key: 'ie', title: 'I/E', role: 'dimension', colType: 'string', dictCode: 'ie_flag' },
      { key: 'count', title: 'Declarations', role: 'measure', colType: 'number' },
      { key: 'amount', title: 'Amount', role: 'measure', colType: 'number' },
    ],
    rows,
    truncated: false,
    labels: { ie: { I: 'Import', E: 'Export' } },
  };
}

export const defaultRows: WidgetData['rows'] = [
  { port: 'SHA', ie: 'I', count: 30, amount: 1000 },
  { port: 'SHA', ie: 'E', count: 10, amount: 500 },
  { port: 'NGB', ie: 'I', count: 5, amount: 250.5 },
  { port: 'NGB', ie: 'E', count: 15, amount: 300 },
];

export const lightContext: ChartContext = { language: 'en_US', primaryColor: '#1677ff', isDark: false };
export const darkContext: ChartContext = { language: 'en_US', primaryColor: '#13c2c2', isDark: true };
