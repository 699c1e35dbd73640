import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { languageTags, type AppLanguage } from '../src/i18n/languages';
import { auditPage, blockingLines, impactCounts, type AxeAudit } from './axe';
import { artifactDir, logInFromStart, openBrowser, screenshot, type BrowserSession } from './browser';
import { api } from './eformSupport';

/**
 * Issue 20's "Done when" walk, shared by the three persona files (`personaWalk.*.e2e.test.ts`).
 *
 * Every persona × size × theme × language would be 3 × 2 × 2 × 4 = 48 walks; on a loaded 2-core
 * machine that does not fit. The combinations are varied instead: each persona's screens are walked
 * in every language at 1280 px in light mode (what changes with the language: texts, their length,
 * dates), and in zh_CN at both sizes and both themes (what changes with the size and the theme:
 * layout, cards, contrast). Every screen is audited by axe-core (0 critical, 0 serious), must log no
 * console error, at 375 px must not scroll sideways, and is kept as a screenshot in
 * `test-artifacts/web/walk-<persona>-<screen>-<pass>.png`.
 */
export interface WalkPass {
  language: AppLanguage;
  width: 1280 | 375;
  mode: 'light' | 'dark';
}

export const walkPasses: readonly WalkPass[] = [
  { language: 'zh_CN', width: 1280, mode: 'light' },
  { language: 'en_US', width: 1280, mode: 'light' },
  { language: 'th_TH', width: 1280, mode: 'light' },
  { language: 'zh_TW', width: 1280, mode: 'light' },
  { language: 'zh_CN', width: 1280, mode: 'dark' },
  { language: 'zh_CN', width: 375, mode: 'light' },
  { language: 'zh_CN', width: 375, mode: 'dark' },
];

export const passName = (pass: WalkPass) => `${pass.language}-${pass.width}-${pass.mode}`;

/** The header switcher's name of each language (as the language itself writes it). */
const switcherNames: Record<AppLanguage, string> = { zh_CN: '简体中文', en_US: 'English', th_TH: 'ไทย', zh_TW: '繁體中文' };
const heights: Record<WalkPass['width'], number> = { 1280: 800, 375: 812 };

/** One screen of a persona's journey: how to reach it and know it has drawn (and what to do there). */
export interface WalkScreen {
  name: string;
  open(page: Page, pass: WalkPass, passIndex: number): Promise<void>;
}

/** A persona's own account, made through the API for this run (the shared demo users stay as they are). */
export interface WalkAccount {
  username: string;
  password: string;
}

const runCode = Date.now().toString(36).slice(-5);

/** Logs in a new user through the API once, changing the first password as the login demands. */
async function settledPassword(baseUrl: string, username: string, first: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/system/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username, password: first }) });
  const step = ((await response.json()) as { result: { token: string; step?: string } }).result;
  if (step.step !== 'changePassword') return first;
  const chosen = `${first}-2`;
  await api(baseUrl, '', 'POST', '/system/user/forceChangePassword', { ticket: step.token, password: chosen, confirmpassword: chosen });
  return chosen;
}

/** A user added by `adminToken` in the administrator's tenant, ready to log in. */
export async function newUser(baseUrl: string, adminToken: string, persona: string, profile: Record<string, unknown>): Promise<WalkAccount> {
  const username = `walk_${persona}_${runCode}`.slice(0, 20);
  const first = 'Walk-Persona-2026!';
  await api(baseUrl, adminToken, 'POST', '/system/user/add', { username, realname: `Walk ${persona}`.slice(0, 10), password: first, ...profile });
  return { username, password: await settledPassword(baseUrl, username, first) };
}

interface MenuNode {
  id: string;
  url?: string | null;
  path?: string | null;
  children?: MenuNode[];
}

/**
 * The ids of the menus at these paths, with their ancestors (so the menu shows them) and everything
 * under them (their buttons), from the tenant's menu tree.
 */
export function grantedMenuIds(tree: readonly MenuNode[], paths: readonly string[]): string[] {
  const ids = new Set<string>();
  const addAll = (node: MenuNode) => {
    ids.add(node.id);
    for (const child of node.children ?? []) addAll(child);
  };
  const visit = (node: MenuNode, ancestors: readonly string[]) => {
    if (paths.includes(node.url ?? '') || paths.includes(node.path ?? '')) {
      for (const id of ancestors) ids.add(id);
      addAll(node);
      return;
    }
    for (const child of node.children ?? []) visit(child, [...ancestors, node.id]);
  };
  for (const node of tree) visit(node, []);
  return [...ids];
}

/**
 * A user of a new front role granted exactly the menus at `paths` in the administrator's tenant, also
 * holding the existing roles `alsoRoleCodes`.
 */
