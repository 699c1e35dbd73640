import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { consolePageTexts } from '../../../i18n/catalogues/consolePages';
import { consoleTestServer, ok, pageOf, signIn } from '../testing/consoleTestServer';
import { buttonWithText, click, toastTexts, typeInto } from '../testing/domHelpers';
import { fakeId } from '../../../test/fakeSession';

const texts = consolePageTexts.zh_CN;
const users = [
  { id: '11111111-1111-4111-8111-111111111111', username: 'alice', realname: 'Alice', phone: null, email: null, status: '1', userType: 'normal', isLocked: false, orgId: fakeId('o-1'), workNo: null, sex: null, birthday: null, userSource: 'adminAdd', showWaterMark: false, forceChangePass: 'N', createTime: '2026-01-05T08:00:00.000Z', updateTime: '2026-01-05T08:00:00.000Z' },
  { id: '22222222-2222-4222-8222-222222222222', username: 'bob', realname: 'Bob', phone: null, email: null, status: '2', userType: 'normal', isLocked: false, orgId: null, workNo: null, sex: null, birthday: null, userSource: 'adminAdd', showWaterMark: false, forceChangePass: 'N', createTime: '2026-01-05T08:00:00.000Z', updateTime: '2026-01-05T08:00:00.000Z' },
];

