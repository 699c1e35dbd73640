import type { WidgetData } from '@wharf/engine';
import { kindRuntimes } from '@wharf/renderer';
import { useEffect, useMemo, useState } from 'react';
import { messageOf } from '../../../api/eformResult';
import { createReportsApi } from '../../../api/reportsApi';
import { useServices } from '../../../app/ServicesContext';

const ReportChart = kindRuntimes.report.Component;

type State = { isLoading: true } | { isLoading: false; data?: WidgetData; error?: string };

/**
 * A report item's live preview in the dashboard designer: the published widget's data
 * (`GET /api/eform/report/widget/{code}/data`, asked again only when the widget changes) drawn by the
 * renderer's report chart, as the dashboard will draw it.
 */
export function LiveReportPreview({ widgetCode }: { widgetCode: string }) {
  const services = useServices();
  const reports = useMemo(() => createReportsApi(services), [services]);
  const [state, setState] = useState<State>({ isLoading: true });
  useEffect(() => {
    const controller = new AbortController();
    setState({ isLoading: true });
    reports.widgetData(widgetCode, {}, controller.signal).then(
      (data) => setState({ isLoading: false, data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ isLoading: false, error: messageOf(error) });
      },
    );
    return () => controller.abort();
  }, [reports, widgetCode]);
  return (
    <div data-live-report={widgetCode} style={{ height: '100%' }}>
      <ReportChart data={state.isLoading ? undefined : state.data} error={state.isLoading ? undefined : state.error} isLoading={state.isLoading} height="100%" />
    </div>
  );
}
