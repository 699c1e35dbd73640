import { afterEach, describe, expect, inject, it } from 'vitest';
import { logInFromStart, openBrowser, screenshot, type BrowserSession } from './browser';
import { api, runSuffix, sessionToken } from './eformSupport';
import { workerBaseUrl } from './workerServer';

const baseUrl = workerBaseUrl();
const password = inject('adminPassword');

describe.skipIf(!baseUrl)(`the table designer in Chromium ${inject('serverProblem')}`, () => {
  let browser: BrowserSession | undefined;
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && browser) await screenshot(browser.page, `failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
    await browser?.close();
    browser = undefined;
  });

  it('creates a table, shows the code rules live, plans and syncs it, and needs each loss ticked before dropping a column that holds data', async () => {
    browser = await openBrowser();
    const { page } = browser;
    const tableName = `e2e_goods_${runSuffix}`;
    await logInFromStart(page, baseUrl, 'demo_admin', password);
    await page.goto(`${baseUrl}/eform/tables`);
    await page.getByTestId('eform-table-list').waitFor();

    await page.getByTestId('new-table').click();
    const designer = page.getByTestId('table-designer');
    await designer.getByTestId('table-name').fill(tableName);
    await designer.getByTestId('table-title').fill('E2E goods');
    // A code starting with a digit breaks a rule of spec §5: the message is on its cell at once.
    await designer.getByTestId('column-code-0').fill('9goods');
    await designer.getByTestId('column-issue-0-colCode').waitFor();
    expect(await designer.getByTestId('save-table').isDisabled()).toBe(true);
    await designer.getByTestId('column-code-0').fill('goodsName');
    await designer.getByTestId('column-issue-0-colCode').waitFor({ state: 'detached' });
    await designer.getByTestId('add-column').click();
    await designer.getByTestId('column-code-1').fill('remark');
    await designer.getByTestId('save-table').click();
    await designer.getByTestId('table-unsaved').waitFor({ state: 'detached' });

    await designer.getByTestId('plan-sync').click();
    const plan = page.getByTestId('sync-plan');
    await plan.getByTestId('plan-statement-0').waitFor();
    expect(await plan.textContent()).toMatch(/CREATE TABLE/i);
    expect(await plan.locator('[data-destructive="true"]').count()).toBe(0);
    await page.getByTestId('confirm-sync').click();
    await plan.waitFor({ state: 'detached' });
    await page.locator('body').press('Escape');
    const row = page.getByTestId('eform-table-list').locator('tr', { hasText: tableName });
    await row.locator('[data-testid="table-sync-status"][data-status="synced"]').waitFor();

    // A record in the table, through a published form on it (the API, so this test needs no form designer).
    const token = await sessionToken(page);
    const formCode = `${tableName}_form`;
    const form = await api<{ id: string; version: number }>(baseUrl, token, 'POST', '/eform/definitions', {
      kind: 'form',
      code: formCode,
      name: 'E2E goods form',
      body: { schemaVersion: 2, formCode, formName: 'E2E goods form', objectName: tableName, formStatus: 'enable', fields: [{ colCode: 'goodsName', title: 'Goods', type: 'input' }, { colCode: 'remark', title: 'Remark', type: 'input' }] },
    });
    await api(baseUrl, token, 'POST', `/eform/definitions/${form.id}/publish`, { version: form.version });
    await api(baseUrl, token, 'POST', `/eform/data/${formCode}`, { data: { goodsName: 'Tea', remark: 'kept until the sync' } });

    // Dropping the column now loses data: the plan says so and the sync waits for the tick.
    await page.getByTestId(`edit-table-${tableName}`).click();
    await designer.getByTestId('column-remove-1').click();
    await designer.getByTestId('save-table').click();
    await designer.getByTestId('table-unsaved').waitFor({ state: 'detached' });
    await designer.getByTestId('plan-sync').click();
    await plan.locator('[data-destructive="true"]').first().waitFor();
    expect(await plan.textContent()).toMatch(/DROP COLUMN/i);
    const confirm = page.getByTestId('confirm-sync');
    expect(await confirm.isDisabled()).toBe(true);
    await screenshot(page, 'eform-table-destructive-plan');
    await page.getByTestId('confirm-loss-0').check();
    expect(await confirm.isDisabled()).toBe(false);
    await confirm.click();
    await plan.waitFor({ state: 'detached' });
    await page.locator('body').press('Escape');
    await row.locator('[data-testid="table-sync-status"][data-status="synced"]').waitFor();
    const statuses = await api<{ records: Array<{ code: string; tableStatus: string }> }>(baseUrl, token, 'GET', '/eform/tables');
    expect(statuses.records.find((record) => record.code === tableName)?.tableStatus).toBe('synced');
  });
});
