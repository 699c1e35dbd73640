import i18next from 'i18next';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { rendererCatalogues } from '../../../src/i18n';
import type { ReportChartProps } from '../../../src/report/reportChartTypes';
import { benchDashboard, widgetCodeOf, widgetCount } from './fixtures';
import type { PaintListener } from './HandWrittenCharts';
import { streamLines } from './ndjson';

/** Milliseconds from navigation start until every one of the 12 charts reached a stage. */
export interface BenchTimes {
  /** Every chart has drawn its first frame (echarts draws it inside setOption). */
  firstFrame: number;
  /** Every chart has finished drawing (echarts' `finished`: its first animation included). */
  finished: number;
}

declare global {
  interface Window {
    benchTimes: Promise<BenchTimes>;
  }
}

const variant = new URLSearchParams(location.search).get('variant') ?? 'dashboard';
const root = document.getElementById('root')!;

/** Counts each chart once per stage; resolves when all 12 have finished. */
function paintTracker(): { listener: PaintListener; times: Promise<BenchTimes> } {
  const framed = new Set<string>();
  const finished = new Set<string>();
  let firstFrame = NaN;
  let done: (times: BenchTimes) => void = () => undefined;
  const times = new Promise<BenchTimes>((resolve) => (done = resolve));
  const listener: PaintListener = {
    firstFrame(key) {
      framed.add(key);
      if (framed.size === widgetCount && Number.isNaN(firstFrame)) firstFrame = performance.now();
    },
    finished(key) {
      finished.add(key);
      if (finished.size === widgetCount) done({ firstFrame, finished: performance.now() });
    },
  };
  return { listener, times };
}

const { listener, times } = paintTracker();
window.benchTimes = times;

if (variant === 'handwritten') {
  const { startHandWritten } = await import('./HandWrittenCharts');
  startHandWritten(root, listener);
} else {
  const i18n = i18next.createInstance();
  // The dashboard as the web app loads it (`kindRuntimes.dashboard`): the lazy runtime, which fetches its code.
  const [{ LazyDashboardRenderer }, { LazyReportChart }] = await Promise.all([
    import('../../../src/dashboard/LazyDashboardRenderer'),
    import('../../../src/report/LazyReportChart'),
    i18n.use(initReactI18next).init({ lng: 'en_US', resources: { en_US: { translation: rendererCatalogues.en_US } }, interpolation: { escapeValue: false } }),
  ]);
  const keyOf = new Map(Array.from({ length: widgetCount }, (_, index) => [widgetCodeOf(index), `i${index}`]));
  const keyOfData = (props: ReportChartProps) => keyOf.get(props.data?.widget.widgetCode ?? '') ?? '';
  // The dashboard's own chart, also telling the bench at the same two moments the hand-written page does:
  // onReady comes right after setOption (the first frame), onPainted on echarts' `finished`.
  const Chart: ComponentType<ReportChartProps> = (props) => (
    <LazyReportChart
      {...props}
      onReady={(handle) => {
        props.onReady?.(handle);
        if (handle) listener.firstFrame(keyOfData(props));
      }}
      onPainted={(drawn) => {
        props.onPainted?.(drawn);
        listener.finished(keyOfData(props));
      }}
    />
  );
  const services = { loadWidgetData: streamLines };
  createRoot(root).render(
    <I18nextProvider i18n={i18n}>
      <LazyDashboardRenderer definition={benchDashboard()} services={services} Chart={Chart} />
    </I18nextProvider>,
  );
}
