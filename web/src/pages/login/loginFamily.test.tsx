import { formatMessage } from '@wharf/engine';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginFamilyPageTexts } from '../../i18n/catalogues/loginFamilyPages';
import { appLanguages } from '../../i18n/languages';
import { fakeId, fakePermissions, fakeUserInfo } from '../../test/fakeSession';
import { envelope, renderApp, type FakeServer } from '../../test/renderApp';

const userInfo = fakeUserInfo({ username: 'ann', realname: 'Ann', orgId: fakeId('d1'), orgName: 'Import desk', userType: 'user', backRoleFlg: '0' });
const menu = [{ id: fakeId('w'), path: '/dashboard/workbench', name: 'workbench', component: 'dashboard/Workbench', back: '0', meta: { title: '工作台', zhCn: '工作台' } }];
const site = envelope({ name: 'Wharf', domainList: [], image: {}, disableRegister: false });
const validationError = (path: string, code: string, message: string) => ({ status: 400, body: { success: false, code: 400, message: 'validation error', result: { errors: [{ path, code, message }] } } });

type Handler = (method: string, path: string, body: unknown) => { status: number; body: unknown } | undefined;

function server(handle: Handler, bodies: Array<{ path: string; body: unknown }>): FakeServer {
  return {
    calls: [],
    handle: (method, path, body) => {
      bodies.push({ path, body });
      if (path === '/api/system/site/info') return { status: 200, body: site };
      if (path === '/api/system/getUserPermissionByToken') return { status: 200, body: envelope(fakePermissions(menu)) };
      return handle(method, path, body);
    },
  };
}

function setValue(container: HTMLElement, selector: string, value: string) {
  const input = container.querySelector<HTMLInputElement>(selector)!;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const errorsAt = (container: HTMLElement, selector: string) =>
  [...(container.querySelector(selector)?.closest('.ant-form-item')?.querySelectorAll('.ant-form-item-explain-error') ?? [])].map((node) => node.textContent);

const storedToken = () => (JSON.parse(localStorage.getItem('wharf.token') ?? '{}') as { value?: string }).value;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('login family texts', () => {
  const reference = Object.keys(loginFamilyPageTexts.zh_CN).sort();
  const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort().join();

  it.each(appLanguages)('%s has every key of zh_CN, none empty, with the same placeholders', (language) => {
    const catalogue = loginFamilyPageTexts[language];
    expect(Object.keys(catalogue).sort()).toEqual(reference);
    expect(Object.entries(catalogue).filter(([, text]) => !text.trim())).toEqual([]);
    expect(reference.filter((key) => placeholders(catalogue[key]!) !== placeholders(loginFamilyPageTexts.zh_CN[key]!))).toEqual([]);
  });

  it('has every loginFamily key the screens use', () => {
    const files = (folder: string): string[] => readdirSync(folder).flatMap((name) => {
      const path = join(folder, name);
      return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) && !name.includes('.test.') ? [path] : [];
    });
    const source = join(import.meta.dirname, '..', '..');
    const used = new Set(files(source).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/['"`](loginFamily\.[A-Za-z0-9_.]+)['"`]/g)].map((match) => match[1]!)));
    expect(used.size).toBeGreaterThan(40);
    // Keys built from a field name (`loginFamily.register.${field}`) are checked by the pages' own tests.
    expect([...used].filter((key) => !key.endsWith('.') && !(key in loginFamilyPageTexts.zh_CN))).toEqual([]);
  });
});

describe('phone login tab', () => {
  it('checks the number, sends a code with a 60 s countdown, and logs in with it', async () => {
    const bodies: Array<{ path: string; body: unknown }> = [];
    const app = await renderApp('/index/login', server((method, path, body) => {
      if (path === '/api/system/sms') return { status: 200, body: { ...envelope(null), message: '如果该手机号已注册，验证码已发送' } };
      if (path === '/api/system/phoneLogin') {
        const { captcha } = body as { captcha: string };
        return captcha === '123456' ? { status: 200, body: envelope({ token: 'phone-token', userInfo, departs: [], multiDepart: 0 }) } : { status: 401, body: { success: false, code: 401, message: '验证码错误或已失效', result: null } };
      }
      return undefined;
    }, bodies));
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="login-method"]')).not.toBeNull(), { timeout: 20_000 });
    // The second option of the method switch (its radio inputs carry no value attribute).
    const phoneOption = app.container.querySelectorAll<HTMLInputElement>('[data-testid="login-method"] input[type="radio"]')[1];
    await act(async () => phoneOption?.click());
    await vi.waitFor(() => expect(app.container.querySelector('#phoneLogin_mobile')).not.toBeNull(), { timeout: 10_000 });

    await act(async () => setValue(app.container, '#phoneLogin_mobile', '1380013'));
    await act(async () => app.container.querySelector<HTMLButtonElement>('[data-testid="phone-send-code"]')?.click());
    await vi.waitFor(() => expect(errorsAt(app.container, '#phoneLogin_mobile')).toEqual([loginFamilyPageTexts.zh_CN['loginFamily.phone.mobileInvalid']]));
    expect(bodies.some((call) => call.path === '/api/system/sms')).toBe(false);

    await act(async () => setValue(app.container, '#phoneLogin_mobile', '13800138000'));
    await act(async () => app.container.querySelector<HTMLButtonElement>('[data-testid="phone-send-code"]')?.click());
    await vi.waitFor(() => expect(bodies.find((call) => call.path === '/api/system/sms')?.body).toEqual({ mobile: '13800138000', smsmode: '0' }));
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="phone-send-code"]')?.textContent).toMatch(/(60|59) 秒后重新获取/));
    expect(app.container.querySelector<HTMLButtonElement>('[data-testid="phone-send-code"]')?.disabled).toBe(true);

    await act(async () => setValue(app.container, '#phoneLogin_captcha', '123456'));
    await act(async () => app.container.querySelector<HTMLButtonElement>('form#phoneLogin button[type="submit"]')?.click());
    await vi.waitFor(() => expect(storedToken()).toBe('phone-token'));
    expect(bodies.find((call) => call.path === '/api/system/phoneLogin')?.body).toEqual({ mobile: '13800138000', captcha: '123456' });
    app.unmount();
  }, 40_000);
});

