import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { logIn, logInFromStart, openBrowser, screenshot, type BrowserSession } from './browser';
import { api, logInThroughApi, runSuffix } from './eformSupport';
import { workerBaseUrl } from './workerServer';

const baseUrl = workerBaseUrl();
const password = inject('adminPassword');

/**
 * Counts what a person does: each click, each entry typed and each key pressed is one action; an
 * address typed (goto) counts as two, the clicks the side menu would take to get there.
 */
class ActionCounter {
  count = 0;
  async click(target: Locator): Promise<void> {
    this.count += 1;
    await target.click();
  }
  async fill(target: Locator, text: string): Promise<void> {
    this.count += 1;
    await target.fill(text);
  }
  async press(target: Locator, key: string): Promise<void> {
    this.count += 1;
    await target.press(key);
  }
  async open(page: Page, path: string): Promise<void> {
    this.count += 2;
    await page.goto(`${baseUrl}${path}`);
  }
}

/** The eight columns as a spreadsheet holds them (code, name, type, length, decimals, NOT NULL, dictionary). */
const shipmentColumns = [
  ['shipNo', 'Ship no', 'varchar', '40', '', 'Y'],
  ['consignee', 'Consignee', 'varchar', '200'],
  ['customsCode', 'Customs', 'varchar', '4', '', '', 'customs_port'],
  ['weight', 'Weight', 'decimal', '12', '3'],
  ['pieces', 'Pieces', 'int'],
  ['shipDate', 'Ship date', 'date'],
  ['isUrgent', 'Urgent', 'boolean'],
  ['remark', 'Remark', 'text'],
].map((cells) => cells.join('\t')).join('\n');

