import { theme } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { AnalyticsEntry } from '../../../api/bpmTypes';
import type { BarChartHandle } from './barCharts';
import { topListChartHeight, topListChartOption } from './topListChartOption';

let canvasAnswer: boolean | undefined;

/**
 * Whether this browser draws on a canvas (asked once). Where it cannot (jsdom, a browser with
 * canvas turned off) no chart is made and the list beside it carries the figures alone.
 */
function drawsOnCanvas(): boolean {
  if (canvasAnswer === undefined) {
    try {
      canvasAnswer = Boolean(document.createElement('canvas').getContext('2d'));
    } catch {
      canvasAnswer = false;
    }
  }
  return canvasAnswer;
}

/**
 * A top-10 list as an echarts bar chart in the app's primary colour. echarts (only the parts
 * `barCharts.ts` registers) is a chunk of its own, fetched when the first chart mounts; the chart
 * follows its container's size and is disposed with the component. It is hidden from screen
 * readers: the list the page shows with it has the same figures as text.
 */
export function TopListChart({ entries, formatValue }: { entries: readonly AnalyticsEntry[]; formatValue: (entry: AnalyticsEntry) => string }) {
  const { token } = theme.useToken();
  const host = useRef<HTMLDivElement>(null);
  const [canDraw] = useState(drawsOnCanvas);
  const [chart, setChart] = useState<BarChartHandle>();

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let isMounted = true;
    let made: BarChartHandle | undefined;
    let observer: ResizeObserver | undefined;
    import('./barCharts').then(
      ({ createBarChart }) => {
        if (!isMounted) return;
        made = createBarChart(element);
        observer = new ResizeObserver(() => made?.resize());
        observer.observe(element);
        setChart(made);
      },
      // The chart's chunk did not load (offline, a new release): the list still shows every figure.
      () => undefined,
    );
    return () => {
      isMounted = false;
      observer?.disconnect();
      made?.dispose();
    };
  }, []);

  const option = useMemo(
    () => topListChartOption(entries, { barColor: token.colorPrimary, textColor: token.colorTextSecondary, lineColor: token.colorBorderSecondary }, formatValue),
    [entries, token.colorPrimary, token.colorTextSecondary, token.colorBorderSecondary, formatValue],
  );
  useEffect(() => {
    // notMerge: a shorter list after a new time window must not keep the old bars.
    chart?.setOption(option, true);
  }, [chart, option]);

  if (!canDraw) return null;
  return <div ref={host} aria-hidden="true" data-testid="analytics-chart" style={{ width: '100%', height: topListChartHeight(entries.length) }} />;
}
