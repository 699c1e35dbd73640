import type { WidgetData, WidgetDataLine, WidgetDataRequest } from '@wharf/engine';
import type { DashboardDefinition } from '@wharf/schemas';
import type { ComponentType } from 'react';
import type { ReportChartProps } from '../report/reportChartTypes';

/** An option of a select filter: the stored value and what the user reads. */
export interface DashboardOption {
  value: string;
  text: string;
}

/** What the dashboard runtime asks of its host (the web app passes its report and dictionary clients). */
export interface DashboardServices {
  /**
   * Every item's data in ONE request (`POST /api/eform/report/data`, NDJSON): `onLine` runs for each
   * item as soon as its line arrives; every item hears back exactly once; `signal` cancels it.
   */
  loadWidgetData(items: WidgetDataRequest[], onLine: (line: WidgetDataLine) => void, signal: AbortSignal): Promise<void>;
  /** A dictionary's items (select filters with a `dictCode`). */
  dictItems?(dictCode: string): Promise<DashboardOption[]>;
}

/** The props of `DashboardRenderer`. */
export interface DashboardRendererProps {
  definition: DashboardDefinition;
  services: DashboardServices;
  /** `page`: inside the app, as wide as its container; `largeScreen`: the fixed design size, scaled. */
  mode?: 'page' | 'largeScreen';
  /** Dark theme inside the page (the user's setting); a large screen follows `largeScreen.theme` (dark by default). */
  isDark?: boolean;
  /**
   * Draws a report item's chart: the report kind's runtime (`kindRuntimes.report`, ReportChart in a
   * chunk of its own) unless given — a static import of ReportChart here would keep it out of its chunk.
   */
  Chart?: ComponentType<ReportChartProps>;
  /** Test and bench hook: called when an item's data has been painted. */
  onItemPainted?(itemId: string): void;
}

/** Where one report item's data stands. */
export interface ItemDataState {
  status: 'loading' | 'ready' | 'error';
  data?: WidgetData;
  message?: string;
  /** A reload is on its way while the last data stays on screen. */
  isRefreshing?: boolean;
}
