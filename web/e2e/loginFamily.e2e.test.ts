import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { loginFamilyPageTexts } from '../src/i18n/catalogues/loginFamilyPages';
import { appLanguages } from '../src/i18n/languages';
import { logIn, openBrowser, screenshot, type BrowserSession } from './browser';
import { workerBaseUrl } from './workerServer';

const baseUrl = workerBaseUrl();
const adminPassword = inject('adminPassword');
const texts = loginFamilyPageTexts.zh_CN;

// Identifiers unique to this run: the e2e server keeps its database for the whole run.
const run = String(Date.now()).slice(-6);
let serial = 0;
function newCompany() {
  serial += 1;
  const n = `${run}${serial}`.slice(-7).padStart(7, '0');
  return {
    tenantCode: 'demo',
    username: `e2e_reg_${n}`,
    password: 'Harbour#2027',
    confirmPassword: 'Harbour#2027',
    realname: '测试用户',
    phone: `1360${n}`,
    email: `e2e.${n}@example.com`,
    companyName: `E2E Trading ${n}`,
    compCode: `3302${n.slice(-6)}`,
    socialCreditCode: `91330200MA${n}XY`.slice(0, 18).padEnd(18, 'X'),
  };
}

async function api<T>(method: string, path: string, body?: unknown, token?: string, headers: Record<string, string> = {}): Promise<{ status: number; result: T; message: string }> {
  const response = await fetch(`${baseUrl}${path}`, { method, headers: { 'Content-Type': 'application/json', ...(token ? { 'X-Access-Token': token } : {}), ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = (await response.json()) as { result: T; message: string };
  return { status: response.status, result: json.result, message: json.message };
}

/** The latest code the development providers sent to `receiver`, read through the console's message log as the tenant admin. */
async function latestCode(receiver: string, esType: 'sms' | 'email'): Promise<string> {
  const login = await api<{ token: string }>('POST', '/api/system/login', { username: 'demo_admin', password: adminPassword });
  expect(login.status, login.message).toBe(200);
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const log = await api<{ records: Array<{ esContent: string }> }>('GET', `/api/system/log/messageLog?pageNo=1&pageSize=10&esType=${esType}&esReceiver=${encodeURIComponent(receiver)}`, undefined, login.result.token);
    expect(log.status, log.message).toBe(200);
    const code = /\d{6}/.exec(log.result.records[0]?.esContent ?? '')?.[0];
    if (code) return code;
    // The code is written after the answer (so timing tells nothing): wait for it.
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no ${esType} code for ${receiver}`);
}

async function registerByApi(): Promise<ReturnType<typeof newCompany>> {
  const company = newCompany();
  const response = await api('POST', '/api/system/user/register', company);
  expect(response.status, response.message).toBe(200);
  return company;
}

/**
 * A real OpenID Connect provider (oidc-provider, with its development login and consent pages)
 * on a loopback port; one client whose redirect URI is the app's callback page. `sub` signs in
 * as the Wharf user `username` (the preferred_username claim the server matches).
 */
async function startProvider(redirectUri: string, accounts: Record<string, string>) {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = { clientId: 'wharf-e2e', clientSecret: 'wharf-e2e-secret' };
  const provider = new Provider(issuer, {
    clients: [{ client_id: client.clientId, client_secret: client.clientSecret, redirect_uris: [redirectUri], grant_types: ['authorization_code'], response_types: ['code'] }],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'e2e', alg: 'RS256', use: 'sig' } as never] },
    cookies: { keys: ['wharf-e2e-cookie-key'] },
    claims: { openid: ['sub'], profile: ['preferred_username'] },
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    findAccount: async (_ctx, sub) => (accounts[sub] ? { accountId: sub, claims: async () => ({ sub, preferred_username: accounts[sub] }) } : undefined),
  });
  server.on('request', provider.callback());
  return {
    issuer,
    ...client,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(resolve);
    }),
  };
}

async function fill(page: Page, form: string, values: Record<string, string>): Promise<void> {
  for (const [field, value] of Object.entries(values)) await page.locator(`#${form}_${field}`).fill(value);
}

describe.skipIf(!baseUrl)(`the login family in Chromium ${inject('serverProblem')}`, () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await screenshot(browser.page, `failed-loginFamily-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
    await browser.close();
  });

  it('registers a company from the login page, shows the result, and the new user logs in', async () => {
    const { page } = browser;
    const company = newCompany();
    await page.goto(`${baseUrl}/index/login`);
    await page.getByText(texts['loginFamily.link.register']!).click();
    await page.waitForURL(`${baseUrl}/index/register`);
    const { confirmPassword, ...rest } = company;
    await fill(page, 'register', { ...rest, phone: '123' });
    // The §5 rules speak while typing (the engine's messages, as the server's).
    await page.getByText('手机号应为 11 位数字').waitFor();
    await fill(page, 'register', { phone: company.phone, confirmPassword });
    await page.getByText(texts['loginFamily.register.proxy.customsBroker']!).click();
    await page.getByTestId('broker-refused').waitFor();
    await page.getByText(texts['loginFamily.register.proxy.freightForwarder']!).click();
    await screenshot(page, 'register-zh_CN');
    await page.locator('form#register button[type="submit"]').click();

    await page.waitForURL(`${baseUrl}/index/register-result`);
    await expect(page.getByTestId('register-result').textContent()).resolves.toContain(company.companyName);
    await page.getByTestId('result-to-login').click();
    await page.waitForURL(`${baseUrl}/index/login`);
    await logIn(page, company.username, company.password);
    await page.locator('[data-layout]').waitFor();
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('wharf.userInfo') ?? '{}').username)).toBe(company.username);
  });

  it('shows a duplicate username on its field', async () => {
    const { page } = browser;
    const existing = await registerByApi();
    await page.goto(`${baseUrl}/index/register`);
    await fill(page, 'register', { ...newCompany(), username: existing.username });
    await page.locator('form#register button[type="submit"]').click();
    await page.locator('form#register .ant-form-item-explain-error').getByText('用户名已存在').waitFor();
    expect(new URL(page.url()).pathname).toBe('/index/register');
  });

  it('logs in with a phone code read back from the message log', async () => {
    const { page } = browser;
    const company = await registerByApi();
    await page.goto(`${baseUrl}/index/login`);
    await page.getByText(texts['loginFamily.method.phone']!).click();
    await page.locator('#phoneLogin_mobile').fill(company.phone);
    await page.getByTestId('phone-send-code').click();
    await expect.poll(() => page.getByTestId('phone-send-code').textContent(), { timeout: 10_000 }).toMatch(/秒后重新获取/);
    await page.locator('#phoneLogin_captcha').fill(await latestCode(company.phone, 'sms'));
    await page.locator('form#phoneLogin button[type="submit"]').click();
    await page.locator('[data-layout]').waitFor();
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('wharf.userInfo') ?? '{}').username)).toBe(company.username);
  });

  it('logs in through SSO against a real OpenID Connect provider and comes back through the callback page', async () => {
    const { page } = browser;
    const company = await registerByApi();
    const provider = await startProvider(`${baseUrl}/index/sso/callback`, { 'ext-e2e': company.username });
    try {
      const operator = await api<{ token: string }>('POST', '/api/system/login', { username: 'admin', password: adminPassword });
      expect(operator.status, operator.message).toBe(200);
      const ssoKey = `e2e-oidc-${run}`;
      const added = await api('POST', '/api/system/ssoConfig/add', { ssoKey, type: 'oauth2', tenantCode: 'demo', oauth2: { url: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret, scope: 'openid profile', redirectUri: `${baseUrl}/index/sso/callback` } }, operator.result.token);
      expect(added.status, added.message).toBe(200);

      await page.goto(`${baseUrl}/index/login`);
      await page.getByTestId('sso-entries').getByText(ssoKey).click();
      // The provider's own development pages: sign in as the external account, then consent.
      await page.waitForURL(`${provider.issuer}/**`);
      await page.locator('input[name="login"]').fill('ext-e2e');
      await page.locator('input[name="password"]').fill('any');
      await page.locator('button[type="submit"]').click();
      await page.locator('button[type="submit"]').click();
      await page.locator('[data-layout]').waitFor();
      expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('wharf.userInfo') ?? '{}').username)).toBe(company.username);
    } finally {
      await provider.close();
    }
  });

  it('resets a forgotten password with the emailed code; the old password stops working', async () => {
    const { page } = browser;
    const company = await registerByApi();
    await page.goto(`${baseUrl}/index/login`);
    await page.getByText(texts['loginFamily.link.forgotPassword']!).click();
    await page.waitForURL(`${baseUrl}/index/forgot-password`);
    await fill(page, 'forgotRequest', { username: company.username, email: company.email });
    await page.getByTestId('forgot-send').click();
    await page.getByTestId('forgot-notice').waitFor();
    const newPassword = 'Quayside#2028';
    await fill(page, 'forgotReset', { code: await latestCode(company.email, 'email'), password: newPassword, confirmPassword: newPassword });
    await page.getByTestId('forgot-submit').click();
    await page.getByTestId('forgot-done').waitFor();

    await page.getByText(texts['loginFamily.toLogin']!).click();
    await page.waitForURL(`${baseUrl}/index/login`);
    await logIn(page, company.username, newPassword);
    await page.locator('[data-layout]').waitFor();
    // A failed login marks its address for 15 minutes (the slider's 'afterFailure'), and every
    // browser test speaks from 127.0.0.1: this one comes from an address of its own (the server
    // trusts X-Forwarded-For from loopback), so the other files' logins stay slider-free.
    const elsewhere = { 'X-Forwarded-For': '198.51.100.212' };
    expect((await api('POST', '/api/system/login', { username: company.username, password: company.password }, undefined, elsewhere)).status).toBe(401);
  });

  it('shows the register page in each of the four languages', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/index/register`);
    for (const language of appLanguages) {
      await page.getByTestId(`login-language-${language}`).click();
      await page.getByRole('heading', { name: loginFamilyPageTexts[language]['loginFamily.register.title'] }).waitFor();
      await page.getByText(loginFamilyPageTexts[language]['loginFamily.register.companyName']!, { exact: true }).waitFor();
      await screenshot(page, `register-${language}`);
    }
  });

  it('sends an entry redirect without its parameter to /401', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/wormhole`);
    await page.waitForURL(`${baseUrl}/401`);
    await page.getByTestId('exception-401').waitFor();
  });
});
