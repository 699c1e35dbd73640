import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { click } from '../console/testing/domHelpers';
import { boundDecApproval, bpmTestServer, decApproval, decRecord, ids, pageOf, signInAs } from './testing/bpmTestServer';

/** The clerk may start the customs approval (`GET /api/bpm/binding/startOffer`). */
const offered = { mayStart: true, template: boundDecApproval };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  document.body.innerHTML = '';
});

const definitionId = '60000000-0000-4000-8000-000000000001';
const template = (overrides: Record<string, unknown> = {}) => ({
  id: definitionId, processKey: 'dec_approval', processName: '报关审批', group: 'customs', businessType: 'customs', billType: 'declaration', formCode: 'dec_form',
  version: 1, headVersion: 2, status: 'active', enabled: true, runningCount: 3, updateTime: '2026-11-26T08:00:00.000Z', ...overrides,
});
const primaryButtonOfModal = () =>
  vi.waitFor(() => {
    const ok = [...document.querySelectorAll('.ant-modal-wrap:not([style*="display: none"]) .ant-modal-footer .ant-btn-primary')].at(-1);
    expect(ok).toBeDefined();
    return ok!;
  });

describe('the template list', () => {
  it('shows group, name, key, version and status, suspends, publishes, then offers to migrate older requests', async () => {
    signInAs(ids.manager, 'admin');
    const server = bpmTestServer({
      'GET /api/bpm/template/list': () => pageOf([template()]),
      'POST /api/bpm/template/dec_approval/suspend': () => template({ status: 'suspended' }),
      'POST /api/bpm/template/dec_approval/publish': () => ({
        template: template({ version: 2 }),
        runningByNode: [
          { version: 1, nodeId: 'n_broker', nodeName: '经理审批', count: 2 },
          { version: 1, nodeId: 'n_customs', nodeName: '海关审批', count: 1 },
        ],
      }),
      [`GET /api/eform/definitions/${definitionId}`]: () => ({
        id: definitionId, kind: 'workflow', code: 'dec_approval', name: '报关审批', status: 'published', version: 2, publishedVersion: 2, schemaVersion: 1,
        createBy: 'admin', createTime: '2026-11-26T08:00:00.000Z', updateBy: 'admin', updateTime: '2026-11-26T08:00:00.000Z', body: decApproval,
      }),
      'POST /api/bpm/template/dec_approval/migrate': () => ({ migrated: 3, template: template({ version: 2 }), runningByNode: [{ version: 2, nodeId: 'n_broker', nodeName: '经理审批', count: 3 }] }),
    });
    const app = await renderApp('/bpm/templates', server);
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="template-status"]')?.textContent).toBe('激活'), { timeout: 30_000 });
    const row = app.container.querySelector('tr.ant-table-row')!;
    for (const text of ['customs', '报关审批', 'dec_approval', '1']) expect(row.textContent).toContain(text);
    // Version 2 is saved but not published yet.
    expect(row.querySelector('[data-testid="version-unpublished"]')?.textContent).toBe('待发布 v2');
    // An active, enabled template: publish, suspend, disable — not activate or enable.
    expect([...row.querySelectorAll('[data-testid^="template-"]:not([data-testid="template-status"])')].map((button) => button.getAttribute('data-testid'))).toEqual(['template-publish', 'template-suspend', 'template-disable']);

    await click(row.querySelector('[data-testid="template-suspend"]'));
    await vi.waitFor(() => expect(server.calls.filter((call) => call.path === '/api/bpm/template/dec_approval/suspend')).toHaveLength(1));

    await click(row.querySelector('[data-testid="template-publish"]'));
    await vi.waitFor(() => expect(document.querySelector('[data-testid="publish-running-count"]')?.textContent).toContain('3'));
    await click(await primaryButtonOfModal());
    // Where the running requests wait, and the node map (same ids kept), before anything moves.
    await vi.waitFor(() => expect(document.querySelectorAll('[data-testid="migration-map"] tr.ant-table-row')).toHaveLength(2), { timeout: 10_000 });
    expect(document.querySelectorAll('[data-testid="running-table"] tr.ant-table-row')).toHaveLength(2);
    await click(document.querySelector('[data-testid="migrate-confirm"]'));
    await vi.waitFor(() => expect(server.bodies('POST /api/bpm/template/dec_approval/migrate')).toEqual([{ fromVersion: 1, nodeMap: { n_broker: 'n_broker', n_customs: 'n_customs' } }]), { timeout: 10_000 });
    app.unmount();
  }, 60_000);
});

