import { Button, Tag } from 'antd';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readBootConfig } from '../config/bootConfig';
import { hasStaticAntdStyles, loadStaticAntdStyles } from '../theme/staticAntdStyles';
import { createAppServices } from './appServices';
import { ServicesContext } from './ServicesContext';
import { ThemedApp } from './ThemedApp';

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

/** The CSS antd generated in the browser so far (its runtime styles are <style> elements in the head). */
const runtimeCss = () => [...document.head.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
/**
 * Whether antd generated a component's own rules at runtime (hashed: `:where(.css-…).ant-tag{…}`). Its
 * component tokens are registered as CSS variables in either mode (`.css-var-….ant-tag{--ant-tag-…}`).
 */
const hasRuntimeRules = (componentClass: string) => new RegExp(`:where\\(\\.css-[^)]*\\)\\.${componentClass}\\b`).test(runtimeCss());

describe('ThemedApp with a session', () => {
  it("loads antd's static style sheet, after which newly mounted components generate no styles at runtime", async () => {
    const services = createAppServices({ bootConfig: readBootConfig({}), fetch: vi.fn() as unknown as typeof fetch });
    services.session.getState().setToken('tok-1');
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    const draw = (children: React.ReactNode) =>
      root.render(
        <ServicesContext.Provider value={services}>
          <I18nextProvider i18n={services.i18n}>
            <ThemedApp>{children}</ThemedApp>
          </I18nextProvider>
        </ServicesContext.Provider>,
      );
    // Before the sheet is in, a component's CSS is generated at runtime (as on the login screen).
    act(() => draw(<Button>before</Button>));
    expect(hasStaticAntdStyles()).toBe(false);
    expect(hasRuntimeRules('ant-btn')).toBe(true);
    await act(async () => {
      await loadStaticAntdStyles();
    });
    expect(hasStaticAntdStyles()).toBe(true);
    // A component first mounted after the sheet arrived adds none of its own CSS; the earlier one stays.
    act(() =>
      draw(
        <>
          <Button>before</Button>
          <Tag>after</Tag>
        </>,
      ),
    );
    expect(container.querySelector('.ant-tag')).not.toBeNull();
    expect(hasRuntimeRules('ant-tag')).toBe(false);
    // The theme still reaches it: its component tokens as CSS variables.
    expect(runtimeCss()).toMatch(/\.ant-tag\{--ant-tag-/);
    expect(container.querySelector('.ant-btn')).not.toBeNull();
    act(() => root.unmount());
  });
});
