import { formatMessage } from '@wharf/engine';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderApp, type FakeServer } from '../../test/renderApp';
import { loginFamilyPageTexts } from '../../i18n/catalogues/loginFamilyPages';

interface Recorded {
  registrations: unknown[];
  logs: number;
}

/** The registration API: the site allows registration; a username 'taken' is a duplicate. */
function server(recorded: Recorded): FakeServer {
  return {
    calls: [],
    handle: (method, path, body) => {
      if (path === '/api/system/site/info') return { status: 200, body: envelope({ name: 'Wharf', domainList: [], image: {}, disableRegister: false }) };
      if (path === '/api/system/user/register/log') {
        recorded.logs += 1;
        return { status: 200, body: envelope(null) };
      }
      if (method === 'POST' && path === '/api/system/user/register') {
        recorded.registrations.push(body);
        const input = body as { username: string; companyName: string };
        if (input.username === 'taken') {
          return { status: 400, body: { success: false, code: 400, message: 'validation error', result: { errors: [{ path: '/body/username', code: 'register/username-exists', message: '用户名已存在' }] } } };
        }
        return { status: 200, body: envelope({ username: input.username, companyName: input.companyName }) };
      }
      return undefined;
    },
  };
}

function setValue(container: HTMLElement, selector: string, value: string) {
  const input = container.querySelector<HTMLInputElement>(selector)!;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const errorsOf = (container: HTMLElement, field: string) =>
  [...(container.querySelector(`#register_${field}`)?.closest('.ant-form-item')?.querySelectorAll('.ant-form-item-explain-error') ?? [])].map((node) => node.textContent);

const valid: Record<string, string> = {
  tenantCode: 'demo',
  companyName: 'Ningbo Trading Co.',
  compCode: '3302960ABC',
  socialCreditCode: '91330200MA2H3XKQ4T',
  username: 'li_ming',
  password: 'Harbour#2027',
  confirmPassword: 'Harbour#2027',
  realname: '李明',
  phone: '13800138000',
  email: 'li.ming@example.com',
};

async function fill(container: HTMLElement, values: Record<string, string>) {
  await act(async () => {
    for (const [field, value] of Object.entries(values)) setValue(container, `#register_${field}`, value);
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('company registration page', () => {
  it('checks each field live with the engine\'s §5 rules and logs the visit', async () => {
    const recorded: Recorded = { registrations: [], logs: 0 };
    const app = await renderApp('/index/register', server(recorded));
    await vi.waitFor(() => expect(app.container.querySelector('#register_username')).not.toBeNull(), { timeout: 20_000 });
    await vi.waitFor(() => expect(recorded.logs).toBe(1));

    await fill(app.container, { phone: '123', password: 'weakpass1', confirmPassword: 'other', socialCreditCode: 'short', compCode: '1', email: 'x', realname: '张'.repeat(11), username: 'has space' });
    await vi.waitFor(() => expect(errorsOf(app.container, 'phone')).toEqual([formatMessage('register/invalid-phone')]));
    expect(errorsOf(app.container, 'password')).toEqual([formatMessage('password/weak')]);
    expect(errorsOf(app.container, 'confirmPassword')).toEqual([formatMessage('password/mismatch')]);
    expect(errorsOf(app.container, 'socialCreditCode')).toEqual([formatMessage('register/invalid-code', 'zh_CN', [18])]);
    expect(errorsOf(app.container, 'compCode')).toEqual([formatMessage('register/invalid-code', 'zh_CN', [10])]);
    expect(errorsOf(app.container, 'email')).toEqual([formatMessage('register/invalid-email')]);
    expect(errorsOf(app.container, 'realname')).toEqual([formatMessage('register/too-long', 'zh_CN', [10])]);
    expect(errorsOf(app.container, 'username')).toEqual([formatMessage('register/invalid-username')]);

    await fill(app.container, valid);
    await vi.waitFor(() => expect(app.container.querySelectorAll('.ant-form-item-explain-error')).toHaveLength(0));
    app.unmount();
  }, 30_000);

  it('tells a customs broker at once that it cannot register, and sends nothing', async () => {
    const recorded: Recorded = { registrations: [], logs: 0 };
    const app = await renderApp('/index/register', server(recorded));
    await vi.waitFor(() => expect(app.container.querySelector('#register_username')).not.toBeNull(), { timeout: 20_000 });
    await fill(app.container, valid);
    await act(async () => app.container.querySelector<HTMLInputElement>('input[type="radio"][value="customsBroker"]')?.click());
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="broker-refused"]')?.textContent).toContain(loginFamilyPageTexts.zh_CN['loginFamily.register.brokerRefused']));
    expect(errorsOf(app.container, 'proxyType')).toEqual([formatMessage('register/customs-broker-refused')]);
    expect(app.container.querySelector<HTMLButtonElement>('form#register button[type="submit"]')?.disabled).toBe(true);
    expect(recorded.registrations).toEqual([]);
    app.unmount();
  }, 30_000);

  it('shows a duplicate the server finds on its field, then registers and shows the result with the way to log in', async () => {
    const recorded: Recorded = { registrations: [], logs: 0 };
    const app = await renderApp('/index/register', server(recorded));
    await vi.waitFor(() => expect(app.container.querySelector('#register_username')).not.toBeNull(), { timeout: 20_000 });
    await fill(app.container, { ...valid, username: 'taken' });
    await act(async () => app.container.querySelector<HTMLButtonElement>('form#register button[type="submit"]')?.click());
    await vi.waitFor(() => expect(errorsOf(app.container, 'username')).toEqual(['用户名已存在']));
    expect(recorded.registrations).toHaveLength(1);
    expect(recorded.registrations[0]).toMatchObject({ tenantCode: 'demo', username: 'taken' });
    // An ordinary company sends no proxy type.
    expect(recorded.registrations[0]).not.toHaveProperty('proxyType');

    await fill(app.container, { username: 'li_ming' });
    await act(async () => app.container.querySelector<HTMLButtonElement>('form#register button[type="submit"]')?.click());
    await vi.waitFor(() => expect(window.location.pathname).toBe('/index/register-result'), { timeout: 10_000 });
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="register-result"]')?.textContent).toContain('Ningbo Trading Co.'));
    await act(async () => app.container.querySelector<HTMLButtonElement>('[data-testid="result-to-login"]')?.click());
    await vi.waitFor(() => expect(window.location.pathname).toBe('/index/login'));
    app.unmount();
  }, 30_000);
});
