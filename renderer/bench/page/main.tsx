import { ConfigProvider } from 'antd';
import i18next from 'i18next';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { rendererCatalogues } from '../../src';
import { FormRenderer } from '../../src/form/FormRenderer';
import { benchFields, benchForm, benchRows, benchSubTableForm } from './fixtures';
import { HandWrittenForm } from './HandWrittenForm';

// The hand-written grid pages load ag-grid as a chunk of their own, as the form's sub-table does
// (SubTableGrid): neither side finds ag-grid already evaluated in the entry when the clock starts.
type HandWrittenGridModule = typeof import('./HandWrittenGrid');

declare global {
  interface Window {
    benchReady: Promise<{ commitMs: number; renderMs: number }>;
    keystrokeTimes: number[];
    keystrokeScriptTimes: number[];
    watchCell(row: number, colId: string, text: string): void;
    cellWatch: Promise<number>;
  }
}

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'en_US', resources: { en_US: { translation: rendererCatalogues.en_US } }, interpolation: { escapeValue: false }, initAsync: false });

const params = new URLSearchParams(location.search);
const variant = params.get('variant') ?? 'wharf';
const count = Number(params.get('fields') ?? 300);
const rowCount = Number(params.get('rows') ?? 500);
const services = { dictItems: async () => [] };
const isSubTableVariant = variant === 'subtable' || variant === 'gridBaseline' || variant === 'subtablePage';
// The sub-table variants run with the web app's antd setup after login (web/src/theme/staticAntdStyles.ts):
// antd's static style sheet already in the page and zeroRuntime on, so no component generates its CSS
// at runtime. All three load the sheet before the clock starts (the bare grid too, though it draws no
// antd component: the sheet's rules are in every variant's style work alike).
const staticStylesTheme = { zeroRuntime: true };

function App({ grid }: { grid: HandWrittenGridModule | undefined }) {
  if (variant === 'antd') return <HandWrittenForm fields={benchFields(count)} />;
  if (variant === 'gridBaseline' && grid) return <grid.HandWrittenGrid rows={benchRows(rowCount)} />;
  if (variant === 'subtablePage' && grid) return <grid.HandWrittenSubTablePage rows={benchRows(rowCount)} />;
  if (variant === 'subtable') return <FormRenderer definition={benchSubTableForm()} mode="edit" services={services} initialValues={{ declNo: 'D1', goods: benchRows(rowCount) }} />;
  return <FormRenderer definition={benchForm(count)} mode="add" services={services} />;
}

/** Calls `done` once the next frame has been painted: after the frame's rAF callbacks, style, layout and paint. */
function afterNextPaint(done: () => void): void {
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = done;
    channel.port2.postMessage(undefined);
  });
}

// Per keystroke: from the keydown to the next paint showing it (the bench runs Chromium without vsync or
// a frame-rate limit, so the frame is drawn as soon as the work is done rather than at the next 60 Hz
// tick, and the figure is the work, not where the keystroke fell between two display refreshes). The
// script part ends after the input event's handlers, React's render of it and the microtasks they
// queued: the listener is on window in the bubble phase, after React's root listener.
window.keystrokeTimes = [];
window.keystrokeScriptTimes = [];
let keyStart = 0;
window.addEventListener('keydown', () => (keyStart = performance.now()), true);
window.addEventListener('input', () => {
  const start = keyStart;
  queueMicrotask(() => window.keystrokeScriptTimes.push(performance.now() - start));
  afterNextPaint(() => window.keystrokeTimes.push(performance.now() - start));
});

/** Starts timing from the next keydown until the grid cell shows `text` and is painted (sub-table edits); `cellWatch` resolves with it. */
window.watchCell = (row, colId, text) => {
  window.cellWatch = new Promise<number>((done, fail) => {
    let start = 0;
    window.addEventListener('keydown', () => (start = performance.now()), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      const shown = document.querySelector(`[data-subtable] .ag-row[row-index="${row}"] [col-id="${colId}"]`)?.textContent;
      if (start > 0 && shown === text) {
        observer.disconnect();
        afterNextPaint(() => done(performance.now() - start));
      }
    });
    observer.observe(document.querySelector('[data-subtable]')!, { subtree: true, childList: true, characterData: true });
    setTimeout(() => fail(new Error(`row ${row} ${colId} never showed ${text}`)), 5000);
  });
};

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

window.benchReady = (async () => {
  if (isSubTableVariant) await import('antd/dist/antd.css');
  const root = createRoot(document.getElementById('root')!);
  // The clock starts when the page has its definition (here: at once). The hand-written grid pages
  // fetch and run their grid chunk first and then draw the whole page in one commit — the quickest
  // a page written by hand can do; the form draws at once and its sub-table when its chunk is there.
  performance.mark('bench-start');
  const start = performance.now();
  const grid = variant === 'gridBaseline' || variant === 'subtablePage' ? await import('./HandWrittenGrid') : undefined;
  const page = (
    <I18nextProvider i18n={i18n}>
      <App grid={grid} />
    </I18nextProvider>
  );
  flushSync(() => root.render(isSubTableVariant ? <ConfigProvider theme={staticStylesTheme}>{page}</ConfigProvider> : page));
  void document.body.offsetHeight;
  const commitMs = performance.now() - start;
  // Sub-tables: wait for the grid's rows (ag-grid is a lazy chunk and renders its rows after mount).
  if (isSubTableVariant) {
    while (!document.querySelector('[data-subtable] .ag-row[row-index="0"] [col-id="qty"]')) await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await nextFrame();
  return { commitMs, renderMs: performance.now() - start };
})();
