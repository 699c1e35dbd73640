import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

/** Screenshots of the browser tests (git-ignored). */
export const artifactDir = resolve(import.meta.dirname, '..', '..', 'test-artifacts', 'web');

// The flags this machine needs (ARCHITECTURE §7): no GPU, no QUIC, no background calls to Google.
const chromiumArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** Debian's Chromium with a fresh profile, one page open. */
export async function openBrowser(viewport = { width: 1366, height: 860 }): Promise<BrowserSession> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'wharf-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: chromiumArgs,
    viewport,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(artifactDir, { recursive: true });
  const path = join(artifactDir, `${name}.png`);
  await page.screenshot({ path, fullPage: false });
  return path;
}

/** Fills the login form and submits it. */
export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.locator('#login_username').fill(username);
  await page.locator('#login_password').fill(password);
  await page.locator('form#login button[type="submit"]').click();
}

/** Opens the login page, logs in and waits until the shell of the dynamic root is on screen. */
export async function logInFromStart(page: Page, baseUrl: string, username: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/index/login`);
  await logIn(page, username, password);
  // The shell, or what kept the login from completing (a slider demanded after a recent failure, or a refusal),
  // so a failure says why instead of timing out on the login page.
  const outcome = page.locator('[data-layout], [data-testid="slider-verification"], .ant-alert-error, .ant-message-error');
  await outcome.first().waitFor({ timeout: 60_000 });
  if ((await page.locator('[data-layout]').count()) > 0) return;
  const reason = (await outcome.first().textContent()) ?? '';
  const slider = (await page.getByTestId('slider-verification').count()) > 0;
  throw new Error(`logging in ${username} did not complete: ${slider ? 'the slider was demanded (a recent failed login from this address or for this account)' : reason}`);
}