function server(buttons: readonly string[] = ['systemUser:view', 'systemUser:edit'], add = () => ok({ id: 'new' })) {
  return consoleTestServer(buttons, {
    'GET /api/system/user/list': () => ({ status: 200, body: { ...pageOf(users).body, result: { records: users, total: 45, current: 1, size: 20, pages: 3 } } }),
    'PUT /api/system/user/frozenBatch': () => ok(1),
    'GET /api/system/user/checkOnlyUser': () => ok(true),
    'POST /api/system/user/add': add,
    'PUT /api/system/user/edit': () => ok(users[0]),
    'GET /api/system/role/queryall': () => ok([{ id: fakeId('r-1'), roleCode: 'clerk', roleName: 'Clerk', roleType: 'back', roleOrder: 1, description: null, createTime: '2026-01-05T08:00:00.000Z', updateTime: '2026-01-05T08:00:00.000Z' }]),
    'GET /api/system/user/queryUserRole': () => ok([fakeId('r-1')]),
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

describe('the user page', () => {
  it('lists users with the spec\'s paging: sizes 10–500, quick jumper and total', async () => {
    const app = await renderApp('/system/user', server());
    await vi.waitFor(() => expect(app.container.textContent).toContain('alice'), { timeout: 30_000 });
    expect(app.container.querySelector('.ant-pagination-total-text')?.textContent).toBe('共 45 条');
    expect(app.container.querySelector('.ant-pagination-options-quick-jumper')).not.toBeNull();
    expect(app.container.querySelector('.ant-pagination-options .ant-select')).not.toBeNull();
    expect(app.container.textContent).toContain(texts['console.user.frozen']);
    app.unmount();
  }, 60_000);

  it('asks for a selection before a batch freeze, then freezes the selected users', async () => {
    const api = server();
    const app = await renderApp('/system/user', api);
    await vi.waitFor(() => expect(app.container.textContent).toContain('alice'), { timeout: 30_000 });
    await click(app.container.querySelector('[data-testid="freeze-selected"]'));
    await vi.waitFor(() => expect(toastTexts()).toContain(texts['console.selectRecord']));
    expect(api.bodies['PUT /api/system/user/frozenBatch']).toBeUndefined();

    const rowBox = app.container.querySelector<HTMLInputElement>(`tr[data-row-key="${users[0]!.id}"] input[type="checkbox"]`);
    await click(rowBox);
    await click(app.container.querySelector('[data-testid="freeze-selected"]'));
    await vi.waitFor(() => expect(api.bodies['PUT /api/system/user/frozenBatch']).toEqual([{ ids: users[0]!.id, status: '2' }]));
    app.unmount();
  }, 60_000);

  it('shows the users as cards on a phone, each with its actions, and freezes the one selected on its card', async () => {
    // Spec §4: below 768 px a list is cards, not a table scrolling sideways (issue 20).
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: true, media: query, onchange: null, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false }) as MediaQueryList);
    const api = server();
    const app = await renderApp('/system/user', api);
    try {
      await vi.waitFor(() => expect(app.container.querySelector(`[data-row-id="${users[0]!.id}"]`)).not.toBeNull(), { timeout: 30_000 });
      expect(app.container.querySelector('[data-testid="console-user-list"] table')).toBeNull();
      const card = app.container.querySelector(`[data-row-id="${users[0]!.id}"]`)!;
      expect(card.textContent).toContain('alice');
      expect(card.querySelector('[data-testid="card-actions"] [data-testid="freeze-user-alice"]')).not.toBeNull();
      await click(card.querySelector('input[type="checkbox"]'));
      await click(app.container.querySelector('[data-testid="freeze-selected"]'));
      await vi.waitFor(() => expect(api.bodies['PUT /api/system/user/frozenBatch']).toEqual([{ ids: users[0]!.id, status: '2' }]));
    } finally {
      vi.restoreAllMocks();
      app.unmount();
    }
  }, 60_000);

  it('asks to confirm a batch delete with the count', async () => {
    const app = await renderApp('/system/user', server());
    await vi.waitFor(() => expect(app.container.textContent).toContain('alice'), { timeout: 30_000 });
    await click(app.container.querySelector('thead input[type="checkbox"]'));
    await click(app.container.querySelector('[data-testid="recycle-selected"]'));
    await vi.waitFor(() => expect(document.querySelector('.ant-modal-confirm')?.textContent).toContain('确定将选中的 2 个用户移入回收站吗？'));
    app.unmount();
  }, 60_000);

  it('shows the server\'s field issues next to the fields of the user form', async () => {
    const api = server(undefined, () => ({ status: 400, body: { success: false, code: 400, message: '校验失败', result: { errors: [{ path: '/body/email', code: 'register/email-exists', message: '邮箱已存在' }] }, timestamp: 0 } }));
    const app = await renderApp('/system/user', api);
    await vi.waitFor(() => expect(app.container.textContent).toContain('alice'), { timeout: 30_000 });
    await click(app.container.querySelector('[data-testid="add-user"]'));
    await vi.waitFor(() => expect(document.querySelector('#userForm_username')).not.toBeNull());
    await typeInto(document.querySelector('#userForm_username'), 'carol');
    await typeInto(document.querySelector('#userForm_password'), 'Str0ng!Pass');
    await typeInto(document.querySelector('#userForm_confirmPassword'), 'Str0ng!Pass');
    await typeInto(document.querySelector('#userForm_realname'), 'Carol');
    await typeInto(document.querySelector('#userForm_email'), 'carol@example.com');
    await click(buttonWithText(document.querySelector('.ant-modal')!, '保存'));
    await vi.waitFor(() => expect(api.bodies['POST /api/system/user/add']).toHaveLength(1), { timeout: 5000 });
    expect(api.bodies['POST /api/system/user/add']![0]).toMatchObject({ username: 'carol', password: 'Str0ng!Pass', realname: 'Carol', email: 'carol@example.com', userType: 'normal' });
    expect(api.bodies['POST /api/system/user/add']![0]).not.toHaveProperty('confirmPassword');
    await vi.waitFor(() => expect(document.querySelector('#userForm_email')?.closest('.ant-form-item')?.textContent).toContain('邮箱已存在'));
    app.unmount();
  }, 60_000);

  it('edits a user keeping their roles and, when organisations cannot be read, their organisation', async () => {
    const api = server();
    const app = await renderApp('/system/user', api);
    await vi.waitFor(() => expect(app.container.textContent).toContain('alice'), { timeout: 30_000 });
    await click(app.container.querySelector('[data-testid="edit-user-alice"]'));
    await vi.waitFor(() => expect(document.querySelector('#userForm_roleIds')).not.toBeNull(), { timeout: 5000 });
    await typeInto(document.querySelector('#userForm_realname'), 'Alicia');
    await click(buttonWithText(document.querySelector('.ant-modal')!, '保存'));
    await vi.waitFor(() => expect(api.bodies['PUT /api/system/user/edit']).toHaveLength(1), { timeout: 5000 });
    expect(api.bodies['PUT /api/system/user/edit']![0]).toMatchObject({ id: users[0]!.id, realname: 'Alicia', roleIds: [fakeId('r-1')], orgId: fakeId('o-1') });
    app.unmount();
  }, 60_000);

  it('hides the changing buttons from a user the server lists the edit button for as a rule in force, not held', async () => {
    const app = await renderApp('/system/user', server(['systemUser:view']));
    await vi.waitFor(() => expect(app.container.textContent).toContain('alice'), { timeout: 30_000 });
    const lists = app.services.session.getState().permissions as { auth: Array<{ action: string }>; allAuth: Array<{ action: string; status: string }> };
    expect(lists.allAuth.find((entry) => entry.action === 'systemUser:edit')?.status).toBe('1');
    expect(lists.auth.map((entry) => entry.action)).toEqual(['systemUser:view']);
    expect(app.container.querySelector('[data-testid="add-user"]')).toBeNull();
    expect(app.container.querySelector('[data-testid="freeze-selected"]')).toBeNull();
    expect(app.container.querySelector('[data-testid="edit-user-alice"]')).toBeNull();
    app.unmount();
  }, 60_000);

  it('shows the add button to the administrator, who holds the edit button', async () => {
    const app = await renderApp('/system/user', server());
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="add-user"]')).not.toBeNull(), { timeout: 30_000 });
    expect(app.container.querySelector('[data-testid="edit-user-alice"]')).not.toBeNull();
    app.unmount();
  }, 60_000);
});
