import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { consolePageTexts } from '../../../i18n/catalogues/consolePages';
import { orgConsoleTestServer } from '../orgExtras/orgConsoleTestServer';
import { ok, signIn } from '../testing/consoleTestServer';
import { buttonWithText, click, toastTexts, typeInto } from '../testing/domHelpers';

const texts = consolePageTexts.zh_CN;
const positions = [
  { id: '11111111-1111-4111-8111-111111111111', code: 'clerk', name: 'Clerk', sortOrder: 0, description: null, orgId: null, userCount: 2, createTime: '2026-01-05T08:00:00.000Z', updateTime: '2026-01-05T08:00:00.000Z' },
  { id: '22222222-2222-4222-8222-222222222222', code: 'lead', name: 'Lead', sortOrder: 1, description: 'Team lead', orgId: null, userCount: 0, createTime: '2026-01-05T08:00:00.000Z', updateTime: '2026-01-05T08:00:00.000Z' },
];

function server(buttons: readonly string[] = ['systemPosition:view', 'systemPosition:edit']) {
  return orgConsoleTestServer(buttons, {
    'GET /api/system/position/list': () => ok({ records: positions, total: 45, current: 1, size: 20, pages: 3 }),
    'GET /api/system/position/checkCode': () => ok(true),
    'POST /api/system/position/add': (body) => ok({ ...(body as object), id: '33333333-3333-4333-8333-333333333333', userCount: 0, createTime: '2026-01-05T08:00:00.000Z', updateTime: '2026-01-05T08:00:00.000Z' }),
    'DELETE /api/system/position/deleteBatch': () => ok(1),
  });
}

const rowBox = (container: HTMLElement, id: string) => container.querySelector<HTMLInputElement>(`tr[data-row-key="${id}"] input[type="checkbox"]`);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  signIn();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the position page', () => {
  it('lists with the spec\'s paging, and guards batch delete and copy by the selection', async () => {
    const api = server();
    const app = await renderApp('/system/position', api);
    await vi.waitFor(() => expect(app.container.textContent).toContain('Clerk'), { timeout: 30_000 });
    expect(app.container.querySelector('.ant-pagination-total-text')?.textContent).toBe('共 45 条');
    expect(app.container.querySelector('.ant-pagination-options-quick-jumper')).not.toBeNull();
    expect(app.container.textContent).toContain('用户数');

    await click(app.container.querySelector('[data-testid="delete-selected-position"]'));
    await vi.waitFor(() => expect(toastTexts()).toContain(texts['console.selectRecord']));
    await click(rowBox(app.container, positions[0]!.id));
    await click(rowBox(app.container, positions[1]!.id));
    await click(app.container.querySelector('[data-testid="copy-position"]'));
    await vi.waitFor(() => expect(toastTexts()).toContain(texts['console.onlyOneRecord']));

    await click(app.container.querySelector('[data-testid="delete-selected-position"]'));
    await vi.waitFor(() => expect(document.querySelector('.ant-modal-confirm')?.textContent).toContain('确定删除选中的 2 条记录吗？'));
    await click(buttonWithText(document.querySelector('.ant-modal-confirm')!, '确定'));
    await vi.waitFor(() => expect(api.bodies['DELETE /api/system/position/deleteBatch']).toHaveLength(1));
    app.unmount();
  }, 60_000);

  it('copies exactly one selected entry into the add form and saves it as a new one', async () => {
    const api = server();
    const app = await renderApp('/system/position', api);
    await vi.waitFor(() => expect(app.container.textContent).toContain('Lead'), { timeout: 30_000 });
    await click(rowBox(app.container, positions[1]!.id));
    await click(app.container.querySelector('[data-testid="copy-position"]'));
    await vi.waitFor(() => expect((document.querySelector('#codeListForm_code') as HTMLInputElement | null)?.value).toBe('lead_copy'));
    await typeInto(document.querySelector('#codeListForm_name'), 'Deputy lead');
    await click(buttonWithText(document.querySelector('.ant-modal')!, '保存'));
    await vi.waitFor(() => expect(api.bodies['POST /api/system/position/add']).toHaveLength(1), { timeout: 5000 });
    expect(api.bodies['POST /api/system/position/add']![0]).toMatchObject({ code: 'lead_copy', name: 'Deputy lead', sortOrder: 1, description: 'Team lead' });
    app.unmount();
  }, 60_000);

  it('hides the changing buttons without the edit permission', async () => {
    const app = await renderApp('/system/position', server(['systemPosition:view']));
    await vi.waitFor(() => expect(app.container.textContent).toContain('Clerk'), { timeout: 30_000 });
    expect(app.container.querySelector('[data-testid="add-position"]')).toBeNull();
    expect(app.container.querySelector('[data-testid="edit-position-clerk"]')).toBeNull();
    app.unmount();
  }, 60_000);
});
