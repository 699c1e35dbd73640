import { ReloadOutlined } from '@ant-design/icons';
import { isLanguage, type DatasetAnswer } from '@wharf/engine';
import type { DatasetDefinition, ReportDefinition } from '@wharf/schemas';
import { kindRuntimes } from '@wharf/renderer';
import { Alert, Button, Empty, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { needsCategory } from '../model/chartTypes';
import { planPreview, previewData } from '../model/previewQuery';
import type { ReportDesignerServices, ReportPreviewChartProps } from '../types';
import type { ComponentType } from 'react';

export interface ReportPreviewProps {
  widget: ReportDefinition;
  /** The widget's dataset (its hierarchies decide the drill level); no preview until it is known. */
  dataset: DatasetDefinition | undefined;
  services: ReportDesignerServices;
  PreviewChart?: ComponentType<ReportPreviewChartProps> | undefined;
  height?: number;
}

/** How long the preview waits after the last edit before it asks for data again. */
const settleMs = 400;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The renderer's report runtime (`ReportChart`, a lazy chunk with echarts) drawing the unsaved widget. */
function RendererChart({ data, height }: ReportPreviewChartProps) {
  const ReportChart = kindRuntimes.report.Component;
  return <ReportChart data={data} definition={data.widget} height={height} />;
}

/**
 * The live preview: runs the dataset for the widget as edited (the same query whenever the wells,
 * sort and top-N are the same, asked again only when they change, after edits settle) and draws it
 * with the renderer's report chart (or the chart component the host gives).
 */
export function ReportPreview(props: ReportPreviewProps) {
  const { t, i18n } = useTranslation();
  const { widget, dataset, services } = props;
  const height = props.height ?? 320;
  const isReady = Boolean(dataset && widget.datasetCode && widget.yFields?.length && (widget.xField || !needsCategory(widget.chartType)));
  const plan = useMemo(() => (isReady && dataset ? planPreview(widget, dataset, isLanguage(i18n.language) ? i18n.language : undefined) : undefined), [isReady, widget, dataset, i18n.language]);
  const query = plan?.ok ? JSON.stringify(plan.widgetQuery.query) : '';
  const [answer, setAnswer] = useState<DatasetAnswer>();
  const [problem, setProblem] = useState('');
  const [isLoading, setLoading] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!query || !services.queryDataset) return undefined;
    let isCurrent = true;
    const timer = setTimeout(() => {
      setLoading(true);
      setProblem('');
      services.queryDataset!(widget.datasetCode, JSON.parse(query)).then(
        (loaded) => isCurrent && setAnswer(loaded),
        (error: unknown) => isCurrent && setProblem(errorText(error)),
      ).finally(() => isCurrent && setLoading(false));
    }, settleMs);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
    // The query text stands for the wells, sort, top-N and drill; other edits redraw without asking again.
  }, [services, widget.datasetCode, query, round]);

  if (!services.queryDataset) return <Empty description={t('designer.report.preview.unavailable')} />;
  if (!isReady || !plan || !dataset) return <Empty description={t('designer.report.preview.fillWells')} />;
  if (!plan.ok) return <Alert type="warning" showIcon title={plan.message} />;
  const data = answer ? previewData(widget, dataset, plan.widgetQuery, answer) : undefined;
  const Chart = props.PreviewChart ?? RendererChart;
  return (
    <div data-testid="report-preview" data-rows={data?.rows.length ?? ''}>
      <Space style={{ marginBottom: 6 }}>
        <Button size="small" icon={<ReloadOutlined />} onClick={() => setRound((value) => value + 1)}>{t('designer.report.preview.refresh')}</Button>
        {isLoading ? <Typography.Text type="secondary">{t('designer.report.preview.loading')}</Typography.Text> : null}
        {plan.isFilterLeftOut ? <Typography.Text type="warning" data-testid="report-preview-filter-left-out">{t('designer.report.preview.filterLeftOut')}</Typography.Text> : null}
      </Space>
      {problem ? <Alert type="error" showIcon title={problem} style={{ marginBottom: 6 }} /> : null}
      {data ? <Chart data={data} height={height} /> : <div style={{ height }} />}
    </div>
  );
}