export async function newUserOfMenus(baseUrl: string, adminToken: string, persona: string, paths: readonly string[], alsoRoleCodes: readonly string[] = []): Promise<WalkAccount> {
  const roleCode = `walk_${persona}_${runCode}`;
  const role = await api<{ id: string }>(baseUrl, adminToken, 'POST', '/system/role/add', { roleCode, roleName: `Walk ${persona} ${runCode}`, roleType: 'front' });
  const tree = await api<MenuNode[]>(baseUrl, adminToken, 'GET', '/system/permission/list');
  const permissionIds = grantedMenuIds(tree, paths);
  if (permissionIds.length === 0) throw new Error(`no menu of the tenant is at ${paths.join(', ')}`);
  await api(baseUrl, adminToken, 'POST', '/system/permission/saveRolePermission', { roleId: role.id, permissionIds });
  const roles = await api<Array<{ id: string; roleCode: string }>>(baseUrl, adminToken, 'GET', '/system/role/queryall');
  const also = alsoRoleCodes.map((code) => roles.find((entry) => entry.roleCode === code)?.id ?? '');
  if (also.includes('')) throw new Error(`the tenant lacks a role of ${alsoRoleCodes.join(', ')}`);
  return newUser(baseUrl, adminToken, persona, { roleIds: [role.id, ...also] });
}

/**
 * Picks the interface language in the header's switcher, judged by the page's `lang`. On a loaded
 * machine a click on the opening menu can be lost: the choice is made again until the page follows.
 */
async function chooseLanguage(page: Page, language: AppLanguage): Promise<void> {
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

/** The theme's mode through the header's theme drawer (saved to the persona's own settings). */
async function chooseMode(page: Page, mode: WalkPass['mode']): Promise<void> {
  if ((await page.locator(`[data-theme-mode="${mode}"]`).count()) > 0) return;
  await page.getByTestId('open-theme').click();
  const drawer = page.getByTestId('theme-drawer');
  await drawer.locator('.ant-segmented-item').nth(mode === 'light' ? 0 : 1).click();
  await page.locator(`[data-theme-mode="${mode}"]`).waitFor();
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
}

/** Whether the document scrolls sideways (something wider than the screen), naming the first elements that reach past it. */
async function sidewaysOverflow(page: Page): Promise<string> {
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
 * A persona's browser for the walk: logged in once at 1280 px; `walk` then applies each pass (language
 * and theme from the header at 1280 px, then the pass's width) and visits every screen.
 */
export class PersonaWalk {
  private browser: BrowserSession | undefined;
  private consoleErrors: string[] = [];
  private readonly allAudits: Array<AxeAudit & { pass: string }> = [];

  constructor(
    private readonly baseUrl: string,
    private readonly persona: string,
    private readonly screens: readonly WalkScreen[],
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
    await logInFromStart(this.page, this.baseUrl, account.username, account.password);
  }

  /** Walks every screen in one pass; answers the problems found (axe, console errors, sideways scrolling). */
  async walk(pass: WalkPass, passIndex: number): Promise<string[]> {
    const { page } = this;
    const problems: string[] = [];
    await page.setViewportSize({ width: 1280, height: heights[1280] });
    // From the home page: the last pass may have ended in a designer drawn over the header.
    await page.goto(`${this.baseUrl}/`);
    await page.getByTestId('language-switcher').waitFor();
    await chooseLanguage(page, pass.language);
    await chooseMode(page, pass.mode);
    if (pass.width !== 1280) await page.setViewportSize({ width: pass.width, height: heights[pass.width] });
    for (const screen of this.screens) {
      const where = `${this.persona}/${screen.name} ${passName(pass)}`;
      this.consoleErrors = [];
      try {
        await screen.open(page, pass, passIndex);
      } catch (error) {
        // Told with the rest, so one run shows every screen's findings.
        problems.push(`${where}: did not open: ${String(error).split('\n')[0]}`);
        await screenshot(page, `failed-walk-${this.persona}-${screen.name}-${passName(pass)}`);
        continue;
      }
      await page.waitForLoadState('networkidle');
      if ((await page.locator('html').getAttribute('lang')) !== languageTags[pass.language]) problems.push(`${where}: the page is not in ${pass.language}`);
      if ((await page.locator(`[data-theme-mode="${pass.mode}"]`).count()) === 0) problems.push(`${where}: the page is not in ${pass.mode} mode`);
      const audit = await auditPage(page, where);
      this.allAudits.push({ ...audit, pass: passName(pass) });
      problems.push(...blockingLines(audit));
      if (pass.width === 375) {
        // A grid measures its container after it mounts: judged once the layout has settled (or after 10 s).
        await expect.poll(async () => (await sidewaysOverflow(page)) === '', { timeout: 10_000 }).toBe(true).catch(() => undefined);
        const overflow = await sidewaysOverflow(page);
        if (overflow) problems.push(`${where}: ${overflow}`);
      }
      problems.push(...this.consoleErrors.map((error) => `${where}: console error: ${error}`));
      await screenshot(page, `walk-${this.persona}-${screen.name}-${passName(pass)}`);
    }
    return problems;
  }

  /** Closes the browser and writes the audits' counts by screen and pass to `walk-axe-<persona>.json`. */
  async finish(): Promise<void> {
    await this.browser?.close();
    this.browser = undefined;
    mkdirSync(artifactDir, { recursive: true });
    const counts = this.allAudits.map((audit) => ({ screen: audit.screen, ...impactCounts(audit) }));
    writeFileSync(join(artifactDir, `walk-axe-${this.persona}.json`), `${JSON.stringify({ counts, audits: this.allAudits }, null, 2)}\n`);
  }
}
