import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { consolePageTexts } from '../../../i18n/catalogues/consolePages';
import { consoleTestServer, ok, signIn } from '../testing/consoleTestServer';
import { click, toastTexts, typeInto } from '../testing/domHelpers';

const texts = consolePageTexts.zh_CN;
const org = { id: '00000000-0000-4000-8000-000000000001', parentId: null, orgName: '总公司', orgCode: 'HQ', orgType: 'organization', orgOrder: 0, compCode: null, socialCreditCode: null, ipWhitelist: null, passwordExpiryDays: null, passwordAlertDays: null, lockUserFailures: null, passwordBlacklist: null, multipleLogin: 'default' };

function server() {
  return consoleTestServer(['orgDept:view', 'orgDept:edit'], {
    'GET /api/system/sysOrg/queryTreeList': () => ok([org]),
    'PUT /api/system/sysOrg/edit': (body) => ok({ ...org, ...(body as object) }),
    'DELETE /api/system/sysOrg/delete': () => ok(),
  });
}

const treeNode = (text: string) => [...document.querySelectorAll('.ant-tree-title')].find((element) => element.textContent?.includes(text));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  signIn();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the organisation page', () => {
  it('refuses to delete the last root node and saves the login policies', async () => {
    const api = server();
    const app = await renderApp('/org/dept', api);
    await vi.waitFor(() => expect(treeNode('总公司')).toBeDefined(), { timeout: 30_000 });
    await click(treeNode('总公司'));
    await vi.waitFor(() => expect((document.querySelector('#orgForm_orgCode') as HTMLInputElement | null)?.value).toBe('HQ'));

    await click(app.container.querySelector('[data-testid="delete-org"]'));
    await vi.waitFor(() => expect(toastTexts()).toContain(texts['console.org.lastRoot']));
    expect(api.bodies['DELETE /api/system/sysOrg/delete']).toBeUndefined();

    await typeInto(document.querySelector('#orgForm_passwordExpiryDays'), '90');
    await typeInto(document.querySelector('#orgForm_passwordAlertDays'), '7');
    await click(document.querySelector('#orgForm_multipleLogin input[value="prohibit"]'));
    await click(document.querySelector('[data-testid="save-org"]'));
    await vi.waitFor(() => expect(api.bodies['PUT /api/system/sysOrg/edit']).toHaveLength(1), { timeout: 5000 });
    expect(api.bodies['PUT /api/system/sysOrg/edit']![0]).toMatchObject({ id: '00000000-0000-4000-8000-000000000001', orgCode: 'HQ', parentId: null, passwordExpiryDays: 90, passwordAlertDays: 7, multipleLogin: 'prohibit', compCode: null });
    app.unmount();
  }, 60_000);
});
