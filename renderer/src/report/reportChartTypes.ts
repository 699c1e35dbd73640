import type { WidgetData } from '@wharf/engine';
import type { ReportDefinition } from '@wharf/schemas';
import type { CatalogueLanguage } from '../i18n/languages';
import type { PointValues } from './chartData';

/** What a page can do with a drawn chart (handed over through `onReady`). */
export interface ReportChartHandle {
  /** The chart as a PNG data URL (twice the pixel density, on the theme's background). */
  toPngDataUrl(): string;
}

/** The report kind's runtime: one widget drawn from its data (`GET …/report/widget/{code}/data` or a batch line). */
export interface ReportChartProps {
  /** The widget's data; its `widget` is what is drawn unless `definition` is given (a designer's unsaved widget). */
  data?: WidgetData;
  definition?: ReportDefinition;
  /** A failure to show instead of the chart (the server's message). */
  error?: string;
  isLoading?: boolean;
  /** The user's theme colour and dark mode; by default the surrounding antd theme's. */
  theme?: { primaryColor?: string; isDark?: boolean };
  /** The interface language of titles and number formats; by default i18next's. */
  language?: CatalogueLanguage;
  /** The chart's height (the width follows its box); 320 px by default. */
  height?: number | string;
  /** A click on a data point, with the dimension values it stands for (drill-down, linkage, drill-through). */
  onPointClick?: (values: PointValues) => void;
  /** Called with the chart's handle once it is drawn, and with undefined when it goes away. */
  onReady?: (handle: ReportChartHandle | undefined) => void;
  /** Called with the data just drawn each time echarts has finished drawing a new answer (its `finished` event: animation included). */
  onPainted?: (data: WidgetData) => void;
}
