import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { consolePageTexts } from '../../../i18n/catalogues/consolePages';
import { consoleTestServer, ok, pageOf, signIn } from '../testing/consoleTestServer';
import { click, toastTexts, typeInto } from '../testing/domHelpers';

const texts = consolePageTexts.zh_CN;
const dicts = [
  { id: 'd1111111-1111-4111-8111-111111111111', dictCode: 'sex', dictName: '性别', description: null, itemCount: 2 },
  { id: 'd2222222-2222-4222-8222-222222222222', dictCode: 'yn', dictName: '是否', description: null, itemCount: 2 },
];

function server() {
  return consoleTestServer(['systemDict:view', 'systemDict:edit'], {
    'GET /api/system/dict/list': () => pageOf(dicts),
    'GET /api/system/dict/queryById': () => ok({ id: dicts[0]!.id, dictCode: 'sex', dictName: '性别', items: [{ itemText: '男', itemValue: '1', sortOrder: 1, status: '1', title: 'M' }, { itemText: '女', itemValue: '2', sortOrder: 2, status: '0' }] }),
    'PUT /api/system/dict/edit': () => ok(dicts[0]),
    'DELETE /api/system/dict/delete': () => ok(),
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

describe('the dictionary page', () => {
  it('confirms a batch delete with the count and deletes each selected dictionary', async () => {
    const api = server();
    const app = await renderApp('/system/dict', api);
    await vi.waitFor(() => expect(app.container.textContent).toContain('性别'), { timeout: 30_000 });
    await click(app.container.querySelector('[data-testid="delete-dicts"]'));
    await vi.waitFor(() => expect(toastTexts()).toContain(texts['console.selectRecord']));
    await click(app.container.querySelector('thead input[type="checkbox"]'));
    await click(app.container.querySelector('[data-testid="delete-dicts"]'));
    await vi.waitFor(() => expect(document.querySelector('.ant-modal-confirm')?.textContent).toContain('确定删除选中的 2 条记录吗？'));
    expect(api.bodies['DELETE /api/system/dict/delete']).toBeUndefined();
    await click(document.querySelector('.ant-modal-confirm .ant-btn-primary'));
    await vi.waitFor(() => expect(api.bodies['DELETE /api/system/dict/delete']).toHaveLength(2));
    app.unmount();
  }, 60_000);

  it('saves a dictionary with its items, keeping what the form does not show', async () => {
    const api = server();
    const app = await renderApp('/system/dict', api);
    await vi.waitFor(() => expect(app.container.textContent).toContain('性别'), { timeout: 30_000 });
    await click(app.container.querySelector('[data-testid="edit-dict-sex"]'));
    await vi.waitFor(() => expect((document.querySelector('#dictForm_items_1_itemText') as HTMLInputElement | null)?.value).toBe('女'));
    await typeInto(document.querySelector('#dictForm_dictName'), '性别（新）');
    await click(document.querySelector('[data-testid="save-dict"]'));
    await vi.waitFor(() => expect(api.bodies['PUT /api/system/dict/edit']).toHaveLength(1), { timeout: 5000 });
    expect(api.bodies['PUT /api/system/dict/edit']![0]).toEqual({
      id: dicts[0]!.id,
      dictCode: 'sex',
      dictName: '性别（新）',
      items: [
        { itemText: '男', itemValue: '1', sortOrder: 1, status: '1', title: 'M' },
        { itemText: '女', itemValue: '2', sortOrder: 2, status: '0' },
      ],
    });
    app.unmount();
  }, 60_000);
});
