import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { referenceTestServer } from '../../messages/referenceTestServer';
import { ok, signIn } from '../testing/consoleTestServer';
import { buttonWithText, click, typeInto } from '../testing/domHelpers';
import { fakeId } from '../../../test/fakeSession';

const node = (id: string, name: string, code: string, pid: string, children: unknown[] = []) => ({ id: fakeId(id), pid: pid && fakeId(pid), name, code, sortOrder: 0, hasChild: children.length > 0, children });
const tree = [node('c1', '货物', 'goods', '', [node('c2', '食品', 'food', 'c1', [node('c3', '水果', 'fruit', 'c2')])])];
const duplicate = { status: 400, body: { success: false, code: 400, message: '校验失败', result: { errors: [{ path: '/body/code', code: 'category/code-exists', message: '分类编码 food 已存在' }] }, timestamp: 0 } };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  signIn();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the category page', () => {
  it('shows the tree expanded, adds a child under the chosen row, and puts the server\'s issue on its field', async () => {
    const api = referenceTestServer(['systemCategory:edit'], { 'GET /api/system/category/loadTreeData': () => ok(tree), 'POST /api/system/category/add': () => duplicate });
    const app = await renderApp('/system/category', api);
    await vi.waitFor(() => expect(app.container.textContent).toContain('水果'), { timeout: 30_000 });
    const foodRow = [...app.container.querySelectorAll('tr')].find((row) => row.textContent?.includes('food'))!;
    await click(buttonWithText(foodRow, '添加下级'));
    await vi.waitFor(() => expect(document.querySelector('#category_name')).not.toBeNull());
    await typeInto(document.querySelector('#category_name'), '蔬菜');
    await typeInto(document.querySelector('#category_code'), 'food');
    await click(buttonWithText(document.querySelector('.ant-modal')!, '保存'));
    await vi.waitFor(() => expect(api.bodies['POST /api/system/category/add']).toHaveLength(1), { timeout: 5000 });
    expect(api.bodies['POST /api/system/category/add']![0]).toEqual({ name: '蔬菜', code: 'food', parentId: fakeId('c2'), sortOrder: 0 });
    await vi.waitFor(() => expect(document.querySelector('#category_code')?.closest('.ant-form-item')?.textContent).toContain('分类编码 food 已存在'));
    app.unmount();
  }, 60_000);
});
