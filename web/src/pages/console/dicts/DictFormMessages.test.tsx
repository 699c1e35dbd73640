import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { consoleTestServer, pageOf, signIn } from '../testing/consoleTestServer';
import { click } from '../testing/domHelpers';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  signIn();
});
afterEach(() => {
  document.body.innerHTML = '';
});

const errorTexts = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((node) => node.textContent);

// Issue 18 point 7: console forms said only "不能为空"; each message now names its field.
describe('console form messages', () => {
  it('names each empty field by its label, and says nothing before the first try', async () => {
    const api = consoleTestServer(['systemDict:view', 'systemDict:edit'], { 'GET /api/system/dict/list': () => pageOf([]) });
    const app = await renderApp('/system/dict', api);
    await click(await vi.waitFor(() => app.container.querySelector('[data-testid="add-dict"]') ?? Promise.reject(new Error('no add button')), { timeout: 30_000 }));
    await click(await vi.waitFor(() => document.querySelector('[data-testid="add-dict-item"]') ?? Promise.reject(new Error('no form'))));
    // Nothing is said before the builder does anything.
    expect(errorTexts()).toEqual([]);
    await click(document.querySelector('[data-testid="save-dict"]'));
    await vi.waitFor(() => expect(errorTexts()).toEqual(expect.arrayContaining(['字典编码不能为空', '字典名称不能为空'])), { timeout: 5000 });
    // The item cells (no form label: their column's title is given to the rule) are marked too.
    const itemErrors = [...document.querySelectorAll('input.ant-input-status-error')].map((input) => input.id);
    expect(itemErrors).toEqual(expect.arrayContaining(['dictForm_items_0_itemText']));
    expect(errorTexts().join()).not.toMatch(/undefined|items|\$\{label\}/);
    expect(api.bodies['POST /api/system/dict/add']).toBeUndefined();
    app.unmount();
  }, 60_000);
});
