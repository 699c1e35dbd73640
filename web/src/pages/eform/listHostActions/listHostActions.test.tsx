import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decRecord, ids } from '../../bpm/testing/bpmTestServer';
import { click, toastTexts } from '../../console/testing/domHelpers';
import { fakeServerOf, RawResponse, type FakeAnswer } from '../../../test/fakeServerOf';
import { permissionListOf } from '../../../test/permissionList';
import { renderApp } from '../../../test/renderApp';

// The list buttons the page carries out (issue 20 "hostbuttons"). Before, the view page passed the list
// no onButtonAction, and every one of these answered "请设置该按钮的处理方式" (list.message.missingAction).

const missingAction = '请设置该按钮的处理方式';
const page = (component: string, path: string, title: string) => ({ id: `m-${path}`, path, name: path.slice(1).replace(/\//g, '-'), component, back: '0', meta: { title, zhCn: title } });
const menu = [page('eform/ViewLayout', '/views/dec_list', '报关单列表')];
const column = (colCode: string, colName: string) => ({ colCode, colName });
const goodsParameter = [{ parameterKey: 'dec_bill_no', colCode: 'bill_no' }];

function viewAnswer(viewCode: string, viewName: string, columns: Array<{ colCode: string; colName: string }>, buttons: unknown[]) {
  return {
    viewCode, viewName, viewType: 'table', version: 1, formCode: 'dec_form', tableName: viewCode, source: 'table', permissions: [], pageSizes: [10, 20, 50, 100, 200, 500], defaultPageSize: 20,
    body: { schemaVersion: 1, viewCode, viewName, viewType: 'table', viewStatus: 'enable', columns, buttons, page: { isPage: 'Y', pageNum: 20 } },
    columns: columns.map((item) => ({ colCode: item.colCode, title: item.colName, colType: 'varchar' })),
  };
}

async function renderList(buttons: unknown[], answers: Record<string, FakeAnswer> = {}) {
  localStorage.setItem('wharf.token', JSON.stringify({ value: 'tok-user', expiresAt: null }));
  sessionStorage.setItem('wharf.userInfo', JSON.stringify({ id: ids.clerk, username: 'clerk', realname: '报关员', backRoleFlg: '0' }));
  const server = fakeServerOf({
    'GET /api/system/getUserPermissionByToken': () => permissionListOf(menu, []),
    'GET /api/eform/views/dec_list/definition': () => viewAnswer('dec_list', '报关单列表', [column('bill_no', '提单号')], buttons),
    'GET /api/eform/views/dec_list/data': () => ({ records: [{ id: ids.record, bill_no: 'B-001' }], total: 1, hasMore: false }),
    ...answers,
  });
  const app = await renderApp('/views/dec_list', server);
  const row = await vi.waitFor(() => {
    const found = [...app.container.querySelectorAll('[role="row"]')].find((element) => element.textContent?.includes('B-001'));
    expect(found).toBeDefined();
    return found as HTMLElement;
    // The whole app and the grid's chunk load in jsdom: minutes on a machine loaded by other runs.
  }, { timeout: 180_000 });
  const rowButton = (name: string) => [...row.querySelectorAll('button')].find((button) => button.textContent?.replace(/\s/g, '') === name);
  return { app, server, rowButton };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('list buttons the view page carries out', () => {
  it('openView opens the linked view in the button\'s dialog, filtered by the row\'s out-parameters; a view the caller may not read is said once, without a dialog', async () => {
    const buttons = [
      { buttonName: '商品', buttonType: 'inline', openType: 'openView', linkView: 'dec_goods', viewName: '报关单商品', dialogSize: 'large', outParameter: goodsParameter },
      { buttonName: '费用', buttonType: 'inline', openType: 'openView', linkView: 'dec_costs', outParameter: goodsParameter },
    ];
    const { app, server, rowButton } = await renderList(buttons, {
      'GET /api/eform/views/dec_goods/definition': () => viewAnswer('dec_goods', '商品', [column('dec_bill_no', '提单号'), column('goods_name', '品名')], []),
      'GET /api/eform/views/dec_goods/data': ({ query }) => ({ records: query.get('dec_bill_no') === 'B-001' ? [{ id: ids.task, dec_bill_no: 'B-001', goods_name: '钢材' }] : [], total: 1, hasMore: false }),
      'GET /api/eform/views/dec_costs/definition': () => new RawResponse(403, { success: false, code: 403, message: 'denied', result: null, timestamp: 0 }),
    });
    await click(rowButton('商品'));
    const dialog = await vi.waitFor(() => {
      const found = document.querySelector('.ant-modal [data-testid="linked-view"][data-view-code="dec_goods"]');
      expect(found?.textContent).toContain('钢材');
      return found!;
    }, { timeout: 30_000 });
    expect(dialog.closest('.ant-modal')?.querySelector('.ant-modal-title')?.textContent).toBe('报关单商品');
    expect(server.calls.find((call) => call.path === '/api/eform/views/dec_goods/data')?.query.get('dec_bill_no')).toBe('B-001');
    await click(document.querySelector('.ant-modal-close'));
    await vi.waitFor(() => expect(document.querySelector('[data-testid="linked-view"]')).toBeNull());

    await click(rowButton('费用'));
    await vi.waitFor(() => expect(toastTexts()).toContain('拒绝访问'));
    expect(toastTexts().split('拒绝访问').length - 1).toBe(1);
    expect(document.querySelector('[data-testid="linked-view"]')).toBeNull();
    expect(toastTexts()).not.toContain(missingAction);
    app.unmount();
  }, 360_000);

  it('openUrl opens a path of this site in the app, an outside address in a new tab, both with the values encoded, and refuses javascript:; openView in a new tab opens the caller\'s page of the view', async () => {
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    const buttons = [
      { buttonName: '跟踪', buttonType: 'inline', openType: 'openUrl', linkUrl: 'https://track.example.com/find', dialogSize: 'newTab', outParameter: [{ parameterKey: 'no', colCode: 'bill_no' }] },
      { buttonName: '坏链接', buttonType: 'inline', openType: 'openUrl', linkUrl: 'javascript:document.title="hacked"' },
      { buttonName: '报表', buttonType: 'inline', openType: 'openUrl', linkUrl: '/reports/dec?from=list', outParameter: [{ parameterKey: 'bill', colCode: 'bill_no' }] },
      { buttonName: '本表新页', buttonType: 'inline', openType: 'openView', linkView: 'dec_list', dialogSize: 'newTab', outParameter: [{ parameterKey: 'bill_no', colCode: 'bill_no' }] },
      { buttonName: '商品新页', buttonType: 'inline', openType: 'openView', linkView: 'dec_goods', dialogSize: 'newTab', outParameter: goodsParameter },
    ];
    const { app, rowButton } = await renderList(buttons, {
      'GET /api/eform/views/dec_goods/definition': () => viewAnswer('dec_goods', '商品', [column('dec_bill_no', '提单号')], []),
      'GET /api/eform/views/dec_goods/data': () => ({ records: [], total: 0, hasMore: false }),
    });
    await click(rowButton('跟踪'));
    expect(opened).toHaveBeenCalledWith('https://track.example.com/find?no=B-001', '_blank', 'noopener,noreferrer');

    await click(rowButton('坏链接'));
    await vi.waitFor(() => expect(toastTexts()).toContain('链接地址只能是 http(s) 地址或本站路径，已拒绝打开'));
    expect(opened).toHaveBeenCalledTimes(1);
    expect(document.title).not.toBe('hacked');

    // openView in a new tab: the caller's menu entry of the view, the out-parameters as its fixed filters.
    await click(rowButton('本表新页'));
    expect(opened).toHaveBeenLastCalledWith('/views/dec_list?bill_no=B-001', '_blank', 'noopener,noreferrer');
    // A view the caller's menu does not hold would open on "not found" in a tab: it opens in a dialog instead.
    await click(rowButton('商品新页'));
    await vi.waitFor(() => expect(document.querySelector('.ant-modal [data-testid="linked-view"][data-view-code="dec_goods"]')).not.toBeNull(), { timeout: 30_000 });
    expect(opened).toHaveBeenCalledTimes(2);
    await click(document.querySelector('.ant-modal-close'));

    await click(rowButton('报表'));
    await vi.waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe('/reports/dec?from=list&bill=B-001'));
    expect(toastTexts()).not.toContain(missingAction);
    app.unmount();
  }, 360_000);

  it('script and moveToGroup say plainly why they do not run here', async () => {
    const buttons = [
      { buttonName: '计算', buttonType: 'inline', openType: 'script', openScript: 'return 1;' },
      { buttonName: '移动', buttonType: 'inline', openType: 'moveToGroup' },
    ];
    const { app, rowButton } = await renderList(buttons);
    await click(rowButton('计算'));
    await vi.waitFor(() => expect(toastTexts()).toContain('脚本按钮不在浏览器中运行'));
    await click(rowButton('移动'));
    await vi.waitFor(() => expect(toastTexts()).toContain('“移动到分组”用于在控制台把表单、视图和表移入应用分组'));
    expect(toastTexts()).not.toContain(missingAction);
    app.unmount();
  }, 360_000);

  it('workflow starts the template bound to the record\'s form on the row, after the path preview, and reloads the list', async () => {
    const offered = { mayStart: true, template: { processKey: 'dec_approval', processName: '报关审批', definitionId: 'dec_approval:1', version: 1, formCode: 'dec_form', businessType: 'customs', billType: 'declaration' } };
    const buttons = [{ buttonName: '送审', buttonType: 'inline', openType: 'workflow', confirmBox: { content: '确定送审？' } }];
    const { app, server, rowButton } = await renderList(buttons, {
      'GET /api/bpm/binding/startOffer': () => offered,
      [`GET /api/eform/data/dec_form/${ids.record}`]: () => decRecord,
      'POST /api/bpm/instance/preview': () => ({ steps: [{ nodeId: 'start', nodeType: 'start', name: '发起', approvers: [] }, { nodeId: 'end', nodeType: 'end', name: '结束', approvers: [] }] }),
      'POST /api/bpm/binding/start': () => ({ instanceId: ids.instance, processKey: 'dec_approval', status: 'active', currentNodeId: 'end' }),
    });
    const loads = () => server.calls.filter((call) => call.path === '/api/eform/views/dec_list/data').length;
    await click(rowButton('送审'));
    // The button's confirm box comes first, as for the list's other buttons.
    await vi.waitFor(() => expect(document.querySelector('.ant-modal-confirm')?.textContent).toContain('确定送审？'));
    await click(document.querySelector('.ant-modal-confirm .ant-btn-primary'));
    await vi.waitFor(() => expect(document.querySelectorAll('[data-testid="path-node"]').length, document.querySelector('.ant-modal-wrap:not(.ant-modal-confirm) .ant-modal-body')?.textContent ?? 'no dialog').toBe(2), { timeout: 60_000 });
    expect(server.calls.find((call) => call.path === '/api/bpm/binding/startOffer')?.query.get('formCode')).toBe('dec_form');
    const before = loads();
    await click(document.querySelector('[data-testid="flow-start-confirm"]'));
    await vi.waitFor(() => expect(server.calls.filter((call) => call.path === '/api/bpm/binding/start').map((call) => call.body)).toEqual([{ formCode: 'dec_form', dataId: ids.record }]));
    await vi.waitFor(() => expect(loads()).toBeGreaterThan(before));
    expect(toastTexts()).not.toContain(missingAction);
    app.unmount();
  }, 360_000);

  it('workflow on a form with no template the caller may start says so', async () => {
    const buttons = [{ buttonName: '送审', buttonType: 'inline', openType: 'workflow' }];
    const { app, rowButton } = await renderList(buttons, { 'GET /api/bpm/binding/startOffer': () => ({ mayStart: false, template: null }) });
    await click(rowButton('送审'));
    await vi.waitFor(() => expect(toastTexts()).toContain('该表单没有您可以发起的流程'), { timeout: 30_000 });
    expect(document.querySelector('[data-testid="flow-start-confirm"]')).toBeNull();
    app.unmount();
  }, 360_000);
});
