import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { languageTags, type AppLanguage } from '../src/i18n/languages';

/** The header switcher's name of each language (as the language itself writes it). */
const switcherNames: Record<AppLanguage, string> = { zh_CN: '简体中文', en_US: 'English', th_TH: 'ไทย', zh_TW: '繁體中文' };

/**
 * Picks the interface language in the header's switcher, judged by the page's `lang` (set once the
 * language's catalogues are in). On a loaded machine a click on the opening menu can be lost: the
 * choice is made again until the page follows.
 */
export async function chooseLanguage(page: Page, language: AppLanguage): Promise<void> {
  const isChosen = async () => (await page.locator('html').getAttribute('lang')) === languageTags[language];
  for (let attempt = 0; attempt < 3 && !(await isChosen()); attempt += 1) {
    const item = page.getByRole('menuitem', { name: switcherNames[language], exact: true }).first();
    if (!(await item.isVisible())) await page.getByTestId('language-switcher').click();
    await item.waitFor({ state: 'visible' });
    await item.click();
    await page.locator(`html[lang="${languageTags[language]}"]`).waitFor({ timeout: 10_000 }).catch(() => undefined);
  }
  if (!(await isChosen())) throw new Error(`the interface did not switch to ${language}`);
  // The menu closes as it fades; Escape closes it if it stayed.
  const menu = page.locator('.ant-dropdown:visible');
  if ((await menu.count()) > 0) await page.keyboard.press('Escape');
  await expect.poll(() => menu.count()).toBe(0);
}

export type WalkMode = 'light' | 'dark';

/** The theme's mode through the header's theme drawer (saved to the persona's own settings). */
export async function chooseMode(page: Page, mode: WalkMode): Promise<void> {
  if ((await page.locator(`[data-theme-mode="${mode}"]`).count()) > 0) return;
  await page.getByTestId('open-theme').click();
  const drawer = page.getByTestId('theme-drawer');
  await drawer.locator('.ant-segmented-item').nth(mode === 'light' ? 0 : 1).click();
  await page.locator(`[data-theme-mode="${mode}"]`).waitFor();
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
}

/**
 * Waits until no CSS transition or animation of finite length runs (antd fades colours for 0.2 s
 * after a theme switch, drawers and menus slide): axe would otherwise judge contrast between two
 * colours. Endless ones (a spinner) do not count.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.getAnimations().every((animation) => {
        if (animation.playState !== 'running') return true;
        const end = animation.effect?.getComputedTiming().endTime;
        return typeof end !== 'number' || !Number.isFinite(end);
      }),
    undefined,
    { timeout: 10_000, polling: 50 },
  );
}

/** Whether the document scrolls sideways (something wider than the screen), naming the first elements that reach past it. */
export async function sidewaysOverflow(page: Page): Promise<string> {
  const found = await page.evaluate(() => {
    const client = document.documentElement.clientWidth;
    const scroll = document.documentElement.scrollWidth;
    if (scroll <= client) return undefined;
    const describe = (element: Element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.getAttribute('data-testid') ? `[data-testid=${element.getAttribute('data-testid')}]` : ''}.${[...element.classList].slice(0, 2).join('.')}`;
    const past = [...document.body.querySelectorAll('*')].filter((element) => element.getBoundingClientRect().right > client + 1).slice(0, 4).map(describe);
    return { client, scroll, past };
  });
  return found ? `scrolls sideways (${found.scroll} px content in ${found.client} px; past the edge: ${found.past.join(', ')})` : '';
}

/**
 * The page's requests still waiting for an answer. `quiet()` resolves as soon as none is (a specific
 * "the screen's data is in" instead of networkidle's fixed half second), or after 10 s, for a page
 * that keeps one open.
 */
export function trackRequests(page: Page): { quiet(): Promise<void> } {
  const pending = new Set<unknown>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return {
    async quiet() {
      await expect.poll(() => pending.size, { timeout: 10_000, interval: 50 }).toBe(0).catch(() => undefined);
    },
  };
}
