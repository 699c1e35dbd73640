import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { logInFromStart, openBrowser, screenshot, type BrowserSession } from './browser';
import { workerBaseUrl } from './workerServer';

const baseUrl = workerBaseUrl();
const password = inject('adminPassword');

/**
 * An identity provider's discovery endpoint under a realm path, as Keycloak serves it: enough for
 * "test connection", which reads only the discovery document.
 */
async function startDiscovery(): Promise<{ issuer: string; close(): Promise<void> }> {
  let issuer = '';
  const server: Server = createServer((req, res) => {
    if (req.url !== '/realms/e2e/.well-known/openid-configuration') {
      res.statusCode = 404;
      res.end();
      return;
    }
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ issuer, authorization_endpoint: `${issuer}/auth`, token_endpoint: `${issuer}/token`, jwks_uri: `${issuer}/jwks`, scopes_supported: ['openid', 'profile'] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/realms/e2e`;
  return { issuer, close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }) };
}

describe.skipIf(!baseUrl)(`the SSO configuration page in Chromium ${inject('serverProblem')}`, () => {
  let browser: BrowserSession | undefined;
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && browser) await screenshot(browser.page, `failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
    await browser?.close();
    browser = undefined;
  });

  it('adds a configuration with a trailing-/ issuer, tests the connection, and the login button shows its display name', async () => {
    const provider = await startDiscovery();
    try {
      browser = await openBrowser();
      const { page } = browser;
      await logInFromStart(page, baseUrl, 'admin', password);
      await page.goto(`${baseUrl}/system/ssoConfig`);
      await page.getByTestId('add-sso').click();
      const ssoKey = `e2e-sso-${Date.now().toString(36)}`;
      await page.locator('#ssoConfigForm_ssoKey').fill(ssoKey);
      await page.locator('#ssoConfigForm_tenantCode').fill('demo');
      await page.locator('#ssoConfigForm_displayName_zh_CN').fill('集团统一认证');
      await page.locator('#ssoConfigForm_displayName_en_US').fill('Group sign-on');
      await page.locator('#ssoConfigForm_oauth2_url').fill(`${provider.issuer}/`);
      await page.locator('#ssoConfigForm_oauth2_clientId').fill('wharf');
      await page.locator('#ssoConfigForm_oauth2_redirectUri').fill(`${baseUrl}/index/sso/callback`);
      await page.getByTestId('sso-form-test').click();
      await expect.poll(() => page.getByTestId('sso-form-test-result').textContent(), { timeout: 20_000 }).toContain(`连接成功：${provider.issuer} 已应答`);
      await screenshot(page, 'sso-console-test');
      await page.locator('.ant-modal-footer button.ant-btn-primary').click();
      const row = page.locator('tr.ant-table-row', { hasText: ssoKey });
      await expect.poll(() => row.textContent(), { timeout: 20_000 }).toContain('集团统一认证');

      // A real mismatch is named as such on the saved configuration's row.
      await page.getByTestId(`edit-sso-${ssoKey}`).click();
      await page.locator('#ssoConfigForm_oauth2_url').fill(provider.issuer.replace('127.0.0.1', 'localhost'));
      await page.getByTestId('sso-form-test').click();
      await expect.poll(() => page.getByTestId('sso-form-test-result').textContent(), { timeout: 20_000 }).toContain('不一致');
      await page.locator('.ant-modal-footer button', { hasText: /取\s*消/ }).click();

      await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
      await page.goto(`${baseUrl}/index/login`);
      await expect.poll(() => page.getByTestId('sso-entries').textContent(), { timeout: 30_000 }).toContain('使用 集团统一认证 登录');
      await screenshot(page, 'sso-login-button');
    } finally {
      await provider.close();
    }
  }, 120_000);
});
