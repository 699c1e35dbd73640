import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { orgConsolePageTexts } from '../../../i18n/catalogues/orgConsolePages';
import { consoleTestServer, ok, pageOf, signIn } from '../testing/consoleTestServer';
import { buttonWithText, click, typeInto } from '../testing/domHelpers';
import { fakeId } from '../../../test/fakeSession';

const texts = orgConsolePageTexts.zh_CN;
const alice = { id: '11111111-1111-4111-8111-111111111111', username: 'alice', realname: 'Alice', phone: null, email: null, status: '1', userType: 'proxy', isLocked: false, orgId: null, workNo: null, sex: null, birthday: null, userSource: 'adminAdd', showWaterMark: false, forceChangePass: 'N', createTime: '2026-01-05T08:00:00.000Z', updateTime: '2026-01-05T08:00:00.000Z' };
const entry = (id: string, code: string, name: string) => ({ id: fakeId(id), code, name, sortOrder: 0, description: null, userCount: 0, createTime: '2026-01-05T08:00:00.000Z', updateTime: '2026-01-05T08:00:00.000Z' });
const createTime = '2026-01-05T08:00:00.000Z';
const proxy = { id: '00000000-0000-4000-8000-0000000000a1', userId: alice.id, compCode: '3302960ABC', compName: 'Ningbo Trading', proxyType: 'forwarder', proxyCode: 'FWD001', forwarderCode: 'F-1', brokerCode: null, customsCode: null, createTime };

function server() {
  return consoleTestServer(['systemUser:view', 'systemUser:edit'], {
    'GET /api/system/user/list': () => pageOf([alice]),
    'PUT /api/system/user/edit': () => ok(alice),
    'GET /api/system/position/queryall': () => ok([entry('p-1', 'clerk', 'Clerk'), entry('p-2', 'lead', 'Lead')]),
    'GET /api/system/job/queryall': () => ok([entry('j-1', 'declarant', 'Declarant')]),
    'GET /api/system/tag/queryall': () => ok([]),
    // A tenant without divisions: the form offers none.
    'GET /api/system/division/queryall': () => ({ status: 403, body: { success: false, code: 403, message: '当前租户未启用事业部', result: null, timestamp: 0 } }),
    'GET /api/system/user/queryUserOrgExtras': () => ok({ positionIds: [fakeId('p-1')], jobIds: [], tagIds: [], divisionIds: [] }),
    'PUT /api/system/user/saveUserOrgExtras': () => ok({ positionIds: [fakeId('p-1')], jobIds: [], tagIds: [], divisionIds: [] }),
    'GET /api/system/user/queryUserRelation': () => ok([proxy]),
    'POST /api/system/userProxy/add': (body) => ok({ ...(body as object), id: '00000000-0000-4000-8000-0000000000a2', compName: 'Ningbo Trading', createTime }),
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  signIn();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the user form\'s organisation extras', () => {
  it('offers the lists the caller may read, keeps the user\'s positions and saves them apart from the user', async () => {
    const api = server();
    const app = await renderApp('/system/user', api);
    await vi.waitFor(() => expect(app.container.textContent).toContain('alice'), { timeout: 30_000 });
    await click(app.container.querySelector('[data-testid="edit-user-alice"]'));
    await vi.waitFor(() => expect(document.querySelector('#userForm_positionIds')?.closest('.ant-form-item')?.textContent).toContain('Clerk (clerk)'), { timeout: 10_000 });
    expect(document.querySelector('#userForm_jobIds')).not.toBeNull();
    expect(document.querySelector('#userForm_divisionIds')).toBeNull();

    await click(buttonWithText(document.querySelector('.ant-modal')!, '保存'));
    await vi.waitFor(() => expect(api.bodies['PUT /api/system/user/saveUserOrgExtras']).toHaveLength(1), { timeout: 5000 });
    expect(api.bodies['PUT /api/system/user/saveUserOrgExtras']![0]).toEqual({ userId: alice.id, positionIds: [fakeId('p-1')], jobIds: [], tagIds: [] });
    expect(api.bodies['PUT /api/system/user/edit']![0]).not.toHaveProperty('positionIds');
    app.unmount();
  }, 60_000);

  it('lists a proxy user\'s proxy entries and asks for one of the three codes before adding one', async () => {
    const api = server();
    const app = await renderApp('/system/user', api);
    await vi.waitFor(() => expect(app.container.textContent).toContain('alice'), { timeout: 30_000 });
    await click(app.container.querySelector('[data-testid="edit-user-alice"]'));
    await vi.waitFor(() => expect(document.querySelector('[data-testid="proxy-entries"]')?.textContent).toContain('Ningbo Trading (3302960ABC)'), { timeout: 10_000 });

    await click(document.querySelector('[data-testid="add-proxy-entry"]'));
    await vi.waitFor(() => expect(document.querySelector('#proxyForm_compCode')).not.toBeNull());
    await typeInto(document.querySelector('#proxyForm_compCode'), '3302960ABC');
    await typeInto(document.querySelector('#proxyForm_proxyCode'), 'BRK9');
    const proxyModal = document.querySelector('#proxyForm_compCode')!.closest('.ant-modal')!;
    await click(buttonWithText(proxyModal, '保存'));
    await vi.waitFor(() => expect(document.querySelector('#proxyForm_forwarderCode')?.closest('.ant-form-item')?.textContent).toContain(texts['orgConsole.proxy.oneCodeRequired']));
    expect(api.bodies['POST /api/system/userProxy/add']).toBeUndefined();

    await typeInto(document.querySelector('#proxyForm_brokerCode'), 'B-9');
    await click(buttonWithText(proxyModal, '保存'));
    await vi.waitFor(() => expect(api.bodies['POST /api/system/userProxy/add']).toHaveLength(1), { timeout: 5000 });
    expect(api.bodies['POST /api/system/userProxy/add']![0]).toEqual({ userId: alice.id, compCode: '3302960ABC', proxyType: 'forwarder', proxyCode: 'BRK9', forwarderCode: null, brokerCode: 'B-9', customsCode: null });
    app.unmount();
  }, 60_000);
});
