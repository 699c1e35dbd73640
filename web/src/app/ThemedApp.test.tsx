import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readBootConfig } from '../config/bootConfig';
import { loadAntdLocale } from './antdLocale';
import { createAppServices } from './appServices';
import { ServicesContext } from './ServicesContext';
import { ThemedApp } from './ThemedApp';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('ThemedApp', () => {
  it('keeps its children mounted when the antd locale arrives', async () => {
    const services = createAppServices({ bootConfig: readBootConfig({}), fetch: vi.fn() as unknown as typeof fetch });
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    // A synchronous act: the antd locale chunk has not arrived when the input is first typed into.
    act(() => {
      root.render(
        <ServicesContext.Provider value={services}>
          <I18nextProvider i18n={services.i18n}>
            <ThemedApp>
              <input data-testid="typed" defaultValue="" />
            </ThemedApp>
          </I18nextProvider>
        </ServicesContext.Provider>,
      );
    });
    const input = container.querySelector<HTMLInputElement>('[data-testid="typed"]');
    if (!input) throw new Error('input not rendered');
    input.value = 'typed before the locale loaded';
    await act(async () => {
      await loadAntdLocale('zh_CN');
    });
    // And switching language loads another one; the same input element must survive both.
    await act(async () => {
      services.settings.getState().setLanguage('en_US');
      await loadAntdLocale('en_US');
    });
    expect(container.querySelector('[data-testid="typed"]')).toBe(input);
    expect(input.value).toBe('typed before the locale loaded');
    act(() => root.unmount());
  });
});
