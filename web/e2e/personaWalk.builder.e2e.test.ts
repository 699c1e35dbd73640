import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { logInThroughApi } from './eformSupport';
import { newUser, PersonaWalk, type WalkScreen } from './personaWalk';
import { workerBaseUrl } from './workerServer';

const baseUrl = workerBaseUrl();
const password = inject('adminPassword');

/**
 * A designer of the customs example opened from its definitions list as a builder does: the list is
 * searched for the definition's code (other files add definitions on this server, which can page the
 * row away) and the row's button opens the designer in a full-size drawer. For the header's switches
 * the drawer is closed and the same row's button opens it again.
 */
function designerFromList(name: string, path: string, listTestId: string, code: string, openTestId: string, designerTestId: string): WalkScreen {
  const designer = (page: Page) => page.getByTestId(designerTestId);
  const enter = async (page: Page) => {
    await page.getByTestId(openTestId).click();
    // A designer's first open loads its lazy chunk: slow on a loaded machine.
    await designer(page).waitFor({ timeout: 60_000 });
  };
  return {
    name,
    open: async (page) => {
      await page.goto(`${baseUrl}${path}`);
      const search = page.getByTestId(listTestId).locator('.ant-input-search input').first();
      await search.fill(code);
      await search.press('Enter');
      await enter(page);
    },
    drawn: (page) => designer(page).waitFor(),
    overHeader: {
      leave: async (page) => {
        await page.locator('.ant-drawer-section', { has: designer(page) }).locator('.ant-drawer-close').click();
        await designer(page).waitFor({ state: 'detached' });
      },
      enter,
    },
  };
}

const tableRows = (page: Page) => page.getByTestId('eform-table-list').locator('tr.ant-table-row, [data-row-id]').first().waitFor({ timeout: 30_000 });

// The builder's journey: the list of tables (definitions), then the table, form and view designers
// of the customs example, each opened from its list.
const screens: WalkScreen[] = [
  {
    name: 'tables',
    open: async (page) => {
      await page.goto(`${baseUrl}/eform/tables`);
      await tableRows(page);
    },
    drawn: tableRows,
  },
  designerFromList('tableDesigner', '/eform/tables', 'eform-table-list', 'dec_head', 'edit-table-dec_head', 'table-designer'),
  designerFromList('formDesigner', '/eform/forms', 'eform-form-list', 'dec_form', 'design-form-dec_form', 'form-designer'),
  designerFromList('viewDesigner', '/eform/views', 'eform-view-list', 'dec_list_view', 'design-view-dec_list_view', 'view-designer'),
];

/** Issue 20's "Done when" walk for the builder, a tenant administrator of demo made for this run (the combinations: `e2e/personaWalk.ts`). */
describe.skipIf(!baseUrl)(`the builder's walk in Chromium ${inject('serverProblem')}`, () => {
  const walk = new PersonaWalk(baseUrl, 'builder');

  beforeAll(async () => {
    const admin = await logInThroughApi(baseUrl, 'demo_admin', password);
    await walk.start(await newUser(baseUrl, admin, 'builder', { userType: 'admin' }));
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
