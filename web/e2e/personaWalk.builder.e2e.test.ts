import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { logInThroughApi } from './eformSupport';
import { newUser, PersonaWalk, passName, walkPasses, type WalkScreen } from './personaWalk';

const baseUrl = inject('baseUrl');
const password = inject('adminPassword');

/**
 * Opens a definitions list, finds the customs example's definition by its code (other files add
 * definitions on this server, which can page the row away) and opens its designer from the row.
 */
const designerFromList = (path: string, listTestId: string, code: string, openTestId: string, designerTestId: string) => async (page: Page) => {
  await page.goto(`${baseUrl}${path}`);
  const search = page.getByTestId(listTestId).locator('.ant-input-search input').first();
  await search.fill(code);
  await search.press('Enter');
  await page.getByTestId(openTestId).click();
  // A designer's first open loads its lazy chunk: slow on a loaded machine.
  await page.getByTestId(designerTestId).waitFor({ timeout: 60_000 });
};

// The builder's journey: the list of tables (definitions), then the table, form and view designers
// of the customs example, each opened from its list as a builder does.
const screens: WalkScreen[] = [
  {
    name: 'tables',
    open: async (page) => {
      await page.goto(`${baseUrl}/eform/tables`);
      await page.getByTestId('eform-table-list').locator('tr.ant-table-row, [data-row-id]').first().waitFor({ timeout: 30_000 });
    },
  },
  { name: 'tableDesigner', open: designerFromList('/eform/tables', 'eform-table-list', 'dec_head', 'edit-table-dec_head', 'table-designer') },
  { name: 'formDesigner', open: designerFromList('/eform/forms', 'eform-form-list', 'dec_form', 'design-form-dec_form', 'form-designer') },
  { name: 'viewDesigner', open: designerFromList('/eform/views', 'eform-view-list', 'dec_list_view', 'design-view-dec_list_view', 'view-designer') },
];

/** Issue 20's "Done when" walk for the builder, a tenant administrator of demo made for this run (the combinations: `e2e/personaWalk.ts`). */
describe.skipIf(!baseUrl)(`the builder's walk in Chromium ${inject('serverProblem')}`, () => {
  const walk = new PersonaWalk(baseUrl, 'builder', screens);

  beforeAll(async () => {
    const admin = await logInThroughApi(baseUrl, 'demo_admin', password);
    await walk.start(await newUser(baseUrl, admin, 'builder', { userType: 'admin' }));
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
