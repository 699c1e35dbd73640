import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { rendererCatalogues } from '../../../src/i18n';
import { benchDashboard, widgetCount } from './fixtures';
import { streamLines } from './ndjson';

declare global {
  interface Window {
    /** Milliseconds from navigation start to the last of the 12 widgets painted. */
    benchPainted: Promise<number>;
  }
}

const variant = new URLSearchParams(location.search).get('variant') ?? 'dashboard';
const root = document.getElementById('root')!;
let paintedCount = 0;
let finish: (ms: number) => void = () => undefined;
window.benchPainted = new Promise((done) => {
  finish = done;
});
const painted = () => {
  paintedCount += 1;
  if (paintedCount === widgetCount) finish(performance.now());
};

if (variant === 'handwritten') {
  const { startHandWritten } = await import('./HandWrittenCharts');
  startHandWritten(root, painted);
} else {
  const i18n = i18next.createInstance();
  const [{ DashboardRenderer }] = await Promise.all([
    import('../../../src/dashboard/DashboardRenderer'),
    i18n.use(initReactI18next).init({ lng: 'en_US', resources: { en_US: { translation: rendererCatalogues.en_US } }, interpolation: { escapeValue: false } }),
  ]);
  const services = { loadWidgetData: streamLines };
  createRoot(root).render(
    <I18nextProvider i18n={i18n}>
      <DashboardRenderer definition={benchDashboard()} services={services} onItemPainted={painted} />
    </I18nextProvider>,
  );
}