describe('delegation', () => {
  it('lists delegations with bailee, scope and time, edits one and deletes one', async () => {
    signInAs(ids.clerk, 'clerk');
    const delegation = {
      id: '70000000-0000-4000-8000-000000000001', delegatorId: ids.clerk, delegatorName: '报关员', delegateBailee: ids.manager, delegateBaileeName: '经理',
      delegateResource: ['dec_approval'], start: '2026-12-01T00:00:00.000Z', end: '2026-12-08T00:00:00.000Z', isActive: false, createTime: '2026-11-26T08:00:00.000Z',
    };
    const server = bpmTestServer({
      'GET /api/bpm/delegate/list': () => pageOf([delegation]),
      'POST /api/bpm/delegate/edit': () => delegation,
      'POST /api/bpm/delegate/delete': () => null,
      'GET /api/bpm/users': () => [],
    });
    const app = await renderApp('/bpm/delegations', server);
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="bpm-delegations"] tr.ant-table-row')?.textContent).toContain('经理'), { timeout: 30_000 });
    expect(app.container.querySelector('tr.ant-table-row')?.textContent).toContain('dec_approval');

    await click(app.container.querySelector('[data-testid="delegation-edit"]'));
    await click(await primaryButtonOfModal());
    await vi.waitFor(() => expect(server.bodies('POST /api/bpm/delegate/edit')).toEqual([{ id: delegation.id, delegateBailee: ids.manager, delegateResource: ['dec_approval'], start: delegation.start, end: delegation.end }]), { timeout: 10_000 });

    await click(app.container.querySelector('[data-testid="delegation-delete"]'));
    await click(await vi.waitFor(() => {
      const ok = document.querySelector('.ant-popconfirm .ant-btn-primary');
      expect(ok).not.toBeNull();
      return ok;
    }));
    await vi.waitFor(() => expect(server.bodies('POST /api/bpm/delegate/delete')).toEqual([{ id: delegation.id }]));
    app.unmount();
  }, 60_000);
});

describe('analytics', () => {
  it('shows the five top-10 lists', async () => {
    signInAs(ids.manager, 'admin');
    const server = bpmTestServer({
      'GET /api/bpm/analytics/top': ({ query }) => ({ list: query.get('list'), records: [{ key: 'dec_approval', name: '报关审批', value: 12, unit: 'instances', processKey: 'dec_approval' }, { key: 'leave', name: '请假', value: 3, unit: 'instances', processKey: 'leave' }] }),
    });
    const app = await renderApp('/bpm/analytics', server);
    await vi.waitFor(() => expect(app.container.querySelectorAll('[data-testid="analytics-entry"]')).toHaveLength(10), { timeout: 30_000 });
    expect(server.calls.filter((call) => call.path === '/api/bpm/analytics/top').map((call) => call.query.get('list')).sort()).toEqual(['longestRunning', 'mostOverdueApprovers', 'mostRejected', 'mostStarted', 'slowestNodes']);
    expect(app.container.querySelector('[data-list="mostStarted"]')?.textContent).toContain('报关审批');
    // jsdom draws on no canvas: no chart is made, and the list under it still tells every figure.
    expect(app.container.querySelector('[data-testid="analytics-chart"]')).toBeNull();
    expect(app.container.querySelector('[data-list="mostStarted"] li')?.textContent).toBe('报关审批12 个实例');
    app.unmount();
  }, 60_000);
});

