import type { WidgetData } from '@wharf/engine';
import type { DashboardDefinition, ReportDefinition } from '@wharf/schemas';

/** The bench's 12 widgets: four chart families, three of each, 30 categories each. */
export const widgetCount = 12;
const chartTypes = ['Column', 'Line', 'Bar', 'Pie'] as const;
export const categoryCount = 30;

export const chartTypeOf = (index: number) => chartTypes[index % chartTypes.length]!;
export const widgetCodeOf = (index: number) => `bench_w${index}`;

/** The dashboard's row height, and the rows each widget spans. */
const rowHeight = 30;
const rowsPerWidget = 9;
/** The height of a widget's title row and of its chart on both pages (the dashboard's item height less its title). */
export const titleHeight = 32;
export const chartHeight = rowsPerWidget * rowHeight + (rowsPerWidget - 1) * 8 - titleHeight;

/** A 24-column dashboard of the 12 widgets, three per row of 8 columns. */
export function benchDashboard(): DashboardDefinition {
  return {
    schemaVersion: 1, dashboardCode: 'bench_board', dashboardName: 'Bench board', rowHeight,
    items: Array.from({ length: widgetCount }, (_, index) => ({ itemId: `i${index}`, itemType: 'report' as const, widgetCode: widgetCodeOf(index), x: (index % 3) * 8, y: Math.floor(index / 3) * rowsPerWidget, w: 8, h: rowsPerWidget })),
  };
}

/** One widget's data as the server's batch line carries it (same for both pages). */
export function benchWidgetData(index: number): WidgetData {
  const widget: ReportDefinition = { schemaVersion: 1, widgetCode: widgetCodeOf(index), widgetName: `Widget ${index}`, datasetCode: 'bench', chartType: chartTypeOf(index), xField: 'port', yFields: ['total'] };
  return {
    widget,
    columns: [{ key: 'port', title: 'Port', role: 'dimension', colType: 'string' }, { key: 'total', title: 'Total', role: 'measure', colType: 'number' }],
    rows: Array.from({ length: categoryCount }, (_, row) => ({ port: `P${String(row).padStart(2, '0')}`, total: ((row * 37 + index * 11) % 97) + 3 })),
    truncated: false,
  };
}
