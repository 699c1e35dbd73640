import { designerCatalogues } from '@wharf/designers/i18n';
import { validateDefinition } from '@wharf/engine';
import type { WorkflowDefinition } from '@wharf/schemas';
import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RawResponse, type FakeAnswer } from '../../../test/fakeServerOf';
import { renderApp } from '../../../test/renderApp';
import { bpmDesignPageTexts } from '../../../i18n/catalogues/bpmDesignPages';
import { click } from '../../console/testing/domHelpers';
import { bpmTestServer, decApproval, ids, pageOf, signInAs } from '../testing/bpmTestServer';
import { newWorkflowDefinition } from './WorkflowDesignPage';
import { issueNodeId } from './PublishProblems';
import { createWorkflowDesignApi } from './workflowDesignApi';
import type { DefinitionsApi } from '../../../api/definitionsApi';
import type { HttpClient } from '../../../http/httpClient';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  document.body.innerHTML = '';
});

const designer = (key: string) => designerCatalogues.zh_CN[`designer.workflow.${key}`]!;
const texts = bpmDesignPageTexts.zh_CN;
const workflowId = '61000000-0000-4000-8000-000000000001';
const formId = '62000000-0000-4000-8000-000000000001';
const at = '2026-11-26T08:00:00.000Z';
const head = (kind: string, id: string, code: string, name: string, version: number, publishedVersion: number | null) => ({
  id, kind, code, name, status: publishedVersion === version ? 'published' : 'draft', version, publishedVersion, schemaVersion: 1, createBy: 'admin', createTime: at, updateBy: 'admin', updateTime: at,
});
const decFormBody = {
  schemaVersion: 1, formCode: 'dec_form', formName: '报关单', objectName: 'dec_head',
  fields: [{ colCode: 'bill_no', title: '提单号', type: 'input' }, { colCode: 'amount', title: '金额', type: 'number' }, { colCode: 'remark', title: '审批备注', type: 'input' }],
};
const template = (version: number) => ({
  id: workflowId, processKey: 'dec_approval', processName: '报关审批', group: 'customs', businessType: 'customs', billType: 'declaration', formCode: 'dec_form',
  version, headVersion: version, status: 'active', enabled: true, runningCount: 0, updateTime: at,
});

/** The definition store with `dec_approval` at version 2 (1 published) and the customs form; saves answer the next version. */
function designServer(extra: Record<string, FakeAnswer> = {}, buttons = ['eformWorkflow:design']) {
  let stored = { ...head('workflow', workflowId, 'dec_approval', '报关审批', 2, 1), body: decApproval as unknown };
  const server = bpmTestServer({
    'GET /api/bpm/template/list': () => pageOf([template(1)]),
    'GET /api/eform/definitions': ({ query }) => pageOf(query.get('kind') === 'form'
      ? [{ ...head('form', formId, 'dec_form', '报关单', 1, 1), groupId: null }]
      : [{ ...head('workflow', workflowId, 'dec_approval', '报关审批', stored.version, stored.publishedVersion), groupId: null }]),
    [`GET /api/eform/definitions/${workflowId}`]: () => stored,
    [`GET /api/eform/definitions/${formId}`]: () => ({ ...head('form', formId, 'dec_form', '报关单', 1, 1), body: decFormBody }),
    [`PUT /api/eform/definitions/${workflowId}`]: ({ body }) => {
      const input = body as { version: number; body: WorkflowDefinition };
      stored = { ...head('workflow', workflowId, 'dec_approval', '报关审批', input.version + 1, stored.publishedVersion), body: input.body };
      return stored;
    },
    'GET /api/system/user/list': () => pageOf([{ id: ids.manager, username: 'finance_wang', realname: '王会计', workNo: null, phone: null, email: null, sex: null, birthday: null, status: '1', userType: '1', userSource: 'local', orgId: null, showWaterMark: '0', forceChangePass: '0', isLocked: '0', createTime: at, updateTime: at }]),
    ...extra,
  }, buttons);
  return server;
}

const page = () => document.querySelector('[data-testid="workflow-design-page"]');
const saveButton = () => [...document.querySelectorAll('button')].find((button) => button.textContent?.replace(/\s/g, '') === designer('toolbar.save').replace(/\s/g, ''))!;

