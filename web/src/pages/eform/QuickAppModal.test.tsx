import { act } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppServices } from '../../app/appServices';
import { ServicesContext } from '../../app/ServicesContext';
import { ThemedApp } from '../../app/ThemedApp';
import { readBootConfig } from '../../config/bootConfig';
import { envelope } from '../../test/renderApp';
import { click } from '../console/testing/domHelpers';
import { QuickAppModal } from './QuickAppModal';

const made = {
  form: { id: '0c5a0001-0000-4000-8000-000000000011', code: 'shipment_form' },
  view: { id: '0c5a0001-0000-4000-8000-000000000012', code: 'shipment_list' },
  folder: { id: '0c5a0001-0000-4000-8000-000000000013', menuCode: 'tabc_shipment_list_dir' },
  menu: { id: '0c5a0001-0000-4000-8000-000000000014', menuCode: 'tabc_shipment_list', path: '/eform/view/shipment_list' },
  permissionPoints: [{ id: '0c5a0001-0000-4000-8000-000000000015', perms: 'shipment_list:add', name: 'Add' }],
};

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

async function renderModal() {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push({ method: init.method ?? 'GET', path: url.pathname, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = url.pathname === '/api/system/permission/list' ? envelope([]) : envelope(made);
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
  }) as typeof globalThis.fetch;
  const services = createAppServices({ bootConfig: readBootConfig({ apiBaseUrl: '/api' }), fetch, reload: () => {} });
  // The menus are read again after the app is made (the new entry must be on them before its list opens).
  services.loadPermissions = vi.fn(async () => undefined);
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
            <MemoryRouter initialEntries={['/eform/tables']}>
              <Where />
              <QuickAppModal table={{ code: 'shipment', name: 'Shipments' }} onClose={onClose} />
            </MemoryRouter>
          </ThemedApp>
        </I18nextProvider>
      </ServicesContext.Provider>,
    );
  });
  return { calls, onClose, services, unmount: () => act(() => root?.unmount()) };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('QuickAppModal', () => {
  it('makes the app with one click (a new folder named after the table, codes from its code), reloads the menus and opens the new list', async () => {
    const app = await renderModal();
    await vi.waitFor(() => expect(app.calls.some((call) => call.path === '/api/system/permission/list')).toBe(true), { timeout: 30_000 });
    await click(document.querySelector('.ant-modal .ant-btn-primary'));
    await vi.waitFor(() => expect(app.onClose).toHaveBeenCalled(), { timeout: 30_000 });
    expect(app.calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/eform/tables/shipment/quickApp',
      body: { formCode: 'shipment_form', viewCode: 'shipment_list', newFolderName: 'Shipments' },
    });
    expect(app.services.loadPermissions).toHaveBeenCalled();
    expect(document.querySelector('[data-testid="where"]')?.textContent).toBe('/eform/view/shipment_list');
    app.unmount();
  }, 60_000);
});
