import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { uiCatalogues } from '../src/i18n/catalogues';
import { sliderTexts } from '../src/i18n/catalogues/sliderTexts';
import { logIn, openBrowser, screenshot, type BrowserSession } from './browser';
import { workerBaseUrl } from './workerServer';

const baseUrl = workerBaseUrl();

describe.skipIf(!baseUrl)(`slider verification at login in Chromium ${inject('serverProblem')}`, () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser();
    // A failed login marks its account name and its address for 15 minutes ('afterFailure'):
    // this test speaks from an address of its own (the server trusts X-Forwarded-For from
    // loopback) and with an account name no other test uses, so their logins stay slider-free.
    await browser.page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.51.100.211' });
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await screenshot(browser.page, `failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
    await browser.close();
  });

  it('asks for the slider after a failed login; a wrong drop shows the failure and a fresh puzzle', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/index/login`);
    await logIn(page, 'slider_e2e_account', 'not-the-password');
    await page.getByText(uiCatalogues.zh_CN['login.failed'] ?? '', { exact: false }).first().waitFor();
    await expect(page.getByTestId('slider-verification').count()).resolves.toBe(0);

    // The next attempt is asked for a slider before its password is looked at. The button must
    // have left its loading state and the click debounce (300 ms) must have passed, or the click is dropped.
    const submit = page.locator('form#login button[type="submit"]:not(.ant-btn-loading)');
    await submit.waitFor();
    await page.waitForTimeout(500);
    await submit.click();
    const puzzle = page.getByTestId('slider-verification');
    await puzzle.waitFor();
    const background = page.getByTestId('slider-background');
    const piece = page.getByTestId('slider-piece');
    // Both images are real PNGs the browser decoded, at their sizes.
    await page.waitForFunction(() => {
      const images = ['slider-background', 'slider-piece'].map((id) => document.querySelector<HTMLImageElement>(`[data-testid="${id}"]`));
      return images.every((image) => image?.complete && image.naturalWidth > 0);
    });
    const sizes = await page.evaluate(() => ['slider-background', 'slider-piece'].map((id) => {
      const image = document.querySelector<HTMLImageElement>(`[data-testid="${id}"]`)!;
      return [image.naturalWidth, image.naturalHeight];
    }));
    expect(sizes).toEqual([[320, 160], [50, 50]]);
    const firstPicture = await background.getAttribute('src');
    expect(firstPicture).toMatch(/^data:image\/png;base64,/);
    await screenshot(page, 'login-slider');

    // The gap is never left of x = 60, so a drop at 20 px is wrong whatever the picture.
    const handle = page.getByTestId('slider-handle');
    const box = (await handle.boundingBox())!;
    const startX = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(startX, y);
    await page.mouse.down();
    for (const [dx, dy] of [[4, 0], [9, 1], [15, 1], [18, 2], [20, 1]] as const) await page.mouse.move(startX + dx, y + dy, { steps: 3 });
    await page.mouse.up();

    await page.getByTestId('slider-failed').waitFor();
    await expect(page.getByTestId('slider-failed').textContent()).resolves.toContain(sliderTexts.zh_CN['slider.failed']);
    await page.waitForFunction((before) => {
      const image = document.querySelector<HTMLImageElement>('[data-testid="slider-background"]');
      return image !== null && image.src !== before && image.complete && image.naturalWidth === 320;
    }, firstPicture);
    await expect(piece.evaluate((image) => (image as HTMLImageElement).style.left)).resolves.toBe('0px');
    expect(new URL(page.url()).pathname).toBe('/index/login');
    expect(await page.evaluate(() => localStorage.getItem('wharf.token'))).toBeNull();
    await screenshot(page, 'login-slider-failed');
  });
});
