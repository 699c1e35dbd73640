import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, logInThroughApi } from './eformSupport';
import { newUser, PersonaWalk, passName, walkPasses, type WalkScreen } from './personaWalk';

const baseUrl = inject('baseUrl');
const password = inject('adminPassword');
const suffix = Date.now().toString(36).slice(-5);

/** A console list page, drawn once its first row (a table row, or a card on a phone) is on screen. */
const consoleList = (path: string, listTestId: string): WalkScreen['open'] => async (page) => {
  await page.goto(`${baseUrl}${path}`);
  await page.getByTestId(listTestId).locator('tr.ant-table-row, [data-row-id]').first().waitFor({ timeout: 30_000 });
};

// The operator's journey through the console: users, roles and tenants.
const screens: WalkScreen[] = [
  { name: 'users', open: consoleList('/system/user', 'console-user-list') },
  { name: 'roles', open: consoleList('/system/role', 'console-role-list') },
  { name: 'tenants', open: consoleList('/system/tenant', 'console-tenant-list') },
];

/** Issue 20's "Done when" walk for the platform operator, an administrator of the platform made for this run (the combinations: `e2e/personaWalk.ts`). */
describe.skipIf(!baseUrl)(`the operator's walk in Chromium ${inject('serverProblem')}`, () => {
  const walk = new PersonaWalk(baseUrl, 'operator', screens);

  beforeAll(async () => {
    const admin = await logInThroughApi(baseUrl, 'admin', password);
    // The platform has no role of its own: one, so the roles screen shows a row as in a real console.
    await api(baseUrl, admin, 'POST', '/system/role/add', { roleCode: `walk_ops_${suffix}`, roleName: `Walk operators ${suffix}`, roleType: 'back' });
    await walk.start(await newUser(baseUrl, admin, 'operator', { userType: 'admin' }));
  });
  afterAll(async () => {
    await walk.finish();
  });

  walkPasses.forEach((pass, index) => {
    it(passName(pass), async () => {
      expect(await walk.walk(pass, index)).toEqual([]);
    }, 240_000);
  });
});
