import { designerCatalogues } from '@wharf/designers/i18n';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { logInFromStart, openBrowser, screenshot, type BrowserSession } from './browser';
import { api, sessionToken } from './eformSupport';
import { workerBaseUrl } from './workerServer';

const baseUrl = workerBaseUrl();
const password = inject('adminPassword');
const designer = (key: string) => designerCatalogues.zh_CN[`designer.workflow.${key}`] ?? key;

interface TemplateRow {
  processKey: string;
  version: number | null;
  headVersion: number;
}
interface WorkflowHead {
  id: string;
  code: string;
  version: number;
}
interface WorkflowNode {
  nodeId: string;
  nodeType: string;
  nextNodeId?: string;
  ccIds?: string[];
}

describe.skipIf(!baseUrl)(`the workflow designer page in Chromium ${inject('serverProblem')}`, () => {
  let browser: BrowserSession | undefined;
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && browser) await screenshot(browser.page, `failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
    await browser?.close();
    browser = undefined;
  });

  it('opens the customs dec_approval from the template list, adds a cc node, saves, publishes, and the list shows the new version', async () => {
    browser = await openBrowser({ width: 1600, height: 960 });
    const { page } = browser;
    // The designer (xyflow's inline styles and all) runs under the server's Content Security Policy.
    const policyErrors: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) policyErrors.push(message.text());
    });
    await logInFromStart(page, baseUrl, 'demo_admin', password);
    const token = await sessionToken(page);
    const templateOf = async () => (await api<{ records: TemplateRow[] }>(baseUrl, token, 'GET', '/bpm/template/list?keyword=dec_approval&pageNo=1&pageSize=20')).records.find((row) => row.processKey === 'dec_approval')!;
    const before = await templateOf();

    // 1. The template list offers the designer; it opens on its own page.
    await page.goto(`${baseUrl}/workflow/templates`);
    const row = page.getByTestId('bpm-templates').locator('tr', { hasText: 'dec_approval' });
    await row.getByTestId('template-design').click();
    await page.waitForURL(/\/bpm\/design\/dec_approval$/);
    const designPage = page.getByTestId('workflow-design-page');
    await page.locator('[data-workflow-designer="tree"] [data-node-id="notify"]').first().waitFor();
    expect(await designPage.getAttribute('data-version')).toBe(String(before.headVersion));

    // 2. A cc node at the end of the main line, copying demo_admin.
    await page.locator('[data-box^="insert:main:"] button').last().click();
    await page.locator('[data-insert-kind="cc"]').click();
    const persons = page.locator(`input[aria-label="${designer('cc.ids.person')}"]`);
    await persons.fill('demo_admin');
    await persons.press('Enter');
    await persons.press('Escape');
    await screenshot(page, 'workflow-design-cc-added');

    // Unsaved: leaving through the page's back button asks first; staying keeps the work.
    await page.getByRole('button', { name: /返\s*回/ }).first().click();
    await page.locator('.ant-modal-wrap:visible .ant-modal-footer button', { hasText: /留\s*下/ }).click();
    expect(page.url()).toMatch(/\/bpm\/design\/dec_approval$/);

    // 3. Save: the next version in the definition store.
    await page.locator('[data-workflow-designer="tree"] button', { hasText: new RegExp(designer('toolbar.save').split('').join('\\s*')) }).click();
    const saved = before.headVersion + 1;
    await page.locator(`[data-testid="workflow-design-page"][data-version="${saved}"]`).waitFor();

    // 4. Publish through the template route (its checks pass): the page shows the version in force.
    await page.getByTestId('workflow-design-publish').click();
    await page.locator(`[data-testid="workflow-design-page"][data-published-version="${saved}"]`).waitFor();
    const heads = await api<{ records: WorkflowHead[] }>(baseUrl, token, 'GET', '/eform/definitions?kind=workflow&keyword=dec_approval&pageNo=1&pageSize=20');
    const stored = await api<{ body: { nodes: WorkflowNode[] } }>(baseUrl, token, 'GET', `/eform/definitions/${heads.records.find((head) => head.code === 'dec_approval')!.id}`);
    const added = stored.body.nodes.find((node) => node.nodeType === 'cc' && node.nodeId !== 'notify');
    expect(added).toMatchObject({ ccIds: ['demo_admin'], nextNodeId: 'end' });
    expect(stored.body.nodes.find((node) => node.nodeId === 'notify')?.nextNodeId).toBe(added?.nodeId);

    // 5. Back on the template list: the new version is the one in force.
    await page.getByRole('button', { name: /返\s*回/ }).first().click();
    await page.waitForURL(/\/workflow\/templates$/);
    const versionCell = page.getByTestId('bpm-templates').locator('tr', { hasText: 'dec_approval' }).locator('td').nth(3);
    await expect.poll(async () => (await versionCell.textContent())?.trim()).toBe(String(saved));
    expect((await templateOf()).version).toBe(saved);
    await screenshot(page, 'workflow-design-published');
    expect(policyErrors).toEqual([]);
  });
});
