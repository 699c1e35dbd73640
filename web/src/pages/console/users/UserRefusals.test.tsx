import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { consoleTestServer, ok, pageOf, signIn } from '../testing/consoleTestServer';
import { click, toastTexts } from '../testing/domHelpers';

const user = (id: string, username: string, userType: string) => ({
  id, username, realname: username, phone: null, email: null, status: '1', userType, isLocked: false, orgId: null, workNo: null, sex: null, birthday: null,
  userSource: 'adminAdd', showWaterMark: false, forceChangePass: 'N', createTime: '2026-01-05T08:00:00.000Z', updateTime: '2026-01-05T08:00:00.000Z',
});
const admin = user('33333333-3333-4333-8333-333333333333', 'admin', 'admin');
const alice = user('11111111-1111-4111-8111-111111111111', 'alice', 'normal');

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  signIn();
});
afterEach(() => {
  document.body.innerHTML = '';
});

// Issue 18 point 7: refused actions say why, and are not offered where they would be refused.
describe('refusals on the user page', () => {
  it('disables freezing and deleting the admin account with the reason, and stops a batch holding it', async () => {
    const api = consoleTestServer(['systemUser:view', 'systemUser:edit'], {
      'GET /api/system/user/list': () => pageOf([admin, alice]),
      'PUT /api/system/user/frozenBatch': () => ok(1),
    });
    const app = await renderApp('/system/user', api);
    await vi.waitFor(() => expect(app.container.textContent).toContain('alice'), { timeout: 30_000 });
    const button = (testId: string) => app.container.querySelector<HTMLButtonElement>(`[data-testid="${testId}"]`)!;
    expect(button('freeze-user-admin').disabled).toBe(true);
    expect(button('delete-user-admin').disabled).toBe(true);
    expect(button('freeze-user-alice').disabled).toBe(false);
    // The reason is the tooltip of the disabled button.
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.mouseEnter(button('freeze-user-admin').parentElement!);
    await vi.waitFor(() => expect(document.querySelector('.ant-tooltip')?.textContent).toBe('管理员账号不能冻结'), { timeout: 5000 });

    await click(app.container.querySelector(`tr[data-row-key="${admin.id}"] input[type="checkbox"]`));
    await click(app.container.querySelector(`tr[data-row-key="${alice.id}"] input[type="checkbox"]`));
    await click(button('freeze-selected'));
    await vi.waitFor(() => expect(toastTexts()).toContain('管理员账号不能冻结'));
    expect(api.bodies['PUT /api/system/user/frozenBatch']).toBeUndefined();
    app.unmount();
  }, 60_000);
});
