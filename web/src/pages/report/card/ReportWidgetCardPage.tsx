import { DownloadOutlined, FileExcelOutlined, ReloadOutlined } from '@ant-design/icons';
import type { WidgetData } from '@wharf/engine';
import { kindRuntimes, widgetTitle, type PointValues, type ReportChartHandle } from '@wharf/renderer';
import { Breadcrumb, Button, Card, Result, Space, Tooltip, Typography } from 'antd';
import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { messageOf } from '../../../api/eformResult';
import { createReportsApi } from '../../../api/reportsApi';
import { useServices, useSettings } from '../../../app/ServicesContext';
import { PrintButton } from '../../../components/PrintButton';
import { notifier } from '../../../http/notifier';
import { ShellContext } from '../../../layouts/shell/ShellContext';
import type { MenuPageProps } from '../../../menus/menuPageRegistry';
import { cardClick, drillStateOf, menuFilters, menuPointValues, type DrillStep } from './cardDrill';
import { drillThroughHref } from './drillThrough';
import { ensureReportCardTexts } from './useReportCardTexts';
import './reportCardPrint.css';
import { toastFailure } from '../../../http/failureToast';

/** The report kind's runtime from the renderer's registry (the chart, loaded on first use with echarts). */
const ReportChart = kindRuntimes.report.Component;

/** Saves a data URL as a file. */
function saveDataUrl(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/**
 * The report widget card menu page (spec §2: the last path segment is the widget code, the menu's
 * componentProps `colCode`/`queryValue` narrow its data): the widget's title and chart over
 * `GET /api/eform/report/widget/{code}/data`, refreshed every `refreshSeconds`; a click drills down
 * the widget's hierarchy (breadcrumbs lead back up, the menu filter stays) and at the lowest level
 * drills through to the target view's list with the clicked values and the menu filter; PNG and xlsx export (the xlsx
 * through the download centre) and print.
 */
export function ReportWidgetCardPage({ item, resolved }: MenuPageProps) {
  const app = useServices();
  ensureReportCardTexts(app.i18n);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const shell = useContext(ShellContext);
  const language = useSettings((state) => state.language);
  const themeSettings = useSettings((state) => state.theme);
  const api = useMemo(() => createReportsApi(app), [app]);
  const widgetCode = resolved.code ?? '';
  const colCode = resolved.query?.colCode;
  const queryValue = resolved.query?.queryValue;

  const [drill, setDrill] = useState<{ hierarchy?: string; steps: DrillStep[] }>({ steps: [] });
  const [data, setData] = useState<WidgetData>();
  const [problem, setProblem] = useState('');
  const [isLoading, setLoading] = useState(true);
  const [reloads, setReloads] = useState(0);
  const [isExporting, setExporting] = useState(false);
  const chart = useRef<ReportChartHandle | undefined>(undefined);
  const drillState = useMemo(() => drillStateOf(drill.hierarchy, drill.steps), [drill]);

  useEffect(() => {
    if (!widgetCode) return;
    const abort = new AbortController();
    setLoading(true);
    api.widgetData(widgetCode, { colCode, queryValue, drill: drillState }, abort.signal).then(
      (answer) => {
        if (abort.signal.aborted) return;
        setData(answer);
        setProblem('');
        setLoading(false);
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        setProblem(messageOf(error));
        setLoading(false);
      },
    );
    return () => abort.abort();
  }, [api, widgetCode, colCode, queryValue, drillState, reloads]);

  // The widget's own refresh interval; a hidden tab (another tab open, the browser minimised) skips its turns.
  const refreshSeconds = data?.widget.refreshSeconds ?? 0;
  useEffect(() => {
    if (refreshSeconds <= 0) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') setReloads((count) => count + 1);
    }, refreshSeconds * 1000);
    return () => clearInterval(timer);
  }, [refreshSeconds]);

  const onPointClick = useCallback(
    (values: PointValues) => {
      if (!data) return;
      const click = cardClick(data, drill.steps, values);
      if (click.kind === 'drillDown') setDrill({ hierarchy: data.drill?.hierarchy ?? data.widget.drillHierarchy, steps: click.steps });
      else if (click.kind === 'drillThrough' && data.widget.drillThrough) navigate(drillThroughHref(data.widget.drillThrough, { ...menuPointValues(resolved.query), ...click.values }, shell?.menu ?? [], data.columns));
    },
    [data, drill.steps, navigate, shell?.menu, resolved.query],
  );
  const onReady = useCallback((handle: ReportChartHandle | undefined) => {
    chart.current = handle;
  }, []);

  const title = data ? widgetTitle(data.widget, language) : (item.meta.title ?? widgetCode);
  const exportPng = () => {
    const url = chart.current?.toPngDataUrl();
    if (url) saveDataUrl(url, `${title || widgetCode}.png`);
  };
  const exportXlsx = async () => {
    setExporting(true);
    try {
      const answer = await api.exportWidget(widgetCode, { filters: menuFilters(resolved.query), drill: drillState, taskName: title || widgetCode });
      notifier().toast('success', answer.message || t('reportCard.exportQueued'));
    } catch (error) {
      toastFailure('error', error, `${t('reportCard.exportFailed')}:`);
    } finally {
      setExporting(false);
    }
  };

  if (!widgetCode) return <Result status="warning" title={t('reportCard.noWidget')} data-testid="report-card-no-widget" />;
  const hasDrill = Boolean(data?.drill && data.drill.levels.length > 1);
  const actions = (
    <Space className="wharf-no-print" wrap>
      <Tooltip title={t('reportCard.refresh')}>
        <Button icon={<ReloadOutlined />} aria-label={t('reportCard.refresh')} data-testid="report-card-refresh" loading={isLoading} onClick={() => setReloads((count) => count + 1)} />
      </Tooltip>
      <Button icon={<DownloadOutlined />} data-testid="report-card-png" disabled={!data || data.rows.length === 0} onClick={exportPng}>
        {t('reportCard.exportPng')}
      </Button>
      <Button icon={<FileExcelOutlined />} data-testid="report-card-xlsx" disabled={!data} loading={isExporting} onClick={() => void exportXlsx()}>
        {t('reportCard.exportXlsx')}
      </Button>
      <PrintButton />
    </Space>
  );
  return (
    // Busy while an answer is on its way (a drill level, a refresh): the chart still shows the previous one until it comes.
    <div data-print-area className="wharf-report-card" data-testid="report-card" data-widget-code={widgetCode} aria-busy={isLoading}>
      <Card title={<span data-testid="report-card-title">{title}</span>} extra={actions}>
        {hasDrill ? (
          <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 8 }}>
            <Breadcrumb
              data-testid="report-card-drill"
              items={[
                { key: 'top', title: drill.steps.length > 0 ? <a onClick={() => setDrill({ ...drill, steps: [] })}>{t('reportCard.drillTop')}</a> : t('reportCard.drillTop') },
                ...drill.steps.map((step, index) => ({
                  key: `${index}`,
                  title: index < drill.steps.length - 1 ? <a onClick={() => setDrill({ ...drill, steps: drill.steps.slice(0, index + 1) })}>{step.label}</a> : step.label,
                })),
              ]}
            />
            <Typography.Text type="secondary" className="wharf-no-print">{t('reportCard.drillHint')}</Typography.Text>
          </div>
        ) : null}
        <ReportChart
          data={data}
          error={problem || undefined}
          isLoading={isLoading}
          height={420}
          language={language}
          theme={{ primaryColor: themeSettings.primaryColor, isDark: themeSettings.mode === 'dark' }}
          onPointClick={onPointClick}
          onReady={onReady}
        />
      </Card>
    </div>
  );
}
