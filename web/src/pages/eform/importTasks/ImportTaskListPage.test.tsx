import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderApp } from '../../../test/renderApp';
import { consoleTestServer, ok, pageOf, signIn } from '../../console/testing/consoleTestServer';
import { buttonWithText, click, toastTexts, typeInto } from '../../console/testing/domHelpers';
import { fakeId } from '../../../test/fakeSession';

const menu = [{
  id: 'm-eform', path: '/eform', name: 'eform', component: 'layouts/RouteView', back: '1', meta: { title: '表单设计', zhCn: '表单设计' },
  children: [{ id: 'm-import-tasks', path: '/eform/importTasks', name: 'eform-importTasks', component: 'eform/ImportTaskList', back: '1', meta: { title: '导入任务', zhCn: '导入任务' } }],
}];
const task = {
  id: fakeId('t1'), taskName: 'Orders', taskCode: 'orders', systemCode: null, importMode: '1', importType: '1', pageTitle: 'Orders import', headStartRow: 2, startRow: 3, endRow: null, listStartRow: 3,
  sheetName: 'Orders', businessPk: 'code', customParam: null, extendKey: null, importKey: null, formCode: 'ai_form', autoImport: false,
  fieldsMapConfig: [{ colLetter: 'A', colCode: 'code', colName: 'Code' }], createTime: '2026-01-05T08:00:00.000Z', updateTime: '2026-01-05T08:00:00.000Z',
};
const run = (statusCode: string, extra: Record<string, unknown> = {}) => ({
  id: fakeId('r1'), taskCode: 'orders', viewCode: null, formCode: 'ai_form', importType: '1', autoImport: false, fileName: 'orders.xlsx', statusCode, totalCount: 3, checkedCount: 3, wrongCount: 1, importedCount: 0, message: null, errorsUrl: '/api/eform/import/d1/errors',
  isSettled: ['C10', 'C20', 'C30', 'C40', 'G10', 'F10', 'B20', 'B30'].includes(statusCode), canConfirm: ['C10', 'C30', 'C40'].includes(statusCode),
  createTime: '2026-01-05T08:00:00.000Z', updateTime: '2026-01-05T08:00:00.000Z', finishTime: null, ...extra,
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the import-task designer', () => {
  it('checks the drawer in the browser, shows the server\'s issue on its field, and saves with the empty-key warning', async () => {
    let addAnswers = 0;
    const api = consoleTestServer(['importTask:design', 'importTask:run'], {
      'GET /api/fyImportBackend/task/list': () => pageOf([task]),
      'POST /api/fyImportBackend/task/add': () => {
        addAnswers += 1;
        if (addAnswers === 1) return { status: 400, body: { success: false, code: 400, message: '校验错误', result: { errors: [{ path: '/body/taskCode', code: 'asyncImport/task-code-exists', message: '任务编码 orders 已存在' }] } } };
        return ok({ task: { ...task, id: fakeId('t2'), taskCode: 'orders_2' }, warnings: [{ path: '/body/businessPk', code: 'asyncImport/business-pk-empty', message: '业务主键为空：导入将更新全部数据' }] });
      },
    }, menu);
    const app = await renderApp('/eform/importTasks', api);
    await vi.waitFor(() => expect(app.container.textContent).toContain('orders'), { timeout: 30_000 });
    expect(app.container.textContent).toContain('单表');
    await click(document.querySelector('[data-testid="import-task-add"]'));
    await vi.waitFor(() => expect(document.querySelector('#importTask_taskName')).not.toBeNull());
    await typeInto(document.querySelector('#importTask_taskName'), 'Orders again');
    await typeInto(document.querySelector('#importTask_taskCode'), 'orders');
    await typeInto(document.querySelector('#importTask_pageTitle'), 'Orders');
    await typeInto(document.querySelector('#importTask_formCode'), 'ai_form');
    await click(document.querySelector('[data-testid="import-task-add-field"]'));
    await typeInto(document.querySelector('#importTask_fieldsMapConfig_0_colLetter'), 'ABCD');
    await typeInto(document.querySelector('#importTask_fieldsMapConfig_0_colCode'), 'code');
    await click(document.querySelector('[data-testid="import-task-save"]'));
    await vi.waitFor(() => expect(document.querySelector('#importTask_fieldsMapConfig_0_colLetter')?.closest('.ant-form-item')?.textContent).toContain('只能是 1 到 3 个字母 a-z'));
    expect(api.bodies['POST /api/fyImportBackend/task/add']).toBeUndefined();
    await typeInto(document.querySelector('#importTask_fieldsMapConfig_0_colLetter'), 'b');
    await click(document.querySelector('[data-testid="import-task-save"]'));
    await vi.waitFor(() => expect(document.querySelector('#importTask_taskCode')?.closest('.ant-form-item')?.textContent).toContain('任务编码 orders 已存在'), { timeout: 5000 });
    await typeInto(document.querySelector('#importTask_taskCode'), 'orders_2');
    await click(document.querySelector('[data-testid="import-task-save"]'));
    await vi.waitFor(() => expect(toastTexts()).toContain('业务主键为空：导入将更新全部数据'), { timeout: 5000 });
    expect(api.bodies['POST /api/fyImportBackend/task/add']?.[1]).toMatchObject({
      taskName: 'Orders again', taskCode: 'orders_2', importMode: '1', importType: '1', headStartRow: 1, startRow: 2, listStartRow: 2, sheetName: 'Sheet1', formCode: 'ai_form', endRow: null,
      fieldsMapConfig: [{ colLetter: 'b', colCode: 'code' }],
    });
    app.unmount();
  }, 60_000);

  it('runs a task in the background: the run is read every 2 s, confirmed after asking (some rows wrong) and followed to the end', async () => {
    let confirmed = false;
    let readsAfterConfirm = 0;
    const reading = () => {
      if (!confirmed) return run('C30', { message: '已校验 3 条，其中 1 条有误' });
      readsAfterConfirm += 1;
      // Still importing at the first read: only the 2 s poll sees the end.
      return readsAfterConfirm === 1 ? run('E10', { importedCount: 1 }) : run('G10', { importedCount: 2, message: '已导入 2 条，1 条未导入' });
    };
    const api = consoleTestServer(['importTask:design', 'importTask:run'], {
      'GET /api/fyImportBackend/task/list': () => pageOf([task]),
      'GET /api/eform/manage/actAppAsyncImport/getAsyncImportById': () => ok(reading()),
      'POST /api/fyImportBackend/run/confirm': () => {
        confirmed = true;
        return ok(run('D10'));
      },
    }, menu);
    const app = await renderApp('/eform/importTasks', api);
    await vi.waitFor(() => expect(document.querySelector('[data-testid="import-task-run-orders"]')).not.toBeNull(), { timeout: 30_000 });
    // The file itself goes out as the raw body (not through the JSON client).
    const uploads: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      uploads.push(String(url));
      return new Response(JSON.stringify(envelope(run('A10'))), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    const input = document.querySelector('[data-testid="import-task-run-orders"]')!.closest('.ant-upload')!.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['xlsx'], 'orders.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    await act(async () => {
      Object.defineProperty(input, 'files', { value: [file], configurable: true });
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await vi.waitFor(() => expect(document.querySelector('[data-testid="import-run"]')?.getAttribute('data-status')).toBe('C30'), { timeout: 10_000 });
    expect(uploads[0]).toContain('/api/fyImportBackend/run/upload?taskCode=orders');
    expect(document.querySelector('[data-testid="import-run"]')?.textContent).toContain('部分错误');
    expect(document.querySelector('[data-testid="import-run-details"]')).not.toBeNull();
    vi.unstubAllGlobals();
    await click(document.querySelector('[data-testid="import-run-confirm"]'));
    await vi.waitFor(() => expect(document.body.textContent).toContain('有 1 行有误，只导入正确的行吗？'));
    await click(buttonWithText(document.querySelector('.ant-modal-confirm')!, '确认导入'));
    await vi.waitFor(() => expect(document.querySelector('[data-testid="import-run"]')?.getAttribute('data-status')).toBe('E10'), { timeout: 5000 });
    const importingSince = Date.now();
    await vi.waitFor(() => expect(document.querySelector('[data-testid="import-run"]')?.getAttribute('data-status')).toBe('G10'), { timeout: 10_000 });
    expect(Date.now() - importingSince).toBeGreaterThan(1500);
    expect(readsAfterConfirm).toBe(2);
    expect(document.querySelector('[data-testid="import-run"]')?.textContent).toContain('已导入 2 条，1 条未导入');
    expect(document.querySelector('[data-testid="import-run-confirm"]')).toBeNull();
    expect(api.bodies['POST /api/fyImportBackend/run/confirm']).toEqual([{ id: fakeId('r1') }]);
    app.unmount();
  }, 60_000);

  it('lists the caller\'s own imports and opens one in the run dialog', async () => {
    const api = consoleTestServer(['importTask:design', 'importTask:run'], {
      'GET /api/fyImportBackend/task/list': () => pageOf([task]),
      'GET /api/fyImportBackend/run/list': () => pageOf([run('G10', { importedCount: 2, createTime: '2026-11-22T08:00:00.000Z' })]),
      'GET /api/eform/manage/actAppAsyncImport/getAsyncImportById': () => ok(run('G10', { importedCount: 2, message: '已导入 2 条，1 条未导入' })),
    }, menu);
    const app = await renderApp('/eform/importTasks', api);
    await vi.waitFor(() => expect(document.querySelector('[data-testid="import-runs-tab"]')).not.toBeNull(), { timeout: 30_000 });
    await click(document.querySelector('[data-testid="import-runs-tab"]'));
    await vi.waitFor(() => expect(document.querySelector('[data-testid="import-run-list"]')?.textContent).toContain('orders.xlsx'));
    expect(document.querySelector('[data-testid="import-run-list"]')?.textContent).toContain('导入结束');
    await click(document.querySelector(`[data-testid="import-run-open-${fakeId('r1')}"]`));
    await vi.waitFor(() => expect(document.querySelector('[data-testid="import-run"]')?.getAttribute('data-status')).toBe('G10'));
    expect(document.querySelector('[data-testid="import-run"]')?.textContent).toContain('已导入 2 条，1 条未导入');
    app.unmount();
  }, 60_000);
});
