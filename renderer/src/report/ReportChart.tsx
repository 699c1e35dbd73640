import { Alert, Empty, Result, Spin, theme } from 'antd';
import type { WidgetData } from '@wharf/engine';
import type { EChartsOption } from 'echarts';
import type { ECElementEvent, ECharts } from 'echarts/core';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildChartOption } from './buildChartOption';
import { drawsOnCanvas } from './canvasSupport';
import { loadedEcharts, loadEcharts } from './echartsLoader';
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
  const hostRef = useRef<HTMLDivElement>(null);
  // The echarts chunk: already there when a dashboard fetched it ahead, so the chart is made in the commit that shows its box.
  const [echarts, setEcharts] = useState(loadedEcharts);
  const [loadFailed, setLoadFailed] = useState('');
  const clickRef = useRef(onPointClick);
  clickRef.current = onPointClick;
  const readyRef = useRef(onReady);
  readyRef.current = onReady;
  const paintedRef = useRef(onPainted);
  paintedRef.current = onPainted;
  const chartRef = useRef<ECharts>(undefined);
  // The option last handed to echarts, and the data it drew until its `finished` says it is fully drawn.
  const appliedRef = useRef<EChartsOption>(undefined);
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
  const drawing = useRef({ option, data, context });
  drawing.current = { option, data, context };
  const hasBox = Boolean(data && data.rows.length > 0 && !error && !loadFailed);

  useEffect(() => {
    if (echarts || !drawsOnCanvas()) return undefined;
    let isMounted = true;
    loadEcharts().then(
      (modules) => isMounted && setEcharts(modules),
      (failure: unknown) => isMounted && setLoadFailed(failure instanceof Error ? failure.message : String(failure)),
    );
    return () => {
      isMounted = false;
    };
  }, [echarts]);

  // Hands the current option to echarts (notMerge: a new answer — a drill level, fewer categories — must not keep the old series).
  const draw = (chart: ECharts, host: HTMLElement) => {
    const { option: current, data: drawn, context: drawnIn } = drawing.current;
    if (!current || !drawn || appliedRef.current === current) return;
    host.setAttribute('data-painted', 'false');
    appliedRef.current = current;
    paintingRef.current = drawn;
    chart.setOption(current, true);
    const background = frameColours(drawnIn).exportBackground;
    readyRef.current?.({ toPngDataUrl: () => chart.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: background }) });
  };

  // The chart is made, and drawn with its option, in the commit that shows its box (a layout effect: before the
  // browser paints, with no render in between) — once per box, at its final size.
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!hasBox || !host || !echarts || !drawsOnCanvas()) return undefined;
    const made = echarts.createChart(host);
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
    const observer = new ResizeObserver(() => {
      if (host.clientWidth !== made.getWidth() || host.clientHeight !== made.getHeight()) made.resize();
    });
    observer.observe(host);
    chartRef.current = made;
    draw(made, host);
    return () => {
      observer.disconnect();
      made.dispose();
      chartRef.current = undefined;
      appliedRef.current = undefined;
      paintingRef.current = undefined;
    };
    // Made once per box: `draw` reads the current option through a ref.
  }, [hasBox, echarts]);

  // A new option for a chart already made (a new answer, theme or language).
  useLayoutEffect(() => {
    const chart = chartRef.current;
    if (chart && hostRef.current) draw(chart, hostRef.current);
  }, [option]);
  useEffect(() => () => readyRef.current?.(undefined), []);

  if (error || loadFailed) return <Result status="warning" title={t('report.chart.failed')} subTitle={error || loadFailed} data-testid="report-chart-error" />;
  if (!data) return isLoading ? <Spin style={{ display: 'block', margin: '48px auto' }} data-testid="report-chart-loading" /> : <Empty description={t('report.chart.noData')} data-testid="report-chart-empty" />;
  if (data.rows.length === 0) return <Empty description={t('report.chart.empty')} data-testid="report-chart-empty" />;
  const drawn = definition ?? data.widget;
  return (
    <div data-testid="report-chart" data-chart-type={drawn.chartType} style={{ position: 'relative' }}>
      {data.truncated ? <Alert type="warning" showIcon banner title={t('report.chart.truncated', { count: data.rows.length })} data-testid="report-chart-truncated" /> : null}
      <div ref={hostRef} data-testid="report-chart-canvas" style={{ width: '100%', height, opacity: isLoading ? 0.5 : 1 }} />
    </div>
  );
}
