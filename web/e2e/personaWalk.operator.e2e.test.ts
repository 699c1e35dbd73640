import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, logInThroughApi } from './eformSupport';
import { newUser, PersonaWalk, type WalkScreen } from './personaWalk';
import { workerBaseUrl } from './workerServer';

const baseUrl = workerBaseUrl();
const password = inject('adminPassword');
const suffix = Date.now().toString(36).slice(-5);

/** A console list page, drawn once its first row (a table row, or a card on a phone) is on screen. */
function consoleList(name: string, path: string, listTestId: string): WalkScreen {
  const firstRow = (page: Page) => page.getByTestId(listTestId).locator('tr.ant-table-row, [data-row-id]').first().waitFor({ timeout: 30_000 });
  return {
    name,
    open: async (page) => {
      await page.goto(`${baseUrl}${path}`);
      await firstRow(page);
    },
    drawn: firstRow,
  };
}

// The operator's journey through the console: users, roles and tenants.
const screens: WalkScreen[] = [consoleList('users', '/system/user', 'console-user-list'), consoleList('roles', '/system/role', 'console-role-list'), consoleList('tenants', '/system/tenant', 'console-tenant-list')];

/** Issue 20's "Done when" walk for the platform operator, an administrator of the platform made for this run (the combinations: `e2e/personaWalk.ts`). */
describe.skipIf(!baseUrl)(`the operator's walk in Chromium ${inject('serverProblem')}`, () => {
  const walk = new PersonaWalk(baseUrl, 'operator');

  beforeAll(async () => {
    const admin = await logInThroughApi(baseUrl, 'admin', password);
    // The platform has no role of its own: one, so the roles screen shows a row as in a real console.
    await api(baseUrl, admin, 'POST', '/system/role/add', { roleCode: `walk_ops_${suffix}`, roleName: `Walk operators ${suffix}`, roleType: 'back' });
    await walk.start(await newUser(baseUrl, admin, 'operator', { userType: 'admin' }));
  });
  afterAll(async () => {
    await walk.finish();
  });

  for (const screen of screens) {
    it(screen.name, async () => {
      expect(await walk.walkScreen(screen)).toEqual([]);
    }, 400_000);
  }
});
