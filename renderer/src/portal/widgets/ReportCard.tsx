import type { ComponentType } from 'react';
import type { ReportChartProps } from '../../report/reportChartTypes';
import type { ReportCardState } from '../usePortalReports';

export interface ReportCardProps {
  widgetId: string;
  state: ReportCardState | undefined;
  height: number;
  Chart: ComponentType<ReportChartProps>;
}

/** A report widget card: its chart, drawn as soon as its line of the portal's batch arrives. */
export function ReportCard({ widgetId, state, height, Chart }: ReportCardProps) {
  return (
    <div data-testid="portal-report" data-widget-id={widgetId} data-status={state?.status ?? 'loading'}>
      <Chart data={state?.data} error={state?.status === 'error' ? state.message : undefined} isLoading={!state || state.status === 'loading'} height={height} />
    </div>
  );
}
