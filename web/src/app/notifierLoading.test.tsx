import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readBootConfig } from '../config/bootConfig';
import { notifier } from '../http/notifier';
import { createAppServices } from './appServices';
import { ServicesContext } from './ServicesContext';
import { ThemedApp } from './ThemedApp';

// The bridge stands for antd's message and notification code: what matters is when it is drawn.
vi.mock('./NotifierBridge', () => ({ NotifierBridge: () => <span data-testid="notifier-bridge" /> }));

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

async function renderThemedApp(token: string) {
  const services = createAppServices({ bootConfig: readBootConfig({}), fetch: vi.fn() as unknown as typeof fetch });
  services.session.setState({ token });
  const container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  await act(async () => {
    root?.render(
      <ServicesContext.Provider value={services}>
        <ThemedApp>
          <p>page</p>
        </ThemedApp>
      </ServicesContext.Provider>,
    );
  });
  return { container, services };
}

describe('the toast code (issue 21: not on the login page until needed)', () => {
  it('loads at once for a logged-in user', async () => {
    const { container } = await renderThemedApp('a-token');
    await vi.waitFor(() => expect(container.querySelector('[data-testid="notifier-bridge"]')).not.toBeNull());
  });

  it('stays when the session ends, so the toast saying why (a 401) is not taken off the screen', async () => {
    const { container, services } = await renderThemedApp('a-token');
    await vi.waitFor(() => expect(container.querySelector('[data-testid="notifier-bridge"]')).not.toBeNull());
    await act(async () => {
      services.session.setState({ token: '' });
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(container.querySelector('[data-testid="notifier-bridge"]')).not.toBeNull();
  });

  it('waits on the login page until the first toast, then loads', async () => {
    const { container } = await renderThemedApp('');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(container.querySelector('[data-testid="notifier-bridge"]')).toBeNull();
    act(() => notifier().toast('error', 'login failed'));
    await vi.waitFor(() => expect(container.querySelector('[data-testid="notifier-bridge"]')).not.toBeNull());
  });
});
