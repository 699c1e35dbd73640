import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { actionFailureText } from '../../api/eformResult';
import { HttpError } from '../../http/envelope';
import { RawResponse } from '../../test/fakeServerOf';
import { fakeId } from '../../test/fakeSession';
import { click, toastTexts, typeInto } from '../console/testing/domHelpers';
import { pageOf, renderBuilder } from './appGroups/appGroupTestServer';

// Spec §8 "save, copy, load failures" (issue 23): when the server fails without saying why (a 500 with
// no message), the builder reads which action failed — "保存失败", "复制失败", "加载失败", "删除失败" —
// rather than a bare "请求失败" or nothing at all; a reason the server gives follows it.

const row = (kind: string, code: string) => ({ id: fakeId(`${kind}-${code}`), kind, code, name: code, status: 'draft', version: 1, publishedVersion: null, schemaVersion: 1, groupId: null, createBy: null, createTime: '2026-11-22T00:00:00Z', updateBy: null, updateTime: '2026-11-22T00:00:00Z' });
const silent = () => new RawResponse(500, '');
const buttons = ['eformView:edit', 'eformTable:edit'];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('actionFailureText', () => {
  it('is the action alone when the failure carries no reason, and the action with the reason otherwise', () => {
    expect(actionFailureText(new HttpError(500, undefined, 'Request failed'), 'Save failed')).toBe('Save failed');
    expect(actionFailureText(new HttpError(502, '<html>bad gateway</html>', 'Request failed'), 'Save failed')).toBe('Save failed');
    expect(actionFailureText(new HttpError(500, { success: false, message: 'disk full' }, 'disk full'), 'Save failed')).toBe('Save failed: disk full');
    expect(actionFailureText(new HttpError(404, {}, 'Resource not found'), 'Load failed')).toBe('Load failed: Resource not found');
    expect(actionFailureText(new HttpError(504, undefined, 'Network timeout'), 'Load failed')).toBe('Load failed: Network timeout');
    expect(actionFailureText(new Error(''), 'Copy failed')).toBe('Copy failed');
    expect(actionFailureText('nothing', 'Copy failed')).toBe('Copy failed');
  });
});

describe('the definition lists when the server fails silently', () => {
  it('a copy and a delete say they failed (before, nothing was shown)', async () => {
    const view = row('view', 'decl_list');
    const app = await renderBuilder('/eform/views', buttons, {
      'GET /api/eform/appGroup/list': () => pageOf([], { ungrouped: {} }),
      'GET /api/eform/definitions': () => pageOf([view]),
      [`POST /api/eform/definitions/${view.id}/copy`]: silent,
      [`DELETE /api/eform/definitions/${view.id}`]: silent,
    });
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="copy-definition-decl_list"]')).not.toBeNull(), { timeout: 30_000 });
    await click(app.container.querySelector('[data-testid="copy-definition-decl_list"]'));
    await vi.waitFor(() => expect(toastTexts()).toContain('复制失败'));
    await click(app.container.querySelector('[data-testid="delete-definition-decl_list"]'));
    await vi.waitFor(() => expect(document.querySelector('.ant-modal-confirm .ant-btn-dangerous')).not.toBeNull());
    await click(document.querySelector('.ant-modal-confirm .ant-btn-dangerous'));
    await vi.waitFor(() => expect(toastTexts()).toContain('删除失败'));
    expect(toastTexts()).not.toContain('请求失败');
    app.unmount();
  }, 60_000);

  it('opening a view that cannot be read says the load failed', async () => {
    const view = row('view', 'decl_list');
    const app = await renderBuilder('/eform/views', buttons, {
      'GET /api/eform/appGroup/list': () => pageOf([], { ungrouped: {} }),
      'GET /api/eform/definitions': () => pageOf([view]),
      [`GET /api/eform/definitions/${view.id}`]: silent,
    });
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="design-view-decl_list"]')).not.toBeNull(), { timeout: 30_000 });
    await click(app.container.querySelector('[data-testid="design-view-decl_list"]'));
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="eform-view-list"] .ant-alert')?.textContent).toBe('加载失败'));
    app.unmount();
  }, 60_000);

  it('a table designer save the server fails silently says the save failed, and one it explains says why', async () => {
    const table = row('table', 'dec_head');
    const body = { schemaVersion: 1, tableName: 'dec_head', tableTitle: 'Head', columns: [{ colCode: 'dec_no', colName: 'No', colType: 'varchar', colLength: 20 }] };
    let explains = false;
    const app = await renderBuilder('/eform/tables', buttons, {
      'GET /api/eform/appGroup/list': () => pageOf([], { ungrouped: {} }),
      'GET /api/eform/definitions': () => pageOf([table]),
      'GET /api/eform/tables': () => ({ records: [] }),
      [`GET /api/eform/definitions/${table.id}`]: () => ({ ...table, body }),
      [`PUT /api/eform/definitions/${table.id}`]: () => (explains ? new RawResponse(500, { success: false, code: 500, message: '磁盘已满', result: null, timestamp: 0 }) : silent()),
    });
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="edit-table-dec_head"]')).not.toBeNull(), { timeout: 30_000 });
    await click(app.container.querySelector('[data-testid="edit-table-dec_head"]'));
    await vi.waitFor(() => expect(document.querySelector('[data-testid="table-title"]')).not.toBeNull(), { timeout: 30_000 });
    await typeInto(document.querySelector('[data-testid="table-title"]'), 'Declaration head');
    await vi.waitFor(() => expect((document.querySelector('[data-testid="save-table"]') as HTMLButtonElement).disabled).toBe(false));
    await click(document.querySelector('[data-testid="save-table"]'));
    await vi.waitFor(() => expect(document.querySelector('[data-testid="table-save-problem"]')?.textContent).toBe('保存失败'));
    explains = true;
    await click(document.querySelector('[data-testid="save-table"]'));
    await vi.waitFor(() => expect(document.querySelector('[data-testid="table-save-problem"]')?.textContent).toBe('保存失败: 磁盘已满'));
    app.unmount();
  }, 60_000);
});
