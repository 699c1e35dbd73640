import { Alert, Empty, Result, Spin, theme } from 'antd';
import type { WidgetData } from '@wharf/engine';
import type { ECElementEvent, ECharts } from 'echarts/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildChartOption } from './buildChartOption';
import { drawsOnCanvas } from './canvasSupport';
import { loadEcharts } from './echartsLoader';
import { frameColours, type ChartContext } from './chartContext';
import type { PointValues } from './chartData';
import type { ReportChartProps } from './reportChartTypes';
import { chartLanguage, isDarkColour } from './themeInputs';

/** The dimension values a clicked item carries (`point`, set by the option builders). */
function clickedValues(event: ECElementEvent): PointValues {
  const point = (event.data as { point?: PointValues } | null | undefined)?.point;
  return point ? { ...point } : {};
}

/**
 * One report widget drawn with echarts: the option from `buildChartOption` in the user's theme colour
 * and dark mode; echarts (only the modules `echartsModules.ts` registers) is a chunk of its own,
 * fetched when the first chart mounts unless `loadEcharts` asked for it earlier. The chart follows its box's size, hands clicks on as the
 * dimension values of the point, offers a PNG through `onReady`, and shows loading, failure, empty
 * and truncated states instead of (or above) the chart. Its canvas box carries `data-painted="true"`
 * once echarts has finished drawing the current option.
 */
export function ReportChart({ data, definition, error, isLoading, theme: themeInput, language: languageInput, height = 320, onPointClick, onReady, onPainted }: ReportChartProps) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const [chart, setChart] = useState<ECharts>();
  const [loadFailed, setLoadFailed] = useState('');
  const clickRef = useRef(onPointClick);
  clickRef.current = onPointClick;
  const readyRef = useRef(onReady);
  readyRef.current = onReady;
  const paintedRef = useRef(onPainted);
  paintedRef.current = onPainted;
  // The data whose option was last handed to echarts, until its `finished` says it is fully drawn.
  const paintingRef = useRef<WidgetData>(undefined);

  const context = useMemo<ChartContext>(
    () => ({
      language: languageInput ?? chartLanguage(i18n.language),
      primaryColor: themeInput?.primaryColor ?? token.colorPrimary,
      isDark: themeInput?.isDark ?? isDarkColour(token.colorBgContainer),
    }),
    [languageInput, i18n.language, themeInput?.primaryColor, themeInput?.isDark, token.colorPrimary, token.colorBgContainer],
  );
  const option = useMemo(() => (data ? buildChartOption(definition, data, context) : undefined), [data, definition, context]);

  useEffect(() => {
    if (!host || !drawsOnCanvas()) return;
    let isMounted = true;
    let made: ECharts | undefined;
    let observer: ResizeObserver | undefined;
    loadEcharts().then(
      ({ createChart }) => {
        if (!isMounted) return;
        made = createChart(host);
        made.on('click', (event) => clickRef.current?.(clickedValues(event as ECElementEvent)));
        // Marks the box once echarts has finished drawing (animation included): tests and benches wait for it.
        made.on('finished', () => {
          const drawn = paintingRef.current;
          if (!drawn) return; // a hover or tooltip redraw, not a new option
          paintingRef.current = undefined;
          host.setAttribute('data-painted', 'true');
          paintedRef.current?.(drawn);
        });
        // Only a real change of size redraws: echarts' resize() lays the whole chart out again even at the
        // same size (the observer's first call, right after the chart is made), which would cut the first animation short.
        observer = new ResizeObserver(() => {
          if (made && (host.clientWidth !== made.getWidth() || host.clientHeight !== made.getHeight())) made.resize();
        });
        observer.observe(host);
        setChart(made);
      },
      (failure: unknown) => isMounted && setLoadFailed(failure instanceof Error ? failure.message : String(failure)),
    );
    return () => {
      isMounted = false;
      observer?.disconnect();
      made?.dispose();
      setChart(undefined);
    };
  }, [host]);

  useEffect(() => {
    if (!chart || !option || !data) return;
    // notMerge: a new answer (a drill level, fewer categories) must not keep the old series.
    host?.setAttribute('data-painted', 'false');
    paintingRef.current = data;
    chart.setOption(option, true);
    const background = frameColours(context).exportBackground;
    readyRef.current?.({ toPngDataUrl: () => chart.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: background }) });
  }, [chart, option, context, host, data]);
  useEffect(() => () => readyRef.current?.(undefined), []);

  if (error || loadFailed) return <Result status="warning" title={t('report.chart.failed')} subTitle={error || loadFailed} data-testid="report-chart-error" />;
  if (!data) return isLoading ? <Spin style={{ display: 'block', margin: '48px auto' }} data-testid="report-chart-loading" /> : <Empty description={t('report.chart.noData')} data-testid="report-chart-empty" />;
  if (data.rows.length === 0) return <Empty description={t('report.chart.empty')} data-testid="report-chart-empty" />;
  const drawn = definition ?? data.widget;
  return (
    <div data-testid="report-chart" data-chart-type={drawn.chartType} style={{ position: 'relative' }}>
      {data.truncated ? <Alert type="warning" showIcon banner title={t('report.chart.truncated', { count: data.rows.length })} data-testid="report-chart-truncated" /> : null}
      <div ref={setHost} data-testid="report-chart-canvas" style={{ width: '100%', height, opacity: isLoading ? 0.5 : 1 }} />
    </div>
  );
}