describe('forgot password page', () => {
  it('sends the code, checks the new password with the §5 rules, shows the server\'s answer on the code, then resets', async () => {
    const bodies: Array<{ path: string; body: unknown }> = [];
    const app = await renderApp('/index/forgot-password', server((method, path, body) => {
      if (path === '/api/system/passwordRecovery/sendCode') return { status: 200, body: { ...envelope(null), message: '如果账号与邮箱匹配，重置验证码已发送到该邮箱' } };
      if (path === '/api/system/passwordRecovery/reset') {
        return (body as { code: string }).code === '654321' ? { status: 200, body: envelope(null) } : validationError('/body/code', 'recovery/code-invalid', '验证码错误或已失效，或账号或邮箱不存在');
      }
      return undefined;
    }, bodies));
    await vi.waitFor(() => expect(app.container.querySelector('#forgotRequest_username')).not.toBeNull(), { timeout: 20_000 });
    await act(async () => {
      setValue(app.container, '#forgotRequest_username', 'ann');
      setValue(app.container, '#forgotRequest_email', 'ann@example.com');
    });
    await act(async () => app.container.querySelector<HTMLButtonElement>('[data-testid="forgot-send"]')?.click());
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="forgot-notice"]')?.textContent).toContain('重置验证码已发送'));
    expect(bodies.find((call) => call.path === '/api/system/passwordRecovery/sendCode')?.body).toEqual({ username: 'ann', email: 'ann@example.com' });
    await vi.waitFor(() => expect(app.container.querySelector('#forgotReset_code')).not.toBeNull());

    await act(async () => {
      setValue(app.container, '#forgotReset_password', 'weakpass1');
      setValue(app.container, '#forgotReset_confirmPassword', 'other');
    });
    await vi.waitFor(() => expect(errorsAt(app.container, '#forgotReset_password')).toEqual([formatMessage('password/weak')]));
    await vi.waitFor(() => expect(errorsAt(app.container, '#forgotReset_confirmPassword')).toEqual([formatMessage('password/mismatch')]));

    await act(async () => {
      setValue(app.container, '#forgotReset_code', '111111');
      setValue(app.container, '#forgotReset_password', 'Harbour#Reset1');
      setValue(app.container, '#forgotReset_confirmPassword', 'Harbour#Reset1');
    });
    await act(async () => app.container.querySelector<HTMLButtonElement>('[data-testid="forgot-submit"]')?.click());
    await vi.waitFor(() => expect(errorsAt(app.container, '#forgotReset_code')).toEqual(['验证码错误或已失效，或账号或邮箱不存在']));

    await act(async () => setValue(app.container, '#forgotReset_code', '654321'));
    await act(async () => app.container.querySelector<HTMLButtonElement>('[data-testid="forgot-submit"]')?.click());
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="forgot-done"]')).not.toBeNull());
    expect(bodies.filter((call) => call.path === '/api/system/passwordRecovery/reset').at(-1)?.body).toEqual({ username: 'ann', code: '654321', password: 'Harbour#Reset1', confirmPassword: 'Harbour#Reset1' });
    app.unmount();
  }, 40_000);
});

