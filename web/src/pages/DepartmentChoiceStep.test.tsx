import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeId, fakePermissions, fakeUserInfo } from '../test/fakeSession';
import { envelope, renderApp, type FakeServer } from '../test/renderApp';

const menu = [{ id: fakeId('w'), path: '/dashboard/workbench', name: 'workbench', component: 'dashboard/Workbench', back: '0', meta: { title: '工作台', zhCn: '工作台' } }];
const departs = [
  { orgId: fakeId('d1'), orgCode: 'A01', orgName: 'Import desk' },
  { orgId: fakeId('d2'), orgCode: 'A02', orgName: 'Export desk' },
];
const userInfo = fakeUserInfo({ username: 'ann', realname: 'Ann', orgId: fakeId('d1'), orgName: 'Import desk', userType: 'user', backRoleFlg: '0' });

function server(selected: Array<{ orgId: string; token: string | undefined }>): FakeServer {
  return {
    calls: [],
    handle: (method, path, body, headers) => {
      if (path === '/api/system/login') return { status: 200, body: envelope({ token: 'tok-9', userInfo, departs, multiDepart: 2 }) };
      if (method === 'PUT' && path === '/api/system/selectDepart') {
        const { orgId } = body as { orgId: string };
        selected.push({ orgId, token: headers['X-Access-Token'] });
        return { status: 200, body: envelope({ ...userInfo, orgId, orgName: departs.find((d) => d.orgId === orgId)?.orgName }) };
      }
      if (path === '/api/system/getUserPermissionByToken') return { status: 200, body: envelope(fakePermissions(menu)) };
      return undefined;
    },
  };
}

function setValue(container: HTMLElement, selector: string, value: string) {
  const input = container.querySelector<HTMLInputElement>(selector)!;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('department choice at login', () => {
  it('asks a user in several departments which one to work in, saves it with the login token, then stores the session', async () => {
    const selected: Array<{ orgId: string; token: string | undefined }> = [];
    const app = await renderApp('/index/login', server(selected));
    await vi.waitFor(() => expect(app.container.querySelector('#login_username')).not.toBeNull(), { timeout: 20_000 });
    await act(async () => {
      setValue(app.container, '#login_username', 'ann');
      setValue(app.container, '#login_password', 'secret');
    });
    await act(async () => app.container.querySelector<HTMLButtonElement>('form#login button[type="submit"]')?.click());

    await vi.waitFor(() => expect(app.container.querySelectorAll('form#departmentChoice input[type="radio"]')).toHaveLength(2), { timeout: 20_000 });
    // Not stored yet: the guard must not take the user on before the choice.
    expect(localStorage.getItem('wharf.token')).toBeNull();
    expect(app.container.textContent).toContain('Export desk (A02)');

    await act(async () => app.container.querySelectorAll<HTMLInputElement>('form#departmentChoice input[type="radio"]')[1]?.click());
    await act(async () => app.container.querySelector<HTMLButtonElement>('[data-testid="department-confirm"]')?.click());
    await vi.waitFor(() => expect(selected).toEqual([{ orgId: fakeId('d2'), token: 'tok-9' }]));
    await vi.waitFor(() => expect(JSON.parse(localStorage.getItem('wharf.token') ?? '{}').value).toBe('tok-9'));
    expect(JSON.parse(sessionStorage.getItem('wharf.userInfo') ?? '{}').orgName).toBe('Export desk');
    app.unmount();
  }, 30_000);
});