/** A user of a new role, as an administrator makes them (their first password changed, as the login asks). */
async function userOfNewRole(admin: string, name: string): Promise<{ roleCode: string; username: string; userPassword: string }> {
  const roleCode = `qa_role_${runSuffix}`;
  const role = await api<{ id: string }>(baseUrl, admin, 'POST', '/system/role/add', { roleCode, roleName: `Shipping clerks ${runSuffix}`, roleType: 'front' });
  const username = `qa_${name}_${runSuffix}`;
  const first = 'Quick-App-2026!x';
  await api(baseUrl, admin, 'POST', '/system/user/add', { username, realname: name, password: first, roleIds: [role.id] });
  const login = await fetch(`${baseUrl}/api/system/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username, password: first }) });
  const step = ((await login.json()) as { result: { token: string; step?: string } }).result;
  const userPassword = 'Quick-App-2026!y';
  if (step.step === 'changePassword') await api(baseUrl, '', 'POST', '/system/user/forceChangePassword', { ticket: step.token, password: userPassword, confirmpassword: userPassword });
  return { roleCode, username, userPassword: step.step === 'changePassword' ? userPassword : first };
}

describe.skipIf(!baseUrl)(`the quick app in Chromium ${inject('serverProblem')}`, () => {
  let browser: BrowserSession | undefined;
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && browser) await screenshot(browser.page, `failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
    await browser?.close();
    browser = undefined;
  });

  it('builds an 8-column app (table, sync, quick app, role grant) in at most 30 actions, and a user of the role adds a record', async () => {
    const admin = await logInThroughApi(baseUrl, 'demo_admin', password);
    const clerk = await userOfNewRole(admin, 'clerk');
    const tableName = `qa_ship_${runSuffix}`;
    const builder = new ActionCounter();

    browser = await openBrowser();
    const { page } = browser;
    await logInFromStart(page, baseUrl, 'demo_admin', password);

    // The table: its code and title, its columns pasted from a spreadsheet, saved and synced.
    await builder.open(page, '/eform/tables');
    await builder.click(page.getByTestId('new-table'));
    const designer = page.getByTestId('table-designer');
    await builder.fill(designer.getByTestId('table-name'), tableName);
    await builder.fill(designer.getByTestId('table-title'), 'Shipments');
    await builder.click(designer.getByTestId('paste-columns'));
    await builder.fill(page.getByTestId('paste-columns-text'), shipmentColumns);
    await builder.click(page.getByRole('button', { name: /8/ }));
    await designer.getByTestId('column-code-7').waitFor();
    await builder.click(designer.getByTestId('save-table'));
    await designer.getByTestId('table-unsaved').waitFor({ state: 'detached' });
    await builder.click(designer.getByTestId('plan-sync'));
    await builder.click(page.getByTestId('confirm-sync'));
    await page.getByTestId('sync-plan').waitFor({ state: 'detached' });
    await builder.press(page.locator('body'), 'Escape');
    const row = page.getByTestId('eform-table-list').locator('tr', { hasText: tableName });
    await row.locator('[data-testid="table-sync-status"][data-status="synced"]').waitFor();

    // The quick app: one dialog, everything prefilled (a new folder named after the table).
    await builder.click(page.getByTestId(`quick-app-${tableName}`));
    const made = page.waitForResponse((response) => response.url().includes(`/api/eform/tables/${tableName}/quickApp`));
    await builder.click(page.locator('.ant-modal-footer .ant-btn-primary'));
    expect((await made).status()).toBe(200);
    // The new list opens, with its default buttons.
    await page.waitForURL(new RegExp(`/eform/view/${tableName}_list$`));
    await page.getByRole('button', { name: /^(新\s?增|Add)$/ }).first().waitFor();
    await screenshot(page, 'quick-app-list');

    // The grant: the new folder (its entry and the entry's button points come with it) to the clerks' role.
    await builder.open(page, '/system/role');
    await builder.fill(page.getByTestId('role-search').locator('input'), `Shipping clerks ${runSuffix}`);
    await builder.press(page.getByTestId('role-search').locator('input'), 'Enter');
    await builder.click(page.getByTestId(`grant-role-${clerk.roleCode}`));
    const folderNode = page.locator('.ant-tree-treenode').filter({ has: page.locator('.ant-tree-title', { hasText: /^Shipments$/ }) }).first();
    await builder.click(folderNode.locator('.ant-tree-checkbox'));
    const saved = page.waitForResponse((response) => response.url().includes('/api/system/permission/saveRolePermission'));
    await builder.click(page.getByTestId('save-role-permissions'));
    expect((await saved).status()).toBe(200);

    console.info(`quick app: the 8-column app took ${builder.count} actions (goal 30)`);
    expect(builder.count).toBeLessThanOrEqual(30);

    // A user of the role logs in, opens the new list from the side menu and adds a record through its form.
    await browser.close();
    browser = await openBrowser();
    const user = browser.page;
    const clerkActions = new ActionCounter();
    await user.goto(`${baseUrl}/index/login`);
    clerkActions.count += 3;
    await logIn(user, clerk.username, clerk.userPassword);
    const menu = user.getByTestId('side-menu');
    await menu.waitFor();
    await clerkActions.click(menu.getByText('Shipments', { exact: true }).first());
    await clerkActions.click(menu.getByText('Shipments', { exact: true }).last());
    await user.waitForURL(new RegExp(`/eform/view/${tableName}_list$`));
    await clerkActions.click(user.getByRole('button', { name: /^(新\s?增|Add)$/ }).first());
    const field = (colCode: string) => user.locator(`[data-field="${colCode}"]`);
    await clerkActions.fill(field('shipNo').locator('input'), 'SH-2026-001');
    await clerkActions.click(field('customsCode').locator('.ant-select'));
    await clerkActions.click(user.locator('.ant-select-dropdown:visible .ant-select-item-option').first());
    await clerkActions.fill(field('weight').locator('input'), '12.345');
    const added = user.waitForResponse((response) => response.url().includes(`/api/eform/data/${tableName}_form`) && response.request().method() === 'POST');
    await clerkActions.click(user.locator('[data-submit="true"]'));
    expect((await added).status()).toBe(201);
    await user.getByText('SH-2026-001', { exact: true }).waitFor();
    await screenshot(user, 'quick-app-record-added');
    console.info(`quick app: the clerk added a record in ${clerkActions.count} actions`);
    // The record is theirs to read back: stored with the form's precision.
    const clerkToken = await logInThroughApi(baseUrl, clerk.username, clerk.userPassword);
    const rows = await api<{ records: Array<Record<string, unknown>> }>(baseUrl, clerkToken, 'GET', `/eform/views/${tableName}_list/data`);
    expect(rows.records.map((record) => [record.shipNo, Number(record.weight)])).toEqual([['SH-2026-001', 12.345]]);
  });
});