/** The element `selector` finds, once it is there. */
const present = <E extends Element = HTMLElement>(selector: string, timeout = 10_000) =>
  vi.waitFor(() => {
    const found = document.querySelector<E>(selector);
    expect(found).not.toBeNull();
    return found!;
  }, { timeout });

/** Inserts a cc node before the end of the main line and names a person to copy. */
async function addCcNode() {
  await click(await present('[data-box="insert:main:2"] button', 30_000));
  await click(await present('[data-insert-kind="cc"]'));
  const persons = await present<HTMLInputElement>(`input[aria-label="${designer('cc.ids.person')}"]`);
  fireEvent.change(persons, { target: { value: 'finance_wang' } });
  fireEvent.keyDown(persons, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

describe('the workflow design page', { timeout: 90_000 }, () => {
  it('is offered on the template list only to holders of the workflow design permission', async () => {
    signInAs(ids.manager, 'admin');
    let app = await renderApp('/bpm/templates', designServer());
    await vi.waitFor(() => expect(document.querySelector('[data-testid="template-design"]')).not.toBeNull(), { timeout: 30_000 });
    expect(document.querySelector('[data-testid="template-design"]')?.getAttribute('href')).toBe('/bpm/design/dec_approval');
    expect(document.querySelector('[data-testid="template-new"]')).not.toBeNull();
    app.unmount();

    // Without the permission: the list (as the server would refuse, here answered anyway) shows neither action, and the page says why.
    signInAs(ids.clerk, 'clerk');
    app = await renderApp('/bpm/templates', designServer({}, []));
    await vi.waitFor(() => expect(document.querySelector('[data-testid="template-status"]')).not.toBeNull(), { timeout: 30_000 });
    expect(document.querySelector('[data-testid="template-design"]')).toBeNull();
    expect(document.querySelector('[data-testid="template-new"]')).toBeNull();
    app.unmount();
    app = await renderApp('/bpm/design/dec_approval', designServer({}, []));
    await vi.waitFor(() => expect(document.querySelector('[data-testid="workflow-design-denied"]')?.textContent).toContain(texts['bpmDesign.noPermission']), { timeout: 30_000 });
    app.unmount();
  });

  it('opens dec_approval with its form\'s fields, saves an added cc node as the next version, lists the publish check\'s problems by node, then publishes', async () => {
    signInAs(ids.manager, 'admin');
    let publishes = 0;
    // The server's issue points at the new cc node where the saved version holds it.
    const ccPath = () => `/body/nodes/${(server.bodies(`PUT /api/eform/definitions/${workflowId}`)[0] as { body: WorkflowDefinition }).body.nodes.findIndex((node) => node.nodeId === 'cc1')}`;
    const server = designServer({
      'POST /api/bpm/template/dec_approval/publish': () => (++publishes === 1
        ? new RawResponse(400, { success: false, code: 400, message: 'Validation failed', result: { issues: [{ path: ccPath(), code: 'workflow/approver-unknown', message: '节点“抄送人”的人员不存在：finance_wang' }] }, timestamp: 0 })
        : { template: template(3), runningByNode: [{ version: 1, nodeId: 'n_broker', nodeName: '经理审批', count: 2 }] }),
    });
    const app = await renderApp('/bpm/design/dec_approval', server);
    await vi.waitFor(() => expect(page()?.getAttribute('data-version')).toBe('2'), { timeout: 30_000 });
    // A full page of its own: its main landmark and its h1 (axe: landmark-one-main, page-has-heading-one).
    expect(page()?.tagName).toBe('MAIN');
    expect(page()?.querySelector('h1')?.textContent).toContain('(dec_approval)');
    // The bound form's fields were read (field permissions and conditions).
    await vi.waitFor(() => expect(server.calls.some((call) => call.path === `/api/eform/definitions/${formId}`)).toBe(true), { timeout: 30_000 });
    // This caller may not read the console's user list: the pickers take typed codes, nothing is asked.
    expect(server.calls.some((call) => call.path === '/api/system/user/list')).toBe(false);

    await addCcNode();
    await vi.waitFor(() => expect(saveButton().disabled).toBe(false));
    // Unsaved work: publishing waits for a save.
    expect(document.querySelector<HTMLButtonElement>('[data-testid="workflow-design-publish"]')?.disabled).toBe(true);
    await click(saveButton());
    await vi.waitFor(() => expect(server.bodies(`PUT /api/eform/definitions/${workflowId}`)).toHaveLength(1), { timeout: 10_000 });
    const saved = server.bodies(`PUT /api/eform/definitions/${workflowId}`)[0] as { version: number; name: string; body: WorkflowDefinition };
    expect(saved.version).toBe(2);
    expect(saved.name).toBe('报关审批');
    const cc = saved.body.nodes.find((node) => node.nodeType === 'cc')!;
    expect(cc).toMatchObject({ nodeId: 'cc1', ccIds: ['finance_wang'], nextNodeId: 'end' });
    expect(saved.body.nodes.find((node) => node.nodeId === 'n_customs')?.nextNodeId).toBe('cc1');
    await vi.waitFor(() => expect(page()?.getAttribute('data-version')).toBe('3'));

    // The publish check refuses: its problem is listed, tied to the node it names.
    const publish = await vi.waitFor(() => {
      const button = document.querySelector<HTMLButtonElement>('[data-testid="workflow-design-publish"]')!;
      expect(button.disabled).toBe(false);
      return button;
    });
    await click(publish);
    await vi.waitFor(() => expect(document.querySelector('[data-testid="publish-problem"]')?.textContent).toContain('抄送人'));
    expect(document.querySelector('[data-testid="publish-problem"]')?.getAttribute('data-node-id')).toBe('cc1');
    expect(server.bodies('POST /api/bpm/template/dec_approval/publish')).toEqual([{ version: 3 }]);

    await click(publish);
    await vi.waitFor(() => expect(page()?.getAttribute('data-published-version')).toBe('3'));
    expect(document.querySelector('[data-testid="publish-problems"]')).toBeNull();
    expect(document.querySelector('[data-testid="workflow-design-older-running"]')?.textContent).toContain('2');
    app.unmount();
  });

  it('says plainly when someone saved first (409) and opens the latest version on request', async () => {
    signInAs(ids.manager, 'admin');
    const server = designServer({
      [`PUT /api/eform/definitions/${workflowId}`]: () => new RawResponse(409, { success: false, code: 409, message: 'definition/version-conflict', result: null, timestamp: 0 }),
    });
    const app = await renderApp('/bpm/design/dec_approval', server);
    await addCcNode();
    await vi.waitFor(() => expect(saveButton().disabled).toBe(false));
    await click(saveButton());
    await vi.waitFor(() => expect(document.querySelector('[data-testid="workflow-design-conflict"]')?.textContent).toContain(texts['bpmDesign.conflict']), { timeout: 10_000 });
    const reads = server.calls.filter((call) => call.path === `/api/eform/definitions/${workflowId}`).length;
    await click([...document.querySelectorAll('[data-testid="workflow-design-conflict"] button')].find((button) => button.textContent?.includes(texts['bpmDesign.openLatest']!)) ?? null);
    await vi.waitFor(() => expect(server.calls.filter((call) => call.path === `/api/eform/definitions/${workflowId}`).length).toBe(reads + 1));
    await vi.waitFor(() => expect(document.querySelector('[data-testid="workflow-design-conflict"]')).toBeNull());
    app.unmount();
  });

  it('asks before in-app navigation while work is unsaved, and stays when told to', async () => {
    signInAs(ids.manager, 'admin');
    const app = await renderApp('/bpm/design/dec_approval', designServer());
    await addCcNode();
    await vi.waitFor(() => expect(saveButton().disabled).toBe(false));
    await click(document.querySelector(`button[aria-label="${texts['bpmDesign.back']}"]`));
    await vi.waitFor(() => expect(document.querySelector('.ant-modal-title')?.textContent).toBe(texts['bpmDesign.leaveTitle']));
    expect(window.location.pathname).toBe('/bpm/design/dec_approval');
    await click([...document.querySelectorAll('.ant-modal-footer button')].find((button) => button.textContent?.replace(/\s/g, '') === texts['bpmDesign.stay']) ?? null);
    expect(window.location.pathname).toBe('/bpm/design/dec_approval');
    expect(page()).not.toBeNull();
    // Asked again, and this time the user leaves.
    await click(document.querySelector(`button[aria-label="${texts['bpmDesign.back']}"]`));
    await click(await vi.waitFor(() => [...document.querySelectorAll('.ant-modal-wrap:not([style*="display: none"]) .ant-modal-footer button')].find((button) => button.textContent?.replace(/\s/g, '') === texts['bpmDesign.leave'])!));
    await vi.waitFor(() => expect(window.location.pathname).not.toBe('/bpm/design/dec_approval'));
    app.unmount();
  });
});

describe('a new workflow', { timeout: 90_000 }, () => {
  it('is named in the process settings, created as version 1, and then has its own address', async () => {
    signInAs(ids.manager, 'admin');
    const newId = '61000000-0000-4000-8000-000000000002';
    const server = designServer({
      'POST /api/eform/definitions': ({ body }) => {
        const input = body as { code: string; name: string; body: WorkflowDefinition };
        return { ...head('workflow', newId, input.code, input.name, 1, null), body: input.body };
      },
    });
    const app = await renderApp('/bpm/design', server);
    const field = (key: string) => present<HTMLInputElement>(`input[aria-label="${designer(`process.${key}`)}"]`, 30_000);
    expect((await field('processKey')).value.startsWith('_temp_')).toBe(true);
    // The temporary key, and the empty name, business and bill type, keep it from being saved.
    fireEvent.change(await field('processName'), { target: { value: '请假' } });
    fireEvent.change(await field('businessType'), { target: { value: 'hr' } });
    fireEvent.change(await field('billType'), { target: { value: 'leave' } });
    expect(saveButton().disabled).toBe(true);
    fireEvent.change(await field('processKey'), { target: { value: 'leave' } });
    await vi.waitFor(() => expect(saveButton().disabled).toBe(false));
    await click(saveButton());
    await vi.waitFor(() => expect(server.bodies('POST /api/eform/definitions')).toHaveLength(1), { timeout: 10_000 });
    expect(server.bodies('POST /api/eform/definitions')[0]).toMatchObject({ kind: 'workflow', code: 'leave', name: '请假', body: { processKey: 'leave', processName: '请假', businessType: 'hr', billType: 'leave' } });
    // Stored: its own address (without asking, it is saved), version 1, not read back from the server.
    await vi.waitFor(() => expect(window.location.pathname).toBe('/bpm/design/leave'));
    await vi.waitFor(() => expect(page()?.getAttribute('data-version')).toBe('1'));
    expect(document.querySelector('.ant-modal-title')).toBeNull();
    expect(server.calls.some((call) => call.path === `/api/eform/definitions/${newId}`)).toBe(false);
    app.unmount();
  });

  it('starts from the kind\'s scaffold under a _temp_ key, with name, business type and bill type still to be given', () => {
    const definition = newWorkflowDefinition(() => 0.5);
    expect(definition.processKey.startsWith('_temp_')).toBe(true);
    expect(definition.nodes.map((node) => node.nodeType)).toEqual(['start', 'end']);
    const paths = validateDefinition('workflow', definition).map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['/processName', '/businessType', '/billType']));
  });

  it('offers only the pickers whose console lists the caller may read (the others take typed codes)', () => {
    const api = createWorkflowDesignApi({} as HttpClient, {} as DefinitionsApi);
    expect(Object.keys(api.directory((permission) => ['systemUser:view', 'systemRole:view'].includes(permission))).sort()).toEqual(['roles', 'users']);
    expect(Object.keys(api.directory(() => false))).toEqual([]);
    expect(Object.keys(api.directory(() => true)).sort()).toEqual(['departments', 'divisions', 'positions', 'roles', 'users']);
  });

  it('ties a publish problem to the node its path names', () => {
    expect(issueNodeId({ path: '/body/nodes/1/approverIds' }, decApproval)).toBe('n_broker');
    expect(issueNodeId({ path: '/body/formCode' }, decApproval)).toBeUndefined();
  });
});
