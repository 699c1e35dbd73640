import i18next from 'i18next';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { rendererCatalogues } from '../../src';
import { FormRenderer } from '../../src/form/FormRenderer';
import { benchFields, benchForm, benchRows, benchSubTableForm } from './fixtures';
import { HandWrittenForm } from './HandWrittenForm';
import { HandWrittenGrid } from './HandWrittenGrid';

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

function App() {
  if (variant === 'antd') return <HandWrittenForm fields={benchFields(count)} />;
  if (variant === 'gridBaseline') return <HandWrittenGrid rows={benchRows(rowCount)} />;
  if (variant === 'subtable') return <FormRenderer definition={benchSubTableForm()} mode="edit" services={services} initialValues={{ declNo: 'D1', goods: benchRows(rowCount) }} />;
  return <FormRenderer definition={benchForm(count)} mode="add" services={services} />;
}

// Per keystroke: from the keydown to the end of the work it caused (React's synchronous render of the
// input event, then style and layout forced by reading a layout property), taken in a task queued
// after the input event's handlers and microtasks.
window.keystrokeTimes = [];
window.keystrokeScriptTimes = [];
let keyStart = 0;
window.addEventListener('keydown', () => (keyStart = performance.now()), true);
window.addEventListener(
  'input',
  () => {
    const start = keyStart;
    setTimeout(() => {
      window.keystrokeScriptTimes.push(performance.now() - start);
      void document.body.offsetHeight;
      window.keystrokeTimes.push(performance.now() - start);
    }, 0);
  },
  true,
);

/** Starts timing from the next keydown until the grid cell shows `text` (sub-table edits); `cellWatch` resolves with it. */
window.watchCell = (row, colId, text) => {
  window.cellWatch = new Promise<number>((done, fail) => {
    let start = 0;
    window.addEventListener('keydown', () => (start = performance.now()), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      const shown = document.querySelector(`[data-subtable] .ag-row[row-index="${row}"] [col-id="${colId}"]`)?.textContent;
      if (start > 0 && shown === text) {
        observer.disconnect();
        done(performance.now() - start);
      }
    });
    observer.observe(document.querySelector('[data-subtable]')!, { subtree: true, childList: true, characterData: true });
    setTimeout(() => fail(new Error(`row ${row} ${colId} never showed ${text}`)), 5000);
  });
};

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

window.benchReady = (async () => {
  const root = createRoot(document.getElementById('root')!);
  const start = performance.now();
  flushSync(() =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <App />
      </I18nextProvider>,
    ),
  );
  void document.body.offsetHeight;
  const commitMs = performance.now() - start;
  // Sub-tables: wait for the grid's rows (ag-grid is a lazy chunk and renders its rows after mount).
  if (variant === 'subtable' || variant === 'gridBaseline') {
    while (!document.querySelector('[data-subtable] .ag-row[row-index="0"] [col-id="qty"]')) await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await nextFrame();
  return { commitMs, renderMs: performance.now() - start };
})();
