import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServerOf } from '../test/fakeServerOf';
import { renderApp } from '../test/renderApp';
import { hasInAppHistory } from './NotAvailablePage';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  document.body.innerHTML = '';
});

const buttonNamed = (container: HTMLElement, text: string) => [...container.querySelectorAll<HTMLButtonElement>('button')].find((button) => button.textContent?.includes(text));

describe('the "not available" pages', () => {
  it('offer a way out: /jyeportlogin without a session leads to login', async () => {
    const app = await renderApp('/jyeportlogin', fakeServerOf({}));
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="not-available"]')).not.toBeNull(), { timeout: 10_000 });
    // Opened directly (no page of the app before it): no "back", but the way to login.
    expect(buttonNamed(app.container, '返回上一页')).toBeUndefined();
    await act(async () => buttonNamed(app.container, '前往登录')?.click());
    await vi.waitFor(() => expect(app.container.querySelector('#login_username')).not.toBeNull(), { timeout: 10_000 });
    expect(window.location.pathname).toBe('/index/login');
    app.unmount();
  }, 30_000);

  it('go back where the app came from when it brought the user here', () => {
    expect(hasInAppHistory({ idx: 2, key: 'k' })).toBe(true);
    expect(hasInAppHistory({ idx: 0, key: 'k' })).toBe(false);
    expect(hasInAppHistory(null)).toBe(false);
  });
});
