import { act, fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { referenceTestServer } from '../../messages/referenceTestServer';
import { ok, pageOf, signIn } from '../testing/consoleTestServer';
import { buttonWithText, click, typeInto } from '../testing/domHelpers';

const job = {
  id: '11111111-1111-4111-8111-111111111111', jobName: 'Nightly numbers', jobClassName: 'sqlConfig.mail', cronExpression: '0 0 2 * * ?', parameter: { sqlCode: 'n', receiver: 'a@example.com' },
  status: 'normal', description: null, nextFireTime: '2026-11-28T02:00:00.000Z', lastRun: { status: 'failure', startTime: '2026-11-27T02:00:00.000Z', durationMs: 40 },
  createBy: null, createTime: '2026-11-26T00:00:00.000Z', updateBy: null, updateTime: '2026-11-26T00:00:00.000Z',
};
const kinds = [{ name: 'sqlConfig.mail', parameterSchema: { type: 'object' } }, { name: 'httpConfig.call', parameterSchema: { type: 'object' } }];
const times = ['2026-11-28T02:00:00.000Z', '2026-11-29T02:00:00.000Z', '2026-11-30T02:00:00.000Z', '2026-12-01T02:00:00.000Z', '2026-12-02T02:00:00.000Z'];
const parameterIssue = { status: 400, body: { success: false, code: 400, message: '校验失败', result: { errors: [{ path: '/body/parameter/receiver', code: 'request/pattern', message: 'receiver 格式不对' }] }, timestamp: 0 } };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  signIn();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the scheduled-jobs page', () => {
  it('lists the tenant\'s jobs with their state, runs one once, stops it, and shows its run history', async () => {
    const api = referenceTestServer([], {
      'GET /api/system/sysJob/list': () => pageOf([job]),
      'GET /api/system/sysJob/kinds': () => ok(kinds),
      'POST /api/system/sysJob/execute': () => ok(null),
      'PUT /api/system/sysJob/stop': () => ok({ ...job, status: 'stopped', nextFireTime: null }),
      'GET /api/system/sysJob/runs': () => pageOf([{ id: '22222222-2222-4222-8222-222222222222', jobId: job.id, trigger: 'schedule', fireTime: job.lastRun.startTime, status: 'failure', startTime: job.lastRun.startTime, endTime: null, durationMs: 40, log: 'failed: no such SQL config', startedBy: null }]),
    });
    const app = await renderApp('/system/scheduledJob', api);
    await vi.waitFor(() => expect(app.container.textContent).toContain('Nightly numbers'), { timeout: 60_000 });
    expect(app.container.textContent).toContain('0 0 2 * * ?');
    // A tenant's administrator has no built-in tasks tab (the operator's listing would refuse them).
    expect(app.container.textContent).not.toContain('系统内置任务');
    expect(app.container.textContent).toContain('失败');
    await click(app.container.querySelector('[data-testid="run-Nightly numbers"]'));
    await vi.waitFor(() => expect(api.bodies['POST /api/system/sysJob/execute']).toHaveLength(1));
    await click(app.container.querySelector('[data-testid="stop-Nightly numbers"]'));
    await vi.waitFor(() => expect(api.bodies['PUT /api/system/sysJob/stop']).toHaveLength(1));
    await click(app.container.querySelector('[data-testid="history-Nightly numbers"]'));
    await vi.waitFor(() => expect(document.querySelector('[data-testid="job-run-history"]')?.textContent).toContain('按计划'));
    app.unmount();
  }, 120_000);

  it('shows the next five firings of the cron being typed, sends the parameter as an object, and puts the server\'s parameter issue on it', async () => {
    const api = referenceTestServer([], {
      'GET /api/system/sysJob/list': () => pageOf([]),
      'GET /api/system/sysJob/kinds': () => ok(kinds),
      'GET /api/system/sysJob/nextTimes': () => ok({ times }),
      'POST /api/system/sysJob/add': () => parameterIssue,
    });
    const app = await renderApp('/system/scheduledJob', api);
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="add-scheduled-job"]')).not.toBeNull(), { timeout: 60_000 });
    await click(app.container.querySelector('[data-testid="add-scheduled-job"]'));
    await vi.waitFor(() => expect(document.querySelectorAll('[data-testid="next-fire-times"] li')).toHaveLength(5), { timeout: 5000 });
    await typeInto(document.querySelector('#scheduledJob_jobName'), 'Mail numbers');
    await typeInto(document.querySelector('#scheduledJob_parameter'), '{"sqlCode": "n", "receiver": "nobody"}');
    await act(async () => {
      fireEvent.mouseDown(document.querySelector('[data-testid="job-class"]')!);
    });
    await vi.waitFor(() => expect(document.querySelector('.ant-select-item-option[title="sqlConfig.mail"]')).not.toBeNull());
    await click(document.querySelector('.ant-select-item-option[title="sqlConfig.mail"]'));
    await click(buttonWithText(document.body, '保 存') ?? buttonWithText(document.body, '保存'));
    await vi.waitFor(() => expect(api.bodies['POST /api/system/sysJob/add']).toHaveLength(1), { timeout: 5000 });
    expect(api.bodies['POST /api/system/sysJob/add']![0]).toEqual({ jobName: 'Mail numbers', jobClassName: 'sqlConfig.mail', cronExpression: '0 0 2 * * ?', parameter: { sqlCode: 'n', receiver: 'nobody' }, description: null });
    await vi.waitFor(() => expect(document.querySelector('#scheduledJob_parameter')?.closest('.ant-form-item')?.textContent).toContain('receiver 格式不对'));
    app.unmount();
  }, 120_000);

  it('shows the platform operator the worker\'s built-in tasks in their tab', async () => {
    sessionStorage.setItem('wharf.userInfo', JSON.stringify({ id: 'u-operator', username: 'admin', realname: 'Operator', backRoleFlg: '1', extendInfo: { isPlatformOperator: true } }));
    const api = referenceTestServer([], {
      'GET /api/system/sysJob/list': () => pageOf([]),
      'GET /api/system/sysJob/kinds': () => ok(kinds),
      'GET /api/system/sysJob/queryall': () => ok([{ jobName: 'purge_expired_sessions', jobClassName: 'purge_expired_sessions', cronExpression: '0 3 * * *', parameter: '?max=1', status: 'normal', lastExecution: null }]),
    });
    const app = await renderApp('/system/scheduledJob', api);
    await vi.waitFor(() => expect(app.container.textContent).toContain('系统内置任务'), { timeout: 60_000 });
    await click([...app.container.querySelectorAll('.ant-tabs-tab')].find((tab) => tab.textContent === '系统内置任务'));
    await vi.waitFor(() => expect(app.container.textContent).toContain('0 3 * * *'));
    app.unmount();
  }, 120_000);
});
