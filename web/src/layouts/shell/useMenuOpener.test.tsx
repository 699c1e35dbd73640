import { act, renderHook } from '@testing-library/react';
import type { MenuItem } from '@wharf/engine';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppServices } from '../../app/appServices';
import { ServicesContext } from '../../app/ServicesContext';
import { readBootConfig } from '../../config/bootConfig';
import { envelope, fakeFetch, type FakeServer } from '../../test/renderApp';
import { useMenuOpener } from './useMenuOpener';

const redirect = (componentProps?: MenuItem['componentProps']): MenuItem => ({
  id: 'm-erp', path: '/erp', name: 'erp', component: 'Redirect', back: '0', ...(componentProps ? { componentProps } : {}),
  meta: { title: 'ERP', internalOrExternal: true, url: 'https://erp.example.com/?u={username}' },
});

function openerWith(server: FakeServer) {
  localStorage.setItem('wharf.token', JSON.stringify({ value: 'tok-1', expiresAt: null }));
  sessionStorage.setItem('wharf.userInfo', JSON.stringify({ id: 'u1', username: 'demo user', realname: 'Demo' }));
  const services = createAppServices({ bootConfig: readBootConfig({ apiBaseUrl: '/api' }), fetch: fakeFetch(server), reload: () => {} });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ServicesContext.Provider value={services}>
      <MemoryRouter>{children}</MemoryRouter>
    </ServicesContext.Provider>
  );
  return renderHook(() => useMenuOpener(), { wrapper }).result.current;
}

describe('opening a redirect-view menu (spec §2)', () => {
  const replace = vi.fn();
  beforeEach(() => {
    replace.mockReset();
    vi.spyOn(window, 'open').mockImplementation(() => ({ opener: {}, location: { replace } }) as unknown as Window);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('opens the url with the user\'s placeholders when the menu names no system', async () => {
    const open = openerWith({ calls: [], handle: () => undefined });
    await act(async () => open(redirect()));
    expect(window.open).toHaveBeenCalledWith('https://erp.example.com/?u=demo%20user', '_blank', 'noopener,noreferrer');
  });

  it('opens a tab at once and sends it to the jump url the server makes for the systemCode', async () => {
    const server: FakeServer = { calls: [], handle: (method, path) => (method === 'GET' && path === '/api/system/config/common/jumpParams/getJumpParams' ? { status: 200, body: envelope({ jumpUrl: 'https://erp.example.com/sso?t=tok-1' }) } : undefined) };
    const open = openerWith(server);
    await act(async () => open(redirect([{ label: 'systemCode', value: 'erp' }])));
    expect(window.open).toHaveBeenCalledWith('about:blank', '_blank');
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('https://erp.example.com/sso?t=tok-1'));
    expect(server.calls.map((call) => call.path)).toEqual(['/api/system/config/common/jumpParams/getJumpParams']);
  });

  it('falls back to the menu\'s own url when the jump-params call fails', async () => {
    const open = openerWith({ calls: [], handle: () => ({ status: 500, body: { success: false, message: 'down', code: 500, result: null, timestamp: 0 } }) });
    await act(async () => open(redirect([{ label: 'systemCode', value: 'erp' }])));
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('https://erp.example.com/?u=demo%20user'));
  });
});
