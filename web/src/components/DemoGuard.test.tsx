import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppServices } from '../app/appServices';
import { ServicesContext } from '../app/ServicesContext';
import { readBootConfig } from '../config/bootConfig';
import { reactToHttpFailure } from '../http/httpErrorReaction';
import { bindNotifier, type ToastKind } from '../http/notifier';
import { fakePermissions } from '../test/fakeSession';
import { Permitted } from './Permitted';

afterEach(() => {
  document.body.innerHTML = '';
});

/** The app's services over a server whose site settings say whether it is an experience site. */
function servicesFor(isDemoMode: boolean) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const result = path === '/api/system/site/info' ? { name: 'Wharf', domainList: [], image: {}, disableRegister: false, isDemoMode } : null;
    return new Response(JSON.stringify({ success: true, message: '', code: 200, result, timestamp: 0 }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  const services = createAppServices({ bootConfig: readBootConfig({}), fetch: fetch as unknown as typeof globalThis.fetch });
  services.session.getState().setPermissions(fakePermissions([], { auth: [{ action: 'user:add', type: '1' }, { action: 'user:view', type: '1' }] }));
  return services;
}

async function render(isDemoMode: boolean, action: string, onClick: () => void) {
  const services = servicesFor(isDemoMode);
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <ServicesContext.Provider value={services}>
        <Permitted action={action}>
          <button type="button" onClick={onClick}>write</button>
        </Permitted>
      </ServicesContext.Provider>,
    );
  });
  // The site settings arrive after the first render.
  await act(async () => {
    await services.siteInfo();
  });
  return { container, button: container.querySelector('button')!, unmount: () => act(() => root.unmount()) };
}

describe('the demo-mode directive (spec §6, §8)', () => {
  it('on an experience site, marks a write control and stops its click with the warning', async () => {
    const toasts: Array<[ToastKind, string]> = [];
    const unbind = bindNotifier({ toast: (kind, text) => toasts.push([kind, text]), systemPrompt: () => undefined });
    const onClick = vi.fn();
    const view = await render(true, 'user:add', onClick);
    const marked = view.container.querySelector('[data-demo-mode="blocked"]');
    expect(marked?.getAttribute('title')).toBe('体验环境，禁止操作');
    act(() => view.button.click());
    expect(onClick).not.toHaveBeenCalled();
    expect(toasts).toEqual([['warning', '体验环境，禁止操作']]);
    view.unmount();
    unbind();
  });

  it('leaves reading controls (…:view) and every control of an ordinary site alone', async () => {
    for (const [isDemoMode, action] of [[true, 'user:view'], [false, 'user:add']] as const) {
      const onClick = vi.fn();
      const view = await render(isDemoMode, action, onClick);
      expect(view.container.querySelector('[data-demo-mode]')).toBeNull();
      act(() => view.button.click());
      expect(onClick).toHaveBeenCalledTimes(1);
      view.unmount();
    }
  });

  it('shows the server\'s demo-mode refusal as its message, not as "access denied"', () => {
    const body = { success: false, message: 'Disabled in experience environment', messageCode: 'system/demo-mode' };
    expect(reactToHttpFailure({ status: 403, body, url: '/api/eform/data/x', hadToken: true })).toEqual({ serverMessage: 'Disabled in experience environment', shouldLogoutAndReload: false });
    expect(reactToHttpFailure({ status: 403, body: { message: 'Not yours', messageCode: 'auth/not-in-department' }, url: '/api/system/selectDepart', hadToken: true }).serverMessage).toBe('Not yours');
    expect(reactToHttpFailure({ status: 403, body: { message: 'x' }, url: '/api/eform/data/x', hadToken: true }).toastKey).toBe('http.accessDenied');
  });
});
