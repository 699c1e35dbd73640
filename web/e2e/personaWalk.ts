import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { appLanguages, languageTags, type AppLanguage } from '../src/i18n/languages';
import { auditPage, blockingLines, impactCounts, type AxeAudit } from './axe';
import { artifactDir, logInFromStart, openBrowser, screenshot, type BrowserSession } from './browser';
import type { WalkAccount } from './personaWalkAccounts';
import { animationsSettled, chooseLanguage, chooseMode, sidewaysOverflow, trackRequests, type WalkMode } from './personaWalkSwitches';

export { newUser, newUserOfMenus, type WalkAccount } from './personaWalkAccounts';

/**
 * Issue 20's "Done when" walk, shared by the three persona files (`personaWalk.*.e2e.test.ts`): every
 * screen of a persona's journey in every language × theme × width (4 × 2 × 2 = 16 combinations).
 * Each screen is opened once and the combination changed in place, as a person does: the header's
 * language switcher and theme drawer, the window's width. In every combination the screen is audited
 * by axe-core (0 critical, 0 serious), must log no console error, at 375 px must not scroll sideways,
 * and is kept as a screenshot `test-artifacts/web/walk-<persona>-<screen>-<combination>.png`.
 */
export interface WalkCombination {
  language: AppLanguage;
  mode: WalkMode;
  width: 1280 | 375;
}

/**
 * The 16 combinations in an order where each step changes one thing: language outermost, then the
 * theme, the width innermost, snaking (1280 → 375, 375 → 1280) so the language changes at 1280 px and
 * the theme at 375 px. A walk ends where it starts (light, 1280 px), so the next screen begins there.
 */
export const walkCombinations: readonly WalkCombination[] = appLanguages.flatMap((language, languageIndex) => {
  const modes: WalkMode[] = languageIndex % 2 === 0 ? ['light', 'dark'] : ['dark', 'light'];
  return modes.flatMap((mode, modeIndex) => (modeIndex === 0 ? ([1280, 375] as const) : ([375, 1280] as const)).map((width) => ({ language, mode, width })));
});

export const combinationName = (combination: WalkCombination) => `${combination.language}-${combination.width}-${combination.mode}`;

const heights: Record<WalkCombination['width'], number> = { 1280: 800, 375: 812 };

/** One screen of a persona's journey. */
export interface WalkScreen {
  name: string;
  /** Reaches the screen (once) and waits until it is drawn. */
  open(page: Page): Promise<void>;
  /** What says the screen is drawn in this combination (a phone's cards, a grid's rows); nothing by default. */
  drawn?(page: Page, combination: WalkCombination): Promise<void>;
  /**
   * A screen drawn over the header (a designer in a full-size drawer): left for the header's switches
   * and entered again after them. Widths change in place.
   */
  overHeader?: { leave(page: Page): Promise<void>; enter(page: Page): Promise<void> };
  /** Audited only in the combination the walk is in (a step of the previous screen, like saving a form). */
  isOnce?: boolean;
}

/**
 * A persona's browser for the walk: logged in once; `walkScreen` opens a screen and goes through the
 * combinations (every other screen in reverse order, so no switch is spent between screens).
 */
export class PersonaWalk {
  private browser: BrowserSession | undefined;
  private consoleErrors: string[] = [];
  private requests: ReturnType<typeof trackRequests> | undefined;
  private readonly allAudits: Array<AxeAudit & { combination: string }> = [];
  /** Where the last screen's walk ended, for a screen audited once (`isOnce`). */
  private current: WalkCombination = { language: 'zh_CN', mode: 'light', width: 1280 };
  private walkedScreens = 0;

  constructor(
    private readonly baseUrl: string,
    private readonly persona: string,
  ) {}

  get page(): Page {
    if (!this.browser) throw new Error('the walk has not started');
    return this.browser.page;
  }

  async start(account: WalkAccount): Promise<void> {
    this.browser = await openBrowser({ width: 1280, height: heights[1280] });
    this.page.on('console', (message) => {
      if (message.type() === 'error') this.consoleErrors.push(`${message.text()} (${message.location().url})`);
    });
    this.page.on('pageerror', (error) => this.consoleErrors.push(error.message));
    this.requests = trackRequests(this.page);
    await logInFromStart(this.page, this.baseUrl, account.username, account.password);
  }

