import { afterEach, describe, expect, inject, it } from 'vitest';
import { consolePageTexts } from '../src/i18n/catalogues/consolePages';
import { logInFromStart, openBrowser, screenshot, type BrowserSession } from './browser';
import { workerBaseUrl } from './workerServer';

const baseUrl = workerBaseUrl();
const password = inject('adminPassword');
const texts = consolePageTexts.zh_CN;
// Fresh names per run, so a rerun against the same data folder does not collide.
const suffix = Date.now().toString(36).slice(-6);

describe.skipIf(!baseUrl)(`the administration console in Chromium ${inject('serverProblem')}`, () => {
  let browser: BrowserSession | undefined;
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && browser) await screenshot(browser.page, `failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
    await browser?.close();
    browser = undefined;
  });

  it('lets a tenant administrator add a user, freeze and unfreeze them, and grant a new role a menu', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await logInFromStart(page, baseUrl, 'demo_admin', password);

    // A new user, found again through the list's search.
    const username = `e2e_${suffix}`;
    await page.goto(`${baseUrl}/system/user`);
    await page.getByTestId('add-user').click();
    await page.locator('#userForm_username').fill(username);
    await page.locator('#userForm_password').fill('E2e!User-2026');
    await page.locator('#userForm_confirmPassword').fill('E2e!User-2026');
    await page.locator('#userForm_realname').fill('端到端用户');
    await page.locator('.ant-modal-footer .ant-btn-primary').click();
    await page.locator('#userForm_username').waitFor({ state: 'detached' });
    await page.locator('#userSearch_username').fill(username);
    await page.locator('form#userSearch button[type="submit"]').click();

    await page.getByTestId(`freeze-user-${username}`).click();
    await page.getByTestId(`unfreeze-user-${username}`).waitFor();
    await page.getByTestId('console-user-list').locator('tbody .ant-tag', { hasText: texts['console.user.frozen'] }).waitFor();
    await screenshot(page, 'console-user-frozen');
    await page.getByTestId(`unfreeze-user-${username}`).click();
    await page.getByTestId(`freeze-user-${username}`).waitFor();
    await page.getByTestId('console-user-list').locator('tbody .ant-tag', { hasText: texts['console.user.normal'] }).waitFor();

    // A new role granted the user page; the grant is read back from the server.
    const roleCode = `e2e_role_${suffix}`;
    await page.goto(`${baseUrl}/system/role`);
    await page.getByTestId('add-role').click();
    await page.locator('#roleForm_roleName').fill(`E2E ${suffix}`);
    await page.locator('#roleForm_roleCode').fill(roleCode);
    await page.locator('.ant-modal-footer .ant-btn-primary').click();
    await page.locator('#roleForm_roleCode').waitFor({ state: 'detached' });
    await page.getByTestId('role-search').locator('input').fill(`E2E ${suffix}`);
    await page.getByTestId('role-search').locator('input').press('Enter');
    await page.getByTestId(`grant-role-${roleCode}`).click();
    const userMenuNode = page.locator('.ant-tree-treenode').filter({ has: page.locator('.ant-tree-title', { hasText: /^用户管理$/ }) });
    await userMenuNode.locator('.ant-tree-checkbox').click();
    await expect.poll(() => userMenuNode.locator('.ant-tree-checkbox-checked').count()).toBe(1);
    const saved = page.waitForResponse((response) => response.url().includes('/api/system/permission/saveRolePermission'));
    await page.getByTestId('save-role-permissions').click();
    expect((await saved).status()).toBe(200);
    await screenshot(page, 'console-role-permissions');
    await page.reload();
    await page.getByTestId('role-search').locator('input').fill(`E2E ${suffix}`);
    await page.getByTestId('role-search').locator('input').press('Enter');
    await page.getByTestId(`grant-role-${roleCode}`).click();
    await userMenuNode.locator('.ant-tree-checkbox-checked').waitFor();
    // The parents came with it, a button under the user page did too.
    await page.locator('.ant-tree-treenode').filter({ has: page.locator('.ant-tree-title', { hasText: /^系统管理$/ }) }).locator('.ant-tree-checkbox-checked').waitFor();
  });

  it('lets the platform operator add a menu', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await logInFromStart(page, baseUrl, 'admin', password);
    const menuCode = `e2eMenu${suffix}`;
    await page.goto(`${baseUrl}/system/menu`);
    await page.getByTestId('add-menu').click();
    await page.locator('#menuForm_name').fill(menuCode);
    await page.locator('#menuForm_menuCode').fill(menuCode);
    await page.locator('#menuForm_titles_zhCn').fill(`端到端菜单${suffix}`);
    await page.locator('#menuForm_titles_enUs').fill(`E2E menu ${suffix}`);
    await page.locator('#menuForm_path').fill(`/e2e/${suffix}`);
    await page.getByTestId('save-menu').click();
    await page.getByTestId(`edit-menu-${menuCode}`).waitFor();
    await page.getByTestId('console-menu-list').getByText(`端到端菜单${suffix}`).waitFor();
    await screenshot(page, 'console-menu-added');
  });

  it('lists the tenants for the operator and deletes login log entries for a tenant administrator', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await logInFromStart(page, baseUrl, 'admin', password);
    await page.goto(`${baseUrl}/system/tenant`);
    await page.getByTestId('edit-tenant-demo').waitFor();
    await browser.close();

    browser = await openBrowser();
    await logInFromStart(browser.page, baseUrl, 'demo_admin', password);
    const logs = browser.page;
    await logs.goto(`${baseUrl}/system/log`);
    const rows = logs.getByTestId('console-log-list').locator('tbody tr.ant-table-row');
    await rows.first().waitFor();
    // The first row's text (time, address, content): with more than a page of logs the page fills up
    // again after a delete, so the row itself is what must go.
    const firstRow = await rows.first().innerText();
    await logs.getByTestId('delete-login-logs').click();
    await logs.locator('.ant-message-notice', { hasText: texts['console.selectRecord'] }).first().waitFor();
    await rows.first().locator('input[type="checkbox"]').check();
    await logs.getByTestId('delete-login-logs').click();
    await logs.locator('.ant-modal-confirm', { hasText: '1' }).locator('.ant-btn-primary').click();
    await logs.locator('.ant-message-notice', { hasText: texts['console.done'] }).first().waitFor();
    await expect.poll(async () => (await rows.allInnerTexts()).filter((text) => text === firstRow).length).toBe(0);
  });

  it('lets a tenant administrator add menus, but not change or delete the operator\'s (issue 18 self-service)', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await logInFromStart(page, baseUrl, 'demo_admin', password);
    await page.goto(`${baseUrl}/system/menu`);
    // The list's rows and the builder's own menus load separately: wait for both before reading the actions.
    await page.getByTestId('add-under-system').waitFor({ timeout: 30_000 });
    await page.getByTestId('add-menu').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('add-menu').count()).toBe(1);
    expect(await page.getByTestId('edit-menu-system').count()).toBe(0);
    expect(await page.getByTestId('delete-menu-system').count()).toBe(0);
  });
});
