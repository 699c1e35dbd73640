import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { logInFromStart, openBrowser, screenshot, type BrowserSession } from './browser';
import { api, logInThroughApi } from './eformSupport';
import { workerBaseUrl } from './workerServer';

const baseUrl = workerBaseUrl();
const password = inject('adminPassword');

interface Instance {
  status: string;
  outcome: string | null;
  businessStatus: string | null;
  currentNodeId: string | null;
}

const field = (page: Page, colCode: string) => page.locator(`[data-testid="flow-form"] [data-field="${colCode}"]`);

describe.skipIf(!baseUrl)(`the customs approval in Chromium ${inject('serverProblem')}`, () => {
  let browser: BrowserSession | undefined;
  const tokens: Record<string, string> = {};
  const instance = (id: string) => api<Instance>(baseUrl, tokens.dec_clerk!, 'GET', `/bpm/instance/${id}`);

  beforeAll(async () => {
    // The demo's clerk (staff, like everyone there, holds the customs example's menus: seeds/apps.json).
    tokens.dec_clerk = await logInThroughApi(baseUrl, 'dec_clerk', password);
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && browser) await screenshot(browser.page, `failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
    await browser?.close();
    browser = undefined;
  });

  /** A fresh browser signed in as `username`, on the page the app opens after login. */
  async function signIn(username: string): Promise<Page> {
    await browser?.close();
    browser = await openBrowser();
    await logInFromStart(browser.page, baseUrl, username, password);
    return browser.page;
  }

  /** Waits until the handling page no longer offers the signed-in user a task (the action went through). */
  async function taskDone(page: Page): Promise<void> {
    await page.locator('[data-testid="flow-page"][data-task-id=""]').waitFor({ timeout: 30_000 });
  }

  it('walks a declaration through submit, approve, return to the previous node, return to the clerk and resubmit', async () => {
    // The clerk's declaration (over 1,000,000: the brokerage head approves first).
    const record = await api<{ id: string }>(baseUrl, tokens.dec_clerk!, 'POST', '/eform/data/dec_form', {
      data: {
        ieFlag: 'I', customsCode: '2200', consignee: 'Large Imports Ltd.', socialCreditCode: '91310000MA1FL1234X', declDate: '2026-11-26', currency: 'USD', declTotal: 2500000,
        dec_list: [{ gNo: 1, codeTs: '8471300000', gName: 'Servers', qty: 20, unit: '011', declPrice: 125000, originCountry: 'CHN' }],
      },
    });

    // 1. The clerk opens the record, previews the path and submits it for approval.
    let page = await signIn('dec_clerk');
    await page.goto(`${baseUrl}/customs/dec_form?id=${record.id}&mode=edit`);
    await page.locator('[data-testid="flow-start"]').click();
    await page.locator('[data-testid="path-node"][data-node-id="manager"]').waitFor();
    expect(await page.locator('[data-testid="path-preview"]').textContent()).toContain('Wu Gang');
    await screenshot(page, 'workflow-path-preview');
    await page.locator('[data-testid="flow-start-confirm"]').click();
    await page.waitForURL(/\/flow\/start\/[0-9a-f-]{36}$/);
    const instanceId = page.url().split('/').pop()!;
    await page.locator('[data-testid="flow-page"]').waitFor();
    expect(await instance(instanceId)).toMatchObject({ status: 'active', currentNodeId: 'manager', businessStatus: 'approving' });

    // 2. The brokerage head finds it on the workbench, notes a remark (editable at their node) and approves.
    page = await signIn('broker_manager');
    await page.locator('[data-testid="todo-item"]').first().click();
    await page.locator('[data-testid="flow-task-banner"]').waitFor();
    expect(await field(page, 'consignee').locator('input').isDisabled()).toBe(true);
    await field(page, 'remark').locator('textarea').fill('Checked by the brokerage');
    await page.locator('[data-testid="flow-comment"]').fill('Fine');
    await page.locator('[data-testid="flow-form"] [data-submit="true"]').click();
    await taskDone(page);
    expect(await instance(instanceId)).toMatchObject({ currentNodeId: 'broker' });

    // 3. A customs officer returns it to the previous node (the brokerage head).
    page = await signIn('officer_li');
    await page.goto(`${baseUrl}/flow/todo/${instanceId}`);
    await page.locator('[data-testid="flow-task-banner"]').waitFor();
    // Hidden from the officers at their node.
    expect(await field(page, 'brokerEmail').count()).toBe(0);
    await page.locator('[data-testid="flow-comment"]').fill('Check the consignee');
    await page.locator('[data-testid="flow-reject"]').click();
    await page.locator('.ant-modal:visible .ant-btn-primary').click();
    await taskDone(page);
    expect(await instance(instanceId)).toMatchObject({ status: 'active', currentNodeId: 'manager' });

    // 4. The brokerage head sends it back to the clerk.
    page = await signIn('broker_manager');
    await page.goto(`${baseUrl}/flow/todo/${instanceId}`);
    await page.locator('[data-testid="flow-task-banner"]').waitFor();
    await page.locator('[data-testid="flow-comment"]').fill('Please correct the consignee');
    await page.locator('[data-testid="flow-reject"]').click();
    await page.locator('.ant-modal:visible .ant-btn-primary').click();
    await taskDone(page);
    expect(await instance(instanceId)).toMatchObject({ status: 'active', businessStatus: 'returned' });

    // 5. The clerk sees the returned request on the workbench, corrects it and resubmits.
    page = await signIn('dec_clerk');
    await page.locator('[data-testid="todo-item"]').first().click();
    await page.locator('[data-testid="flow-task-banner"]').waitFor();
    expect(await page.locator('[data-testid="history-entry"][data-action="reject"]').count()).toBe(2);
    await field(page, 'consignee').locator('input').fill('Large Imports (Corrected) Ltd.');
    await screenshot(page, 'workflow-resubmit');
    await page.locator('[data-testid="flow-form"] [data-submit="true"]').click();
    await taskDone(page);
    expect(await instance(instanceId)).toMatchObject({ status: 'active', currentNodeId: 'manager', businessStatus: 'approving' });
    const saved = await api<{ data: Record<string, unknown> }>(baseUrl, tokens.dec_clerk!, 'GET', `/eform/data/dec_form/${record.id}`);
    expect(saved.data).toMatchObject({ consignee: 'Large Imports (Corrected) Ltd.', remark: 'Checked by the brokerage' });
  });
});
