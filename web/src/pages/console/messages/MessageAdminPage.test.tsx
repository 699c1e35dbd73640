import { act, fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { referenceTestServer } from '../../messages/referenceTestServer';
import { ok, pageOf, signIn } from '../testing/consoleTestServer';
import { buttonWithText, click, typeInto } from '../testing/domHelpers';

const draft = { id: 'a1111111-1111-4111-8111-111111111111', esTitle: '系统升级', esType: 'system', esReceiver: 'demo_user', esContent: '周六晚', esParam: null, status: '0', esSendStatus: '0', sendResult: null, sendTime: null, createTime: '2026-11-22T08:00:00Z' };
const failed = { ...draft, id: 'a2222222-2222-4222-8222-222222222222', esTitle: '短信通知', esType: 'sms', status: '1', esSendStatus: '2', sendResult: '发送失败：运营商拒绝' };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  signIn();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('message administration', () => {
  it('shows states, checks esParam is JSON before sending, and publishes a draft after confirming', async () => {
    const api = referenceTestServer(['systemMessage:edit'], {
      'GET /api/system/message/sysMessage/list': () => pageOf([draft, failed]),
      'POST /api/system/message/sysMessage/add': () => ok(draft),
      'PUT /api/system/message/sysMessage/publish': () => ok(null),
    });
    const app = await renderApp('/system/message', api);
    await vi.waitFor(() => expect(app.container.textContent).toContain('发送失败'), { timeout: 30_000 });
    expect(app.container.textContent).toContain('草稿');

    await click(app.container.querySelector('[data-testid="add-message"]'));
    await vi.waitFor(() => expect(document.querySelector('#message_esTitle')).not.toBeNull());
    await typeInto(document.querySelector('#message_esTitle'), '通知');
    await typeInto(document.querySelector('#message_esReceiver'), 'demo_user');
    await typeInto(document.querySelector('#message_esContent'), '内容');
    await typeInto(document.querySelector('#message_esParam'), '{oops');
    await click(buttonWithText(document.querySelector('.ant-modal')!, '保存'));
    await vi.waitFor(() => expect(document.querySelector('#message_esParam')?.closest('.ant-form-item')?.textContent).toContain('推送参数必须是 JSON'));
    expect(api.bodies['POST /api/system/message/sysMessage/add']).toBeUndefined();
    await typeInto(document.querySelector('#message_esParam'), '{"level":1}');
    await click(buttonWithText(document.querySelector('.ant-modal')!, '保存'));
    await vi.waitFor(() => expect(api.bodies['POST /api/system/message/sysMessage/add']).toEqual([{ esTitle: '通知', esType: 'system', esReceiver: 'demo_user', esContent: '内容', esParam: '{"level":1}', attachmentIds: [] }]), { timeout: 5000 });

    await click(app.container.querySelector('[data-testid="publish-message"]'));
    await vi.waitFor(() => expect(document.querySelector('.ant-modal-confirm')?.textContent).toContain('系统升级'));
    await click(buttonWithText(document.querySelector('.ant-modal-confirm')!, '确定'));
    await vi.waitFor(() => expect(api.calls.some((call) => call.method === 'PUT' && call.path === '/api/system/message/sysMessage/publish')).toBe(true), { timeout: 5000 });
    app.unmount();
  }, 60_000);

  it('shows the outbox\'s delivery — attempts, errMsg, in doubt — and resends a failed message after a warning for one in doubt', async () => {
    const givenUp = { ...failed, deliveryState: 'failed', esSendNum: 5, errMsg: '451 Try again later', sendResult: '发送失败：451 Try again later' };
    const inDoubt = { ...failed, id: 'a3333333-3333-4333-8333-333333333333', esTitle: '报关延误', esType: 'email', deliveryState: 'unknown', esSendNum: 1, errMsg: 'attempt 1', sendResult: '发送在交付过程中中断' };
    const sent = { ...failed, id: 'a4444444-4444-4444-8444-444444444444', esTitle: '已送达', esSendStatus: '1', deliveryState: 'sent', esSendNum: 1, errMsg: null, sendResult: null };
    const api = referenceTestServer(['systemMessage:edit'], {
      'GET /api/system/message/sysMessage/list': () => pageOf([givenUp, inDoubt, sent]),
      'PUT /api/system/message/sysMessage/resend': () => ok(null),
    });
    const app = await renderApp('/system/message', api);
    await vi.waitFor(() => expect(app.container.textContent).toContain('451 Try again later'), { timeout: 30_000 });
    const rows = [...app.container.querySelectorAll('tr[data-row-key]')];
    expect(rows.map((row) => row.querySelector('[data-testid="message-delivery-state"]')?.textContent ?? '')).toEqual(['已放弃', '结果未知', '']);
    expect(rows.map((row) => row.querySelector('[data-testid="resend-message"]') !== null)).toEqual([true, true, false]);
    expect(rows[0]!.textContent).toContain('5');

    await click(rows[1]!.querySelector('[data-testid="resend-message"]'));
    await vi.waitFor(() => expect(document.querySelector('.ant-modal-confirm')?.textContent).toContain('可能已送达'));
    await click(buttonWithText(document.querySelector('.ant-modal-confirm')!, '确定'));
    await vi.waitFor(() => expect(api.calls.some((call) => call.method === 'PUT' && call.path === '/api/system/message/sysMessage/resend' && call.query.get('id') === inDoubt.id)).toBe(true), { timeout: 5000 });
    app.unmount();
  }, 60_000);

  it('keeps a system message\'s attachments, refuses a file over 10M before sending it, and saves the attachment ids', async () => {
    const attachment = { id: 'f1111111-1111-4111-8111-111111111111', name: '船期表.pdf', contentType: 'application/pdf', size: 2048, url: '/api/files/f1111111-1111-4111-8111-111111111111' };
    const api = referenceTestServer(['systemMessage:edit'], {
      'GET /api/system/message/sysMessage/list': () => pageOf([{ ...draft, attachmentIds: [attachment.id], attachments: [attachment] }]),
      'PUT /api/system/message/sysMessage/edit': () => ok(draft),
    });
    const app = await renderApp('/system/message', api);
    await vi.waitFor(() => expect(app.container.textContent).toContain('系统升级'), { timeout: 30_000 });
    await click(buttonWithText(app.container, '编辑'));
    await vi.waitFor(() => expect(document.querySelector('[data-testid="attachment-uploader"]')?.textContent).toContain('船期表.pdf (2.0 KB)'));

    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    const input = document.querySelector<HTMLInputElement>('[data-testid="attachment-uploader"] input[type="file"]')!;
    await act(async () => { fireEvent.change(input, { target: { files: [big] } }); });
    await vi.waitFor(() => expect(document.querySelector('[data-testid="attachment-uploader"] [role="alert"]')?.textContent).toBe('big.pdf: 文件过大，最大 10M'));
    expect(api.calls.some((call) => call.path.startsWith('/api/files/'))).toBe(false);

    await click(buttonWithText(document.querySelector('.ant-modal')!, '保存'));
    await vi.waitFor(() => expect((api.bodies['PUT /api/system/message/sysMessage/edit'] as Array<{ attachmentIds: string[] }>)?.[0]?.attachmentIds).toEqual([attachment.id]), { timeout: 5000 });
    app.unmount();
  }, 60_000);
});