describe('starting a request', () => {
  it('offers "submit for approval" on a saved record of a bound form, previews the path, starts and opens the request', async () => {
    signInAs(ids.clerk, 'clerk');
    const server = bpmTestServer({
      'GET /api/bpm/binding/startOffer': () => offered,
      [`GET /api/eform/data/dec_form/${ids.record}`]: () => decRecord,
      'POST /api/bpm/instance/preview': () => ({
        steps: [
          { nodeId: 'start', nodeType: 'start', name: '发起', approvers: [] },
          { nodeId: 'n_broker', nodeType: 'approval', name: '经理审批', approvers: [{ userId: ids.manager, name: '经理' }], multiMode: 'any' },
          { nodeId: 'n_customs', nodeType: 'approval', name: '海关审批', approvers: [], multiMode: 'all', resolution: 'toAdmin' },
          { nodeId: 'end', nodeType: 'end', name: '结束', approvers: [] },
        ],
      }),
      'POST /api/bpm/binding/start': () => ({ instanceId: ids.instance, processKey: 'dec_approval', status: 'active', currentNodeId: 'n_broker' }),
    });
    const app = await renderApp(`/forms/dec_form?id=${ids.record}&mode=edit`, server);
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="flow-start"]')).not.toBeNull(), { timeout: 30_000 });
    expect(server.calls.find((call) => call.path === '/api/bpm/binding/startOffer')?.query.get('formCode')).toBe('dec_form');

    await click(app.container.querySelector('[data-testid="flow-start"]'));
    await vi.waitFor(() => expect(document.querySelectorAll('[data-testid="path-node"]')).toHaveLength(4), { timeout: 10_000 });
    expect(server.bodies('POST /api/bpm/instance/preview')).toEqual([{ processKey: 'dec_approval', formCode: 'dec_form', data: decRecord.data }]);
    expect(document.querySelector('[data-testid="path-preview"]')?.textContent).toContain('经理');
    // The empty-approver fallback is named on its node.
    expect(document.querySelector('[data-testid="path-preview"]')?.textContent).toContain('无审批人，转交管理员');

    await click(document.querySelector('[data-testid="flow-start-confirm"]'));
    await vi.waitFor(() => expect(server.bodies('POST /api/bpm/binding/start')).toEqual([{ formCode: 'dec_form', dataId: ids.record }]), { timeout: 10_000 });
    await vi.waitFor(() => expect(window.location.pathname).toBe(`/flow/start/${ids.instance}`));
    app.unmount();
  }, 60_000);

  it('lets the initiator pick the approvers of a selfSelect node and starts with the pick', async () => {
    signInAs(ids.clerk, 'clerk');
    const server = bpmTestServer({
      'GET /api/bpm/binding/startOffer': () => offered,
      [`GET /api/eform/data/dec_form/${ids.record}`]: () => decRecord,
      'POST /api/bpm/instance/preview': () => ({
        steps: [
          { nodeId: 'start', nodeType: 'start', name: '发起', approvers: [] },
          { nodeId: 'n_pick', nodeType: 'approval', name: '自选审批', approvers: [], multiMode: 'any', resolution: 'toAdmin', selfSelect: true },
          { nodeId: 'end', nodeType: 'end', name: '结束', approvers: [] },
        ],
      }),
      'GET /api/bpm/users': () => [{ id: ids.manager, username: 'manager', realname: '经理', departName: null }],
      'POST /api/bpm/instance/start': () => ({ instanceId: ids.instance, status: 'active', currentNodeId: 'n_pick' }),
    });
    const app = await renderApp(`/forms/dec_form?id=${ids.record}&mode=edit`, server);
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="flow-start"]')).not.toBeNull(), { timeout: 30_000 });
    await click(app.container.querySelector('[data-testid="flow-start"]'));
    const picker = await vi.waitFor(() => {
      const found = document.querySelector('[data-testid="self-select-n_pick"]');
      expect(found).not.toBeNull();
      return found!;
    }, { timeout: 10_000 });
    await act(async () => {
      picker.querySelector('.ant-select-selector, .ant-select-content')?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    const option = await vi.waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')].find((item) => item.textContent === '经理 (manager)');
      expect(found).toBeDefined();
      return found!;
    });
    await click(option);
    await click(document.querySelector('[data-testid="flow-start-confirm"]'));
    await vi.waitFor(() => expect(server.bodies('POST /api/bpm/instance/start')).toEqual([{ processKey: 'dec_approval', formCode: 'dec_form', dataId: ids.record, selfSelected: { n_pick: [ids.manager] } }]), { timeout: 10_000 });
    await vi.waitFor(() => expect(window.location.pathname).toBe(`/flow/start/${ids.instance}`));
    app.unmount();
  }, 60_000);

  it('does not offer it while the record\'s request runs', async () => {
    signInAs(ids.clerk, 'clerk');
    const server = bpmTestServer({
      'GET /api/bpm/binding/startOffer': () => offered,
      [`GET /api/eform/data/dec_form/${ids.record}`]: () => ({ ...decRecord, data: { ...decRecord.data, bpm_status: 'approving' } }),
    });
    const app = await renderApp(`/forms/dec_form?id=${ids.record}&mode=edit`, server);
    await vi.waitFor(() => expect(app.container.querySelector('.wharf-form')).not.toBeNull(), { timeout: 30_000 });
    await vi.waitFor(() => expect(server.calls.some((call) => call.path === '/api/bpm/binding/startOffer')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(app.container.querySelector('[data-testid="flow-start"]')).toBeNull();
    app.unmount();
  }, 60_000);

  it('does not offer it where the form has no active template or the template does not admit the user, asking a question answered 200 (no refusal to log)', async () => {
    signInAs(ids.clerk, 'clerk');
    const server = bpmTestServer({
      [`GET /api/eform/data/dec_form/${ids.record}`]: () => decRecord,
      // No template, or one that does not admit the caller: the same "may not start", naming no template.
      'GET /api/bpm/binding/startOffer': () => ({ mayStart: false, template: null }),
    });
    const app = await renderApp(`/forms/dec_form?id=${ids.record}&mode=edit`, server);
    await vi.waitFor(() => expect(app.container.querySelector('.wharf-form')).not.toBeNull(), { timeout: 30_000 });
    await vi.waitFor(() => expect(server.calls.some((call) => call.path === '/api/bpm/binding/startOffer')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(app.container.querySelector('[data-testid="flow-start"]')).toBeNull();
    // The question that answers 403/404 for the expected "no" is not asked (Chromium logs every such answer as an error).
    expect(server.calls.some((call) => call.path === '/api/bpm/binding/template')).toBe(false);
    app.unmount();
  }, 60_000);

  it('opens a workflow redirect tab as a new request of its template\'s form', async () => {
    signInAs(ids.clerk, 'clerk');
    const server = bpmTestServer({ 'GET /api/bpm/binding/redirect': () => boundDecApproval, 'GET /api/bpm/binding/startOffer': () => offered });
    const app = await renderApp('/bpm/apply/dec_approval@1', server);
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="workflow-redirect"] .wharf-form[data-form="dec_form"]')).not.toBeNull(), { timeout: 30_000 });
    expect(server.calls.find((call) => call.path === '/api/bpm/binding/redirect')?.query.get('definitionId')).toBe('dec_approval:1');
    app.unmount();
  }, 60_000);
});
