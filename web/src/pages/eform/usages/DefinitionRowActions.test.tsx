import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { click, toastTexts } from '../../console/testing/domHelpers';
import { pageOf, renderBuilder } from '../appGroups/appGroupTestServer';
import { RawResponse } from '../../../test/fakeServerOf';
import { fakeId } from '../../../test/fakeSession';

// Issue 18 §3 in the view list: "used by" lists what refers to a view, copy makes a draft, and a
// delete the server refuses shows its message, which names what uses the view.

const viewId = fakeId('v-decl');
const row = { id: viewId, kind: 'view', code: 'decl_list', name: '报关单列表', status: 'published', version: 2, publishedVersion: 2, schemaVersion: 1, groupId: null, createBy: null, createTime: '2026-11-22T00:00:00Z', updateBy: null, updateTime: '2026-11-22T00:00:00Z' };
const menuUsage = { kind: 'menu', id: fakeId('m-decl'), code: 'decl_menu', name: '报关单', paths: ['/eform/view/decl_list'] };
const refusal = { success: false, code: 400, message: '视图 报关单列表 (decl_list) 正在被使用，不能删除：报关单 (decl_menu)', result: { errors: [], usages: [menuUsage] }, timestamp: 0 };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the self-service actions of a definition list', () => {
  it('lists what uses a view, copies it, and shows why a delete is refused', async () => {
    const copies: unknown[] = [];
    const app = await renderBuilder('/eform/views', ['eformView:edit'], {
      'GET /api/eform/appGroup/list': () => pageOf([], { ungrouped: {} }),
      'GET /api/eform/definitions': () => pageOf([row]),
      'GET /api/eform/usages': ({ query }) => (query.get('kind') === 'view' && query.get('code') === 'decl_list' ? [menuUsage] : []),
      [`POST /api/eform/definitions/${viewId}/copy`]: ({ body }) => {
        copies.push(body);
        return { ...row, id: fakeId('v-copy'), code: 'decl_list_copy', name: '报关单列表 副本', status: 'draft', version: 1, publishedVersion: null, body: {} };
      },
      [`DELETE /api/eform/definitions/${viewId}`]: () => new RawResponse(400, refusal),
    });
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="usages-view-decl_list"]')).not.toBeNull(), { timeout: 30_000 });

    await click(app.container.querySelector('[data-testid="usages-view-decl_list"]'));
    await vi.waitFor(() => expect(document.querySelector('[data-testid="usages-list"]')?.textContent).toContain('报关单 (decl_menu)'));

    await click(app.container.querySelector('[data-testid="copy-definition-decl_list"]'));
    await vi.waitFor(() => expect(copies).toEqual([{}]));

    await click(app.container.querySelector('[data-testid="delete-definition-decl_list"]'));
    await vi.waitFor(() => expect(document.querySelector('.ant-modal-confirm .ant-btn-dangerous')).not.toBeNull());
    await click(document.querySelector('.ant-modal-confirm .ant-btn-dangerous'));
    await vi.waitFor(() => expect(toastTexts()).toContain('报关单 (decl_menu)'));
    app.unmount();
  }, 60_000);
});
