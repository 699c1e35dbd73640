import { afterEach, describe, expect, inject, it } from 'vitest';
import { logInFromStart, openBrowser, screenshot, type BrowserSession } from './browser';
import { api, runSuffix, sessionToken } from './eformSupport';
import { workerBaseUrl } from './workerServer';

const baseUrl = workerBaseUrl();
const password = inject('adminPassword');

// A real 1×1 PNG, so the browser decodes it (naturalWidth 1) rather than showing a broken image.
const onePixel = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

interface MenuNode { id: string; path?: string; children?: MenuNode[] }
const findMenu = (nodes: MenuNode[], path: string): MenuNode | undefined => nodes.flatMap((node) => (node.path === path ? [node] : [findMenu(node.children ?? [], path)].filter((found): found is MenuNode => Boolean(found))))[0];

/** A table with a JSON column for pictures, a form whose image field is bound to it, on the customs menu. */
async function prepareForm(token: string): Promise<{ path: string }> {
  const table = `photos_${runSuffix}`;
  const formCode = `photo_form_${runSuffix}`;
  const columns = [{ colCode: 'title', colName: 'Title', colType: 'varchar', colLength: 100 }, { colCode: 'photo', colName: 'Photo', colType: 'json' }];
  await api(baseUrl, token, 'POST', '/eform/definitions', { kind: 'table', code: table, name: table, body: { schemaVersion: 1, tableName: table, tableTitle: 'Photos', columns } });
  await api(baseUrl, token, 'POST', `/eform/tables/${table}/sync`, {});
  const form = await api<{ id: string }>(baseUrl, token, 'POST', '/eform/definitions', {
    kind: 'form', code: formCode, name: 'Photos', body: { schemaVersion: 2, formCode, formName: 'Photos', objectName: table, formStatus: 'enable', fields: [{ colCode: 'title', title: 'Title', type: 'input' }, { colCode: 'photo', title: 'Photo', type: 'image' }] },
  });
  await api(baseUrl, token, 'POST', `/eform/definitions/${form.id}/publish`, {});
  const permissions = await api<{ menu: MenuNode[] }>(baseUrl, token, 'GET', '/system/getUserPermissionByToken');
  const customs = findMenu(permissions.menu, '/customs');
  expect(customs, 'the customs app menu').toBeDefined();
  return api<{ path: string }>(baseUrl, token, 'POST', `/eform/forms/${formCode}/menu`, { parentId: customs!.id, title: `Photos ${runSuffix}`, menuCode: `m_${formCode}` });
}

/** Waits until the named picture is drawn and decoded (a blob read with the session, not a broken image). */
async function decodedWidth(session: BrowserSession, selector: string): Promise<number> {
  const image = session.page.locator(selector).first();
  await image.waitFor();
  await session.page.waitForFunction((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0, await image.elementHandle(), { timeout: 20_000 });
  return image.evaluate((element) => (element as HTMLImageElement).naturalWidth);
}

describe.skipIf(!baseUrl)(`an image field in Chromium ${inject('serverProblem')}`, () => {
  let browser: BrowserSession | undefined;
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && browser) await screenshot(browser.page, `failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
    await browser?.close();
    browser = undefined;
  });

  it('uploads a PNG, shows it, and shows it again after saving and reopening the record', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await logInFromStart(page, baseUrl, 'demo_admin', password);
    const { path } = await prepareForm(await sessionToken(page));

    await page.goto(`${baseUrl}${path}`);
    await page.locator('[data-testid="form-record"][data-mode="add"]').waitFor();
    await page.locator('[data-field="title"] input').fill('Gate photo');
    await page.locator('[data-field="photo"] input[type="file"]').setInputFiles({ name: 'gate.png', mimeType: 'image/png', buffer: onePixel });
    // The uploaded picture shows as the field's thumbnail, read back from the server with the session.
    expect(await decodedWidth(browser, '[data-field="photo"] .ant-upload-list-item img')).toBe(1);
    await page.locator('[data-submit="true"]').click();
    await page.locator('[data-testid="form-record"][data-mode="edit"]').waitFor();
    const id = new URL(page.url()).searchParams.get('id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    // Reopened from its address in view mode: the stored picture, as a thumbnail that opens a preview.
    await page.goto(`${baseUrl}${path}?id=${id}&mode=view`);
    await page.locator('[data-testid="form-record"][data-mode="view"]').waitFor();
    expect(await decodedWidth(browser, '[data-field="photo"] img[alt="gate.png"]')).toBe(1);
    await page.locator('[data-field="photo"] img[alt="gate.png"]').click();
    expect(await decodedWidth(browser, '.ant-modal img.wharf-image-preview')).toBe(1);
    await screenshot(page, 'image-field-reopened');
  });
});
