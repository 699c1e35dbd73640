import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppServices } from '../../app/appServices';
import { ServicesContext } from '../../app/ServicesContext';
import { ThemedApp } from '../../app/ThemedApp';
import { readBootConfig } from '../../config/bootConfig';
import { downloadPageTexts } from '../../i18n/catalogues/downloadPages';
import { envelope } from '../../test/renderApp';
import { click, toastTexts, typeInto } from '../console/testing/domHelpers';
import type { CodeHit } from './codeSearchApi';
import { CodeSearchModal } from './CodeSearchModal';

// Monaco does not run in jsdom: the editor is stood in for by a textarea with the same props.
vi.mock('@wharf/designers', () => ({
  CodeEditor: (props: { value: string; onChange(value: string): void; label: string; isReadOnly?: boolean; language: string }) => (
    <textarea aria-label={props.label} data-language={props.language} readOnly={props.isReadOnly} value={props.value} onChange={(event) => props.onChange(event.target.value)} data-testid="code-editor" />
  ),
}));

const texts = downloadPageTexts.zh_CN;
const hits: CodeHit[] = [
  { id: '11111111-1111-4111-8111-111111111111', group: 'formRule', key: 'qty › #2 › script', colName: '/fields/0/rules/1/script', code: 'dec_form', name: '报关单', script: 'return input.value < 5;' },
  { id: '22222222-2222-4222-8222-222222222222', group: 'sqlQuery', key: 'sqlQuery', colName: 'sqlQuery', code: 'ports', name: '港口', script: 'select code, name from biz.port' },
];

async function renderModal(canEdit: boolean) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method: init.method ?? 'GET', path: url.pathname, body });
    const answer = url.pathname === '/api/system/permission/allowEditScript' ? envelope(canEdit)
      : url.pathname === '/api/eform/manage/codeSearch/code' ? envelope(hits)
        : url.pathname === '/api/eform/manage/codeSearch/update' ? envelope({ id: hits[0]!.id, version: 3 })
          : envelope(null);
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
  }) as typeof globalThis.fetch;
  const services = createAppServices({ bootConfig: readBootConfig({ apiBaseUrl: '/api' }), fetch, reload: () => {} });
  const container = document.createElement('div');
  document.body.appendChild(container);
  let root: Root | undefined;
  await act(async () => {
    root = createRoot(container);
    root.render(
      <ServicesContext.Provider value={services}>
        <I18nextProvider i18n={services.i18n}>
          <ThemedApp>
            <CodeSearchModal isOpen onClose={() => {}} />
          </ThemedApp>
        </I18nextProvider>
      </ServicesContext.Provider>,
    );
  });
  return { calls, unmount: () => act(() => root?.unmount()) };
}

const modal = () => document.querySelector('.ant-modal') as HTMLElement;
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the developer code-search modal', () => {
  it('searches by key, code and name, shows the hits, and saves an edited script when allowed', async () => {
    const app = await renderModal(true);
    await vi.waitFor(() => expect(modal()?.textContent).toContain(texts['codeSearch.title']), { timeout: 30_000 });
    await typeInto(modal().querySelector('[data-testid="code-search-key"]'), ' input.value ');
    await typeInto(modal().querySelector('[data-testid="code-search-code"]'), 'dec');
    await click(modal().querySelector('[data-testid="code-search-submit"]'));
    await vi.waitFor(() => expect(modal().querySelectorAll('[data-testid="code-hit"]')).toHaveLength(2));
    expect(app.calls.find((call) => call.path === '/api/eform/manage/codeSearch/code')?.body).toEqual({ key: 'input.value', code: 'dec' });
    expect(modal().textContent).toContain(texts['codeSearch.group.formRule']);

    await click(modal().querySelectorAll('[data-testid="code-hit"]')[0]);
    const editor = await vi.waitFor(() => {
      const found = modal().querySelector<HTMLTextAreaElement>('[data-testid="code-editor"]');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(editor.readOnly).toBe(false);
    expect(editor.dataset.language).toBe('javascript');
    expect(modal().querySelector('[data-testid="code-search-read-only"]')).toBeNull();
    await typeInto(editor, 'return input.value < 6;');
    await click(modal().querySelector('[data-testid="code-search-save"]'));
    await vi.waitFor(() => expect(app.calls.find((call) => call.path === '/api/eform/manage/codeSearch/update')?.body).toEqual({ id: hits[0]!.id, table_name: 'formRule', code: 'return input.value < 6;', col_name: '/fields/0/rules/1/script' }));
    await vi.waitFor(() => expect(toastTexts()).toContain(texts['codeSearch.saved']));
    app.unmount();
  }, 60_000);

  it('is read-only with a tip when allowEditScript says no', async () => {
    const app = await renderModal(false);
    await vi.waitFor(() => expect(app.calls.some((call) => call.path === '/api/system/permission/allowEditScript')).toBe(true), { timeout: 30_000 });
    await click(modal().querySelector('[data-testid="code-search-submit"]'));
    await vi.waitFor(() => expect(modal().querySelectorAll('[data-testid="code-hit"]')).toHaveLength(2));
    await click(modal().querySelectorAll('[data-testid="code-hit"]')[1]);
    await vi.waitFor(() => expect(modal().querySelector('[data-testid="code-search-read-only"]')?.textContent).toContain(texts['codeSearch.readOnly']));
    const editor = modal().querySelector<HTMLTextAreaElement>('[data-testid="code-editor"]')!;
    expect(editor.readOnly).toBe(true);
    expect(editor.dataset.language).toBe('sql');
    expect(modal().querySelector('[data-testid="code-search-save"]')).toBeNull();
    expect(app.calls.find((call) => call.path === '/api/eform/manage/codeSearch/code')?.body).toEqual({});
    app.unmount();
  }, 60_000);
});