  /**
   * Moves to `next` from what the page shows (so a switch that failed before is made again), leaving a
   * screen over the header for the header's switches.
   */
  private async apply(screen: WalkScreen, next: WalkCombination): Promise<void> {
    const { page } = this;
    const isLanguageOther = (await page.locator('html').getAttribute('lang')) !== languageTags[next.language];
    const isModeOther = (await page.locator(`[data-theme-mode="${next.mode}"]`).count()) === 0;
    const needsHeader = isLanguageOther || isModeOther;
    if (needsHeader && screen.overHeader) await screen.overHeader.leave(page);
    if (isLanguageOther) await chooseLanguage(page, next.language);
    if (isModeOther) await chooseMode(page, next.mode);
    if (needsHeader && screen.overHeader) await screen.overHeader.enter(page);
    if (page.viewportSize()?.width !== next.width) await page.setViewportSize({ width: next.width, height: heights[next.width] });
    this.current = next;
  }

  /** Opens the screen and walks its combinations; answers the problems found (axe, console errors, sideways scrolling). */
  async walkScreen(screen: WalkScreen): Promise<string[]> {
    const { page } = this;
    const problems: string[] = [];
    this.consoleErrors = [];
    try {
      await screen.open(page);
    } catch (error) {
      await screenshot(page, `failed-walk-${this.persona}-${screen.name}-open`);
      return [`${this.persona}/${screen.name}: did not open: ${String(error).split('\n')[0]}`];
    }
    const order = screen.isOnce ? [this.current] : this.walkedScreens++ % 2 === 0 ? walkCombinations : [...walkCombinations].reverse();
    for (const combination of order) {
      const where = `${this.persona}/${screen.name} ${combinationName(combination)}`;
      try {
        await this.apply(screen, combination);
      } catch (error) {
        // The next combinations would start from a page in an unknown state.
        problems.push(`${where}: could not switch to it: ${String(error).split('\n')[0]}`);
        await screenshot(page, `failed-walk-${this.persona}-${screen.name}-${combinationName(combination)}`);
        break;
      }
      try {
        await screen.drawn?.(page, combination);
      } catch (error) {
        // Told with the rest, so one run shows every combination's findings.
        problems.push(`${where}: not drawn: ${String(error).split('\n')[0]}`);
        await screenshot(page, `failed-walk-${this.persona}-${screen.name}-${combinationName(combination)}`);
        continue;
      }
      problems.push(...(await this.check(where, combination)));
      await screenshot(page, `walk-${this.persona}-${screen.name}-${combinationName(combination)}`);
    }
    return problems;
  }

  /** The checks of one combination on a drawn screen. */
  private async check(where: string, combination: WalkCombination): Promise<string[]> {
    const { page } = this;
    const problems: string[] = [];
    await this.requests?.quiet();
    await animationsSettled(page);
    if ((await page.locator('html').getAttribute('lang')) !== languageTags[combination.language]) problems.push(`${where}: the page is not in ${combination.language}`);
    if ((await page.locator(`[data-theme-mode="${combination.mode}"]`).count()) === 0) problems.push(`${where}: the page is not in ${combination.mode} mode`);
    const audit = await auditPage(page, where);
    this.allAudits.push({ ...audit, combination: combinationName(combination) });
    problems.push(...blockingLines(audit));
    if (combination.width === 375) {
      // A grid measures its container after it mounts: judged once the layout has settled (or after 10 s).
      await expect.poll(async () => (await sidewaysOverflow(page)) === '', { timeout: 10_000 }).toBe(true).catch(() => undefined);
      const overflow = await sidewaysOverflow(page);
      if (overflow) problems.push(`${where}: ${overflow}`);
    }
    problems.push(...this.consoleErrors.map((error) => `${where}: console error: ${error}`));
    this.consoleErrors = [];
    return problems;
  }

  /** Closes the browser and writes the audits' counts by screen and combination to `walk-axe-<persona>.json`. */
  async finish(): Promise<void> {
    await this.browser?.close();
    this.browser = undefined;
    mkdirSync(artifactDir, { recursive: true });
    const counts = this.allAudits.map((audit) => ({ screen: audit.screen, ...impactCounts(audit) }));
    const totals = { critical: 0, serious: 0, moderate: 0, minor: 0 };
    for (const count of counts) for (const impact of Object.keys(totals) as Array<keyof typeof totals>) totals[impact] += count[impact];
    writeFileSync(join(artifactDir, `walk-axe-${this.persona}.json`), `${JSON.stringify({ totals, counts, audits: this.allAudits }, null, 2)}\n`);
  }
}
