import { theme } from 'antd';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { uiCatalogues } from '../src/i18n/catalogues';
import { buildAntdTheme } from '../src/theme/antdTheme';
import { defaultThemeSettings } from '../src/theme/themeSettings';
import { logInFromStart, openBrowser, screenshot, type BrowserSession } from './browser';
import { workerBaseUrl } from './workerServer';

const baseUrl = workerBaseUrl();
const password = inject('adminPassword');

/** Perceived brightness (0–255) of a computed `rgb()`/`rgba()` colour. */
function brightness(color: string): number {
  const [red = 255, green = 255, blue = 255] = (/rgba?\(([^)]*)\)/.exec(color)?.[1] ?? '').split(',').map((part) => Number(part.trim()));
  return (red * 299 + green * 587 + blue * 114) / 1000;
}

/** The computed background of a grid's body and its AG Grid accent colour (the theme's CSS variable). */
async function gridColours(page: Page, gridSelector: string): Promise<{ background: string; accent: string }> {
  const grid = page.locator(`${gridSelector} .ag-root-wrapper`).first();
  await grid.waitFor({ timeout: 30_000 });
  return grid.evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, accent: style.getPropertyValue('--ag-accent-color').trim() };
  });
}

/** Chooses a theme colour and a mode in the theme drawer (both saved to the user's settings). */
async function chooseTheme(page: Page, mode: 'light' | 'dark', color: string): Promise<void> {
  await page.getByTestId('open-theme').click();
  const drawer = page.getByTestId('theme-drawer');
  await drawer.getByTestId(`primary-${color}`).click();
  if (mode === 'dark') await drawer.getByTestId('mode-dark').click();
  else await drawer.getByText(uiCatalogues.zh_CN['theme.light'] ?? '', { exact: true }).click();
  await page.locator(`[data-theme-mode="${mode}"]`).waitFor();
  await page.keyboard.press('Escape');
}

/**
 * Issue 20 point 3: in the dark theme the AG Grid list and a form's sub-table grid are dark too
 * (AG Grid's theming API with its dark colour scheme), with the user's theme colour as accent.
 */
describe.skipIf(!baseUrl)(`dark mode through the grids in Chromium ${inject('serverProblem')}`, () => {
  let browser: BrowserSession | undefined;
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && browser) await screenshot(browser.page, `failed-dark-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
    await browser?.close();
    browser = undefined;
  });

  it('draws the list grid and the sub-table grid dark, accented with the chosen theme colour', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await logInFromStart(page, baseUrl, 'demo_admin', password);

    await page.goto(`${baseUrl}/customs/dec_list_view`);
    const light = await gridColours(page, '[data-testid="view-layout"]');
    expect(brightness(light.background)).toBeGreaterThan(200);

    // The app's primary colour in the dark theme for the chosen colour (antd's dark algorithm adjusts it).
    const chosen = '#722ED1';
    const accent = (theme.getDesignToken(buildAntdTheme({ ...defaultThemeSettings, mode: 'dark', primaryColor: chosen })).colorPrimary ?? '').toLowerCase();
    try {
      await chooseTheme(page, 'dark', chosen);
      const list = await gridColours(page, '[data-testid="view-layout"]');
      expect(brightness(list.background)).toBeLessThan(60);
      expect(list.accent.toLowerCase()).toBe(accent);
      await screenshot(page, 'dark-list');

      await page.goto(`${baseUrl}/customs/dec_form`);
      const subTable = await gridColours(page, '[data-testid="form-record"]');
      expect(brightness(subTable.background)).toBeLessThan(60);
      expect(subTable.accent.toLowerCase()).toBe(accent);
      await screenshot(page, 'dark-sub-table');
    } finally {
      // The theme is saved to demo_admin's settings on the server: the other browser tests expect the default.
      await chooseTheme(page, 'light', '#1890FF');
    }
  });
});
