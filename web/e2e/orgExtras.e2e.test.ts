import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { chooseOption } from './antdSelect';
import { logIn, logInFromStart, openBrowser, screenshot, type BrowserSession } from './browser';
import { workerBaseUrl } from './workerServer';

const baseUrl = workerBaseUrl();
const password = inject('adminPassword');
// Fresh names per run, so a rerun against the same data folder does not collide.
const suffix = Date.now().toString(36).slice(-6);

/** Logs a user in whose password an administrator set: the forced change first, then the login again. */
async function logInWithForcedChange(page: Page, username: string, firstPassword: string, newPassword: string): Promise<void> {
  await page.goto(`${baseUrl}/index/login`);
  await logIn(page, username, firstPassword);
  await page.locator('#forcedPassword_password').fill(newPassword);
  await page.locator('#forcedPassword_confirmpassword').fill(newPassword);
  await page.locator('form#forcedPassword button[type="submit"]').click();
  await page.locator('#forcedPassword_password').waitFor({ state: 'detached' });
  await logIn(page, username, newPassword);
  await page.locator('[data-layout]').waitFor();
}

/** Ticks one more menu in a department's permissions on the organisation page and saves them. */
async function grantToDepartment(page: Page, deptName: string, menuTitle: RegExp): Promise<unknown> {
  await page.goto(`${baseUrl}/org/dept`);
  await page.locator('.ant-tree-title', { hasText: deptName }).click();
  await page.getByTestId('org-permissions').click();
  const tree = page.getByTestId('dept-permission-tree');
  const node = tree.locator('.ant-tree-treenode').filter({ has: page.locator('.ant-tree-title', { hasText: menuTitle }) });
  await node.locator('.ant-tree-checkbox').click();
  await expect.poll(() => node.locator('.ant-tree-checkbox-checked').count()).toBe(1);
  const saved = page.waitForResponse((response) => response.url().includes('/api/system/permission/saveDepartPermission'));
  await page.getByTestId('save-dept-permissions').click();
  expect((await saved).status()).toBe(200);
  return (await saved).request().postDataJSON();
}

interface MenuEntry { path?: string; children?: MenuEntry[] }
const menuPaths = (menu: MenuEntry[]): string[] => menu.flatMap((entry) => [entry.path ?? '', ...menuPaths(entry.children ?? [])]);

describe.skipIf(!baseUrl)(`organisation extras in Chromium ${inject('serverProblem')}`, () => {
  const browsers: BrowserSession[] = [];
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') {
      for (const [index, browser] of browsers.entries()) await screenshot(browser.page, `failed-org-extras-${index}`);
    }
    for (const browser of browsers.splice(0)) await browser.close();
  });

  it('a position is created and assigned, and a department\'s permission gives its user the menu', async () => {
    const admin = await openBrowser();
    browsers.push(admin);
    const { page } = admin;
    await logInFromStart(page, baseUrl, 'demo_admin', password);

    // A position.
    const positionCode = `e2e_pos_${suffix}`;
    const positionName = `E2E position ${suffix}`;
    await page.goto(`${baseUrl}/system/position`);
    await page.getByTestId('add-position').click();
    await page.locator('#codeListForm_code').fill(positionCode);
    await page.locator('#codeListForm_name').fill(positionName);
    await page.locator('.ant-modal-footer .ant-btn-primary').click();
    await page.locator('#codeListForm_code').waitFor({ state: 'detached' });
    await page.getByTestId('console-position-list').locator('td', { hasText: positionCode }).waitFor();

    // A department.
    const deptName = `E2E desk ${suffix}`;
    await page.goto(`${baseUrl}/org/dept`);
    await page.getByTestId('add-root-org').click();
    await page.locator('#orgForm_orgName').fill(deptName);
    await page.locator('#orgForm_orgCode').fill(`E2E-${suffix}`);
    await page.getByTestId('save-org').click();
    await page.locator('.ant-tree-title', { hasText: deptName }).waitFor();

    // A user working in the department and holding the position.
    const username = `e2e_org_${suffix}`;
    await page.goto(`${baseUrl}/system/user`);
    await page.getByTestId('add-user').click();
    await page.locator('#userForm_username').fill(username);
    await page.locator('#userForm_password').fill('E2e!Org-2026x');
    await page.locator('#userForm_confirmPassword').fill('E2e!Org-2026x');
    await page.locator('#userForm_realname').fill('部门用户');
    // Chosen until the field shows it: the user's department is what the grants below reach them through.
    await chooseOption(page, page.locator('.ant-select', { has: page.locator('#userForm_orgId') }), deptName, '.ant-select-tree-title');
    await page.locator('#userForm_positionIds').click();
    await page.locator('.ant-select-item-option', { hasText: positionCode }).click();
    await page.keyboard.press('Escape');
    const savedExtras = page.waitForResponse((response) => response.url().includes('/api/system/user/saveUserOrgExtras'));
    await page.locator('.ant-modal-footer .ant-btn-primary').click();
    expect((await savedExtras).status()).toBe(200);
    await page.locator('#userForm_username').waitFor({ state: 'detached' });

    // The position counts its user.
    await page.goto(`${baseUrl}/system/position`);
    const positionRow = page.getByTestId('console-position-list').locator('tr', { hasText: positionCode });
    await positionRow.waitFor();
    await expect.poll(async () => (await positionRow.locator('td').allTextContents()).map((text) => text.trim()), { timeout: 15_000 }).toContain('1');
    await screenshot(page, 'org-extras-position-assigned');

    // The department gives its users the workbench; the user logs in and cannot open the dictionary page.
    await grantToDepartment(page, deptName, /^工作台$/);
    const member = await openBrowser();
    browsers.push(member);
    await logInWithForcedChange(member.page, username, 'E2e!Org-2026x', 'E2e!Org-2026y');
    await member.page.goto(`${baseUrl}/system/dict`);
    await member.page.locator('[data-testid^="exception-"]').waitFor();
    expect(await member.page.getByTestId('console-dict-list').count()).toBe(0);

    // The department is given the dictionary page.
    const saved = await grantToDepartment(page, deptName, /^数据字典$/);
    await screenshot(page, 'org-extras-department-permissions');

    // The department's user now has the page (the menus are loaded again on a fresh visit). Their menus are
    // read from the answer, so a failure says what the member was given and what the department saved.
    const memberMenus = member.page.waitForResponse((response) => response.url().includes('/api/system/getUserPermissionByToken'));
    const dictList = member.page.waitForResponse((response) => response.url().includes('/api/system/dict/list'));
    await member.page.goto(`${baseUrl}/system/dict`);
    const menus = ((await (await memberMenus).json()) as { result: { menu: MenuEntry[] } }).result.menu;
    expect(menuPaths(menus), `the member's menus once the department saved ${JSON.stringify(saved)}`).toContain('/system/dict');
    expect((await dictList).status()).toBe(200);
    await member.page.getByTestId('console-dict-list').waitFor();
    await screenshot(member.page, 'org-extras-member-sees-dictionary');
  });
});
