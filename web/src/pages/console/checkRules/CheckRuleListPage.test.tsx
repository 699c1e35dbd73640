import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { referenceTestServer } from '../../messages/referenceTestServer';
import { ok, pageOf, signIn } from '../testing/consoleTestServer';
import { buttonWithText, click, typeInto } from '../testing/domHelpers';

const rule = { id: 'a1111111-1111-4111-8111-111111111111', ruleCode: 'hs_code', ruleName: 'HS 编码', message: '不是 HS 编码', description: null, segments: [{ kind: 'fixed', text: 'HS' }, { kind: 'chars', length: 4, charset: 'digits' }] };
const refusedValue = { status: 200, body: { success: false, code: 200, message: '不是 HS 编码', result: { isValid: false }, timestamp: 0 } };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  signIn();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the check-rule page', () => {
  it('summarises segments, sends a new rule\'s segments with * for the rest, and tests a value against the server', async () => {
    const api = referenceTestServer(['systemCheckRule:edit'], {
      'GET /api/system/checkRule/list': () => pageOf([rule]),
      'POST /api/system/checkRule/add': () => ok({ ...rule, id: 'a2222222-2222-4222-8222-222222222222' }),
      'GET /api/system/checkRule/checkByCode': () => refusedValue,
    });
    const app = await renderApp('/system/checkRule', api);
    await vi.waitFor(() => expect(app.container.textContent).toContain('"HS" · 4 × 数字'), { timeout: 30_000 });

    await click(app.container.querySelector('[data-testid="add-check-rule"]'));
    await vi.waitFor(() => expect(document.querySelector('#checkRule_ruleCode')).not.toBeNull());
    await typeInto(document.querySelector('#checkRule_ruleCode'), 'box_no');
    await typeInto(document.querySelector('#checkRule_ruleName'), '箱号');
    await typeInto(document.querySelector('#checkRule_segments_0_length'), '*');
    await click(buttonWithText(document.querySelector('.ant-modal')!, '保存'));
    await vi.waitFor(() => expect(api.bodies['POST /api/system/checkRule/add']).toHaveLength(1), { timeout: 5000 });
    expect(api.bodies['POST /api/system/checkRule/add']![0]).toEqual({ ruleCode: 'box_no', ruleName: '箱号', message: null, description: null, segments: [{ kind: 'chars', length: '*', charset: 'digits' }] });

    await click(app.container.querySelector('[data-testid="test-check-rule"]'));
    await vi.waitFor(() => expect(document.querySelector('input[placeholder="测试值"]')).not.toBeNull());
    const input = document.querySelector('input[placeholder="测试值"]');
    await typeInto(input, 'HS12');
    await click(input?.closest('.ant-input-search')?.querySelector('button'));
    await vi.waitFor(() => expect(document.querySelector('[data-testid="check-rule-test-answer"]')?.textContent).toContain('不是 HS 编码'), { timeout: 5000 });
    expect(api.calls.some((call) => call.path === '/api/system/checkRule/checkByCode')).toBe(true);
    app.unmount();
  }, 60_000);
});
