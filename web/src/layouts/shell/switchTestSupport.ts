import { act } from 'react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { fakeServerOf, type FakeAnswer } from '../../test/fakeServerOf';
import { fakeId, fakePermissions } from '../../test/fakeSession';
import type { FakeServer } from '../../test/renderApp';

const menu = [{ id: fakeId('g'), path: '/app/group', name: 'group', component: 'app/AppGroupList', back: '1', meta: { title: '应用分组', zhCn: '应用分组' } }];

/**
 * The fake server of the user menu's switch tests: the signed-in user as `userInfo` says (asked
 * again after a switch), a one-page menu, and the switch's own answers ("METHOD /api/path").
 */
export function switchTestServer(userInfo: () => object, answers: Record<string, FakeAnswer>): FakeServer {
  return fakeServerOf({
    'GET /api/user/info': userInfo,
    'GET /api/system/getUserPermissionByToken': () => fakePermissions(menu),
    ...answers,
  });
}

/** Each test starts signed in (a stored token) with an empty page. */
export function startEachTestSignedIn(): void {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    localStorage.setItem('wharf.token', JSON.stringify({ value: 'tok', expiresAt: null }));
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });
}

/** The user menu's entry with exactly this text, once the menu is open. */
export const userMenuItem = (text: string) => [...document.querySelectorAll<HTMLElement>('.ant-dropdown-menu-item')].find((node) => node.textContent === text);

/** Opens the header's user menu. */
export async function openUserMenu(container: HTMLElement): Promise<void> {
  await act(async () => container.querySelector<HTMLButtonElement>('[data-testid="user-menu"]')?.click());
}

/** Opens the user menu, waits for the entry `text` and clicks it. */
export async function chooseUserMenuItem(container: HTMLElement, text: string): Promise<void> {
  await openUserMenu(container);
  const item = await vi.waitFor(() => {
    expect(userMenuItem(text)).toBeDefined();
    return userMenuItem(text)!;
  });
  await act(async () => item.click());
}

/** In the switch dialog: picks the table row that mentions `rowText` and confirms. */
export async function pickRowAndConfirm(rowText: string): Promise<void> {
  const row = await vi.waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-table-row')].find((node) => node.textContent?.includes(rowText));
    expect(found).toBeDefined();
    return found!;
  });
  await act(async () => row.click());
  await act(async () => document.querySelector<HTMLButtonElement>('.ant-modal-footer .ant-btn-primary')?.click());
}
