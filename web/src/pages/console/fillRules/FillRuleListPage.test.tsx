import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { consoleTestServer, ok, pageOf, signIn } from '../testing/consoleTestServer';
import { buttonWithText, click, typeInto } from '../testing/domHelpers';

const today = new Date().toISOString().slice(0, 10).replace(/-/g, '');
const rules = [{ id: 'f1111111-1111-4111-8111-111111111111', ruleCode: 'order_no', ruleName: '订单号', ruleParams: { prefix: 'DEC', dateFormat: 'yyyyMMdd', seqLength: 4, resetBy: 'day' } }];
const refused = { status: 400, body: { success: false, code: 400, message: '校验失败', result: { errors: [{ path: '/body/ruleParams/timeZone', code: 'fillRule/bad-time-zone', message: '时区无效' }] }, timestamp: 0 } };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  signIn();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the fill-rule page', () => {
  it('shows what a rule produces, sends its parameters as an object and puts a parameter\'s issue on its field', async () => {
    const api = consoleTestServer(['systemFillRule:edit'], { 'GET /api/system/fillRule/list': () => pageOf(rules), 'POST /api/system/fillRule/add': () => refused, 'PUT /api/system/fillRule/edit': () => ok(rules[0]) });
    const app = await renderApp('/system/fillRule', api);
    await vi.waitFor(() => expect(app.container.textContent).toContain(`DEC${today}0001`), { timeout: 30_000 });

    await click(app.container.querySelector('[data-testid="add-fill-rule"]'));
    await vi.waitFor(() => expect(document.querySelector('#fillRule_ruleCode')).not.toBeNull());
    await typeInto(document.querySelector('#fillRule_ruleCode'), 'ship_no');
    await typeInto(document.querySelector('#fillRule_ruleName'), '运单号');
    await typeInto(document.querySelector('#fillRule_prefix'), 'SH');
    await vi.waitFor(() => expect(document.querySelector('[data-testid="fill-rule-preview"]')?.textContent).toBe(`SH${today}0001`));
    await typeInto(document.querySelector('#fillRule_timeZone'), 'Mars/Olympus');
    await click(buttonWithText(document.querySelector('.ant-modal')!, '保存'));
    await vi.waitFor(() => expect(api.bodies['POST /api/system/fillRule/add']).toHaveLength(1), { timeout: 5000 });
    expect(api.bodies['POST /api/system/fillRule/add']![0]).toEqual({ ruleCode: 'ship_no', ruleName: '运单号', ruleParams: { prefix: 'SH', dateFormat: 'yyyyMMdd', seqLength: 4, resetBy: 'day', timeZone: 'Mars/Olympus' } });
    await vi.waitFor(() => expect(document.querySelector('#fillRule_timeZone')?.closest('.ant-form-item')?.textContent).toContain('时区无效'));
    app.unmount();
  }, 60_000);
});
