import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppServices } from '../app/appServices';
import { ServicesContext } from '../app/ServicesContext';
import { readBootConfig } from '../config/bootConfig';
import { Permitted } from './Permitted';
import { fakePermissions } from '../test/fakeSession';

afterEach(() => {
  document.body.innerHTML = '';
});

function renderWith(permissions: { auth?: unknown[]; allAuth?: unknown[] }, action: string) {
  const services = createAppServices({ bootConfig: readBootConfig({}), fetch: vi.fn() as unknown as typeof fetch });
  services.session.getState().setPermissions(fakePermissions([], permissions));
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  act(() =>
    root.render(
      <ServicesContext.Provider value={services}>
        <Permitted action={action}>
          <button type="button">guarded</button>
        </Permitted>
      </ServicesContext.Provider>,
    ),
  );
  return { container, services, unmount: () => act(() => root.unmount()) };
}

describe('Permitted', () => {
  it('shows the element when the user holds the action', () => {
    const view = renderWith({ auth: [{ action: 'user:add', type: '1' }] }, 'user:add');
    expect(view.container.textContent).toBe('guarded');
    view.unmount();
  });

  it('removes it otherwise, ignoring entries of type 2', () => {
    const view = renderWith({ auth: [{ action: 'user:add', type: '2' }] }, 'user:add');
    expect(view.container.textContent).toBe('');
    view.unmount();
  });

  it('follows permission changes in the session', () => {
    const view = renderWith({ allAuth: [] }, 'user:edit');
    expect(view.container.textContent).toBe('');
    act(() => view.services.session.getState().setPermissions(fakePermissions([], { allAuth: [{ action: 'user:edit', status: '0', type: '1' }] })));
    expect(view.container.textContent).toBe('guarded');
    view.unmount();
  });

  it('removes an action the system lists as a rule in force (status 1) unless the user holds it', () => {
    const inForce = [{ action: 'user:add', status: '1', type: '1' }];
    const stranger = renderWith({ auth: [], allAuth: inForce }, 'user:add');
    expect(stranger.container.textContent).toBe('');
    stranger.unmount();
    const holder = renderWith({ auth: inForce, allAuth: inForce }, 'user:add');
    expect(holder.container.textContent).toBe('guarded');
    holder.unmount();
  });
});