describe('alteration page', () => {
  it('checks the altered fields with the registration rules and shows the server\'s refusal', async () => {
    const bodies: Array<{ path: string; body: unknown }> = [];
    const app = await renderApp('/index/alteration', server((method, path) => {
      if (path === '/api/system/user/alteration') return { status: 401, body: { success: false, code: 401, message: '用户名或密码错误', result: null } };
      return undefined;
    }, bodies));
    await vi.waitFor(() => expect(app.container.querySelector('#alteration_companyName')).not.toBeNull(), { timeout: 20_000 });
    await act(async () => {
      setValue(app.container, '#alteration_phone', '12345');
      setValue(app.container, '#alteration_socialCreditCode', 'short');
    });
    await vi.waitFor(() => expect(errorsAt(app.container, '#alteration_phone')).toEqual([formatMessage('register/invalid-phone')]));
    expect(errorsAt(app.container, '#alteration_socialCreditCode')).toEqual([formatMessage('register/invalid-code', 'zh_CN', [18])]);

    await act(async () => {
      setValue(app.container, '#alteration_username', 'ann');
      setValue(app.container, '#alteration_password', 'Wrong#Pass1');
      setValue(app.container, '#alteration_companyName', 'Ningbo Trading Co.');
      setValue(app.container, '#alteration_phone', '13800138000');
      setValue(app.container, '#alteration_socialCreditCode', '');
    });
    await act(async () => app.container.querySelector<HTMLButtonElement>('form#alteration button[type="submit"]')?.click());
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="alteration-failure"]')?.textContent).toContain('用户名或密码错误'));
    expect(bodies.find((call) => call.path === '/api/system/user/alteration')?.body).toEqual({ username: 'ann', password: 'Wrong#Pass1', companyName: 'Ningbo Trading Co.', phone: '13800138000' });
    app.unmount();
  }, 40_000);
});

describe('SSO', () => {
  it('offers the configured entries on the login page', async () => {
    const app = await renderApp('/index/login', server((method, path) => {
      if (path === '/api/system/sso/entries') return { status: 200, body: envelope([{ ssoKey: 'corp-oidc', type: 'oauth2', name: 'corp-oidc', tenantCode: 'demo' }]) };
      return undefined;
    }, []));
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="sso-entries"]')?.textContent).toContain('使用 corp-oidc 登录'), { timeout: 20_000 });
    app.unmount();
  }, 30_000);

  it('completes an OAuth2 callback once with the configured code parameter and goes to the kept page', async () => {
    const bodies: Array<{ path: string; body: unknown }> = [];
    localStorage.setItem('wharf.oauth2CallbackUrl', JSON.stringify({ value: '/dashboard/workbench', expiresAt: Date.now() + 10_000 }));
    const app = await renderApp('/index/sso/callback?auth_code=the-code&state=corp-oidc.handle123', server((method, path) => {
      if (path === '/api/system/sso/config') return { status: 200, body: envelope({ ssoKey: 'corp-oidc', type: 'oauth2', cas: { url: null, hasLogout: false }, oauth2: { paramName: 'auth_code', dynamic: false, hasLogout: false } }) };
      if (path === '/api/system/oauth2/login') return { status: 200, body: envelope({ token: 'sso-token', userInfo, departs: [], multiDepart: 0 }) };
      return undefined;
    }, bodies));
    await vi.waitFor(() => expect(storedToken()).toBe('sso-token'), { timeout: 20_000 });
    await vi.waitFor(() => expect(window.location.pathname).toBe('/dashboard/workbench'));
    expect(bodies.filter((call) => call.path === '/api/system/oauth2/login').map((call) => call.body)).toEqual([{ code: 'the-code', state: 'corp-oidc.handle123' }]);
    app.unmount();
  }, 30_000);

  it('shows the server\'s message and the way back to login when the callback fails', async () => {
    const app = await renderApp('/index/sso/callback?code=bad&state=corp-oidc.h', server((method, path) => {
      if (path === '/api/system/sso/config') return { status: 200, body: envelope({ ssoKey: 'corp-oidc', type: 'oauth2', cas: { url: null, hasLogout: false }, oauth2: { paramName: 'code', dynamic: false, hasLogout: false } }) };
      if (path === '/api/system/oauth2/login') return { status: 401, body: { success: false, code: 401, message: '单点登录失败', result: null } };
      return undefined;
    }, []));
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="sso-failed"]')?.textContent).toContain('单点登录失败'), { timeout: 20_000 });
    expect(storedToken()).toBeUndefined();
    app.unmount();
  }, 30_000);

  it('validates a CAS ticket for this page without the ticket as the service, asking for JSON, then stores the session', async () => {
    const casCalls: Array<{ url: string; accept: string | undefined }> = [];
    vi.stubGlobal('fetch', (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      casCalls.push({ url: String(input), accept: (init.headers as Record<string, string> | undefined)?.Accept });
      return new Response(JSON.stringify(envelope({ token: 'cas-token', userInfo, departs: [], multiDepart: 0 })), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch);
    try {
      const app = await renderApp('/index/sso/cas?ssoKey=acme-cas&ticket=ST-1-abc', server(() => undefined, []));
      await vi.waitFor(() => expect(storedToken()).toBe('cas-token'), { timeout: 20_000 });
      const url = new URL(casCalls[0]!.url, 'http://localhost');
      expect(url.pathname).toBe('/api/system/cas/login');
      expect(Object.fromEntries(url.searchParams)).toMatchObject({ ssoKey: 'acme-cas', ticket: 'ST-1-abc', service: `${window.location.origin}/index/sso/cas?ssoKey=acme-cas` });
      expect(casCalls[0]!.accept).toBe('application/json');
      app.unmount();
    } finally {
      vi.unstubAllGlobals();
    }
  }, 30_000);
});
