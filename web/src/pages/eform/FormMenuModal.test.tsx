import { act, fireEvent } from '@testing-library/react';
import type { MenuKind } from '@wharf/engine';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppServices } from '../../app/appServices';
import { ServicesContext } from '../../app/ServicesContext';
import { ThemedApp } from '../../app/ThemedApp';
import { readBootConfig } from '../../config/bootConfig';
import { envelope } from '../../test/renderApp';
import { click } from '../console/testing/domHelpers';
import { FormMenuModal } from './FormMenuModal';

const customs = '0c5a0001-0000-4000-8000-000000000001';
const menuTree = [{ id: customs, name: 'customs', menuType: '0', titles: { zhCn: '报关' }, children: [] }];

async function renderModal(kind: MenuKind) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method: init.method ?? 'GET', path: url.pathname, body });
    const answer = url.pathname === '/api/system/permission/list' ? envelope(menuTree) : envelope({ id: 'm1', menuCode: 'x', path: '/x' });
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
  }) as typeof globalThis.fetch;
  const services = createAppServices({ bootConfig: readBootConfig({ apiBaseUrl: '/api' }), fetch, reload: () => {} });
  const onClose = vi.fn();
  const container = document.createElement('div');
  document.body.appendChild(container);
  let root: Root | undefined;
  await act(async () => {
    root = createRoot(container);
    root.render(
      <ServicesContext.Provider value={services}>
        <I18nextProvider i18n={services.i18n}>
          <ThemedApp>
            <FormMenuModal row={{ code: 'dec_head', name: 'Declaration' }} kind={kind} onClose={onClose} />
          </ThemedApp>
        </I18nextProvider>
      </ServicesContext.Provider>,
    );
  });
  return { calls, onClose, unmount: () => act(() => root?.unmount()) };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('FormMenuModal', () => {
  // The kinds and their collections come from the engine's menuPages: held here to the server's routes.
  it.each([['form', '/api/eform/forms/dec_head/menu'], ['view', '/api/eform/views/dec_head/menu']] as const)('puts a %s on the menu through %s', async (kind, path) => {
    const app = await renderModal(kind);
    await vi.waitFor(() => expect(app.calls.some((call) => call.path === '/api/system/permission/list')).toBe(true), { timeout: 30_000 });
    const selector = await vi.waitFor(() => {
      const found = document.querySelector('[data-testid="form-menu-parent"]');
      expect(found).not.toBeNull();
      return found!;
    });
    await act(async () => {
      fireEvent.mouseDown(selector);
    });
    const option = await vi.waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-tree-node-content-wrapper')].find((node) => node.textContent === '报关');
      expect(found).toBeDefined();
      return found!;
    });
    await click(option);
    await click(document.querySelector('.ant-modal .ant-btn-primary'));
    await vi.waitFor(() => expect(app.onClose).toHaveBeenCalled());
    expect(app.calls.find((call) => call.method === 'POST')).toEqual({ method: 'POST', path, body: { parentId: customs, title: 'Declaration', menuCode: `${kind}_dec_head` } });
    app.unmount();
  }, 60_000);
});
