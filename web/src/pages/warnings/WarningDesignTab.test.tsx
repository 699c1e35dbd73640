import { act, fireEvent } from '@testing-library/react';
import { designerCatalogues } from '@wharf/designers';
import { validateDefinition } from '@wharf/engine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { warningPageTexts } from '../../i18n/catalogues/warningPages';
import { fakeServerOf } from '../../test/fakeServerOf';
import { permissionListOf } from '../../test/permissionList';
import { renderApp } from '../../test/renderApp';
import { buttonWithText, click, typeInto } from '../console/testing/domHelpers';
import type { ReportDesignApis } from '../report/design/useReportDesign';
import { warningDesignerLookups } from './WarningDesignTab';
import type { WarningsApi } from './warningsApi';

// The warnings page's design tab against a fake server whose answers are the documented result
// shapes: a new warning item from the scaffold, designed (a site message to a user, the cron's next
// runs asked of the server on the tenant's clock), saved as a definition, published, and the rules
// tab read again.

const page = (component: string, path: string, title: string) => ({ id: `m-${path}`, path, name: path.slice(1).replace(/\//g, '-'), component, back: '1', meta: { title, zhCn: title } });
const menu = [{ ...page('layouts/RouteView', '/eform', '应用设计'), children: [page('eform/WarningList', '/eform/warnings', '预警')] }];
const designer = designerCatalogues.zh_CN;
const texts = warningPageTexts.zh_CN;
const id = 'c4444444-4444-4444-8444-444444444444';
const head = (version = 1, status: 'draft' | 'published' = 'draft') => ({
  id, kind: 'warning', code: 'dec_late', name: '迟报关', status, version, publishedVersion: status === 'published' ? version : null, schemaVersion: 1, createBy: 'demo_admin', createTime: '2026-11-26T00:00:00Z', updateBy: 'demo_admin', updateTime: '2026-11-26T00:00:00Z', groupId: null,
});
const testId = (name: string) => document.querySelector(`[data-testid="${name}"]`);
const tab = (name: string) => [...document.querySelectorAll('[role="tab"]')].find((element) => element.textContent === name);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('warnings page, design tab', () => {
  it('creates a warning item, designs its rule, saves it as a definition, publishes it and reads the rules again', async () => {
    let stored: (ReturnType<typeof head> & { body?: unknown }) | undefined;
    localStorage.setItem('wharf.token', JSON.stringify({ value: 'tok-builder', expiresAt: null }));
    sessionStorage.setItem('wharf.userInfo', JSON.stringify({ id: 'u-admin', username: 'demo_admin', realname: '演示管理员', backRoleFlg: '1' }));
    const server = fakeServerOf({
      'GET /api/system/getUserPermissionByToken': () => permissionListOf(menu, ['eformWarning:design']),
      'GET /api/warn/rules': () => [],
      'GET /api/warn/rules/nextTimes': () => ({ times: ['2026-11-28T00:00:00.000Z'], timeZone: 'Asia/Shanghai' }),
      'GET /api/eform/definitions': () => ({ records: stored ? [{ ...stored, body: undefined }] : [], total: stored ? 1 : 0, current: 1, size: 500, pages: 1 }),
      'POST /api/eform/definitions': ({ body }) => {
        stored = { ...head(), body: (body as { body: unknown }).body };
        return stored;
      },
      [`POST /api/eform/definitions/${id}/publish`]: () => {
        stored = { ...stored!, status: 'published', publishedVersion: 1 };
        return stored;
      },
    });
    await renderApp('/eform/warnings', server);
    await vi.waitFor(() => expect(tab(texts['warnings.tab.design']!)).toBeDefined(), { timeout: 30_000 });
    await click(tab(texts['warnings.tab.design']!));
    await vi.waitFor(() => expect(testId('new-warning')).not.toBeNull(), { timeout: 30_000 });
    await click(testId('new-warning'));
    await vi.waitFor(() => expect(testId('new-definition-code')).not.toBeNull());
    await typeInto(testId('new-definition-code'), 'dec_late');
    await typeInto(testId('new-definition-name'), '迟报关');
    await act(async () => { fireEvent.click(document.querySelector('.ant-modal-footer .ant-btn-primary')!); });
    await vi.waitFor(() => expect(testId('warning-designer')).not.toBeNull(), { timeout: 30_000 });

    // The scaffold's daily cron, previewed by the server on the tenant's clock.
    await click(tab(designer['designer.warning.tab.schedule']!));
    await vi.waitFor(() => expect(testId('warning-cron-preview')?.textContent).toContain('Asia/Shanghai'), { timeout: 30_000 });
    expect(server.calls.find((call) => call.path === '/api/warn/rules/nextTimes')!.query.get('cronExpr')).toBe('0 0 8 * * ?');

    await click(tab(designer['designer.warning.tab.recipients']!));
    await click([...document.querySelectorAll('.ant-checkbox-wrapper')].find((element) => element.textContent === designer['designer.warning.recipients.siteChannel']));
    await click(buttonWithText(testId('warning-designer')!, designer['designer.warning.save']!));
    const creates = () => server.calls.filter((call) => call.method === 'POST' && call.path === '/api/eform/definitions');
    await vi.waitFor(() => expect(creates()).toHaveLength(1), { timeout: 30_000 });
    const created = creates()[0]!.body as { kind: string; code: string; body: { rules: Array<{ siteMessageTemplate?: unknown }> } };
    expect(created).toMatchObject({ kind: 'warning', code: 'dec_late', name: '迟报关' });
    expect(validateDefinition('warning', created.body, 'zh_CN')).toEqual([]);
    expect(created.body.rules[0]!.siteMessageTemplate).toMatchObject({ siteEmailTemplateCode: 'dec_late_site' });

    await vi.waitFor(() => expect((testId('publish-open-warning') as HTMLButtonElement | null)?.disabled).toBe(false));
    await click(testId('publish-open-warning'));
    await vi.waitFor(() => expect(server.calls.filter((call) => call.path === `/api/eform/definitions/${id}/publish`)).toHaveLength(1));

    const ruleReads = () => server.calls.filter((call) => call.path === '/api/warn/rules').length;
    const before = ruleReads();
    await click(tab(texts['warnings.tab.rules']!));
    await vi.waitFor(() => expect(ruleReads()).toBe(before + 1));
  }, 180_000);
});

describe('warning designer lookups', () => {
  it('pick recipients through GET /api/warn/recipients: ids become the options\' values, labels their names', async () => {
    const recipients = vi.fn(async () => [{ id, label: '报关组 (brokers)' }]);
    const lookups = warningDesignerLookups({} as unknown as ReportDesignApis, { recipients } as unknown as WarningsApi, false);
    expect(await lookups.searchRecipients!('role', { keyword: '报关' })).toEqual([{ value: id, label: '报关组 (brokers)' }]);
    expect(recipients).toHaveBeenCalledWith('role', { keyword: '报关' });
  });

  it('offer the tenant\'s workflows by process key and a workflow\'s nodes by node id, from the definition store', async () => {
    const workflowId = 'c5555555-5555-4555-8555-555555555555';
    const list = vi.fn(async () => ({ records: [{ id: workflowId, code: 'dec_approval', name: '报关审批' }, { id: 'other', code: 'dec_approval_2', name: '另一个' }] }));
    const get = vi.fn(async () => ({ id: workflowId, code: 'dec_approval', body: { nodes: [{ nodeId: 'start', name: '提交' }, { nodeId: 'review', name: '海关审核' }] } }));
    const lookups = warningDesignerLookups({ eform: { definitions: { list, get, findByCode: async (kind: string, code: string) => (await list()).records.some((record) => record.code === code) ? get() : undefined } } } as unknown as ReportDesignApis, {} as WarningsApi, false);
    expect(await lookups.listWorkflows!()).toEqual([{ value: 'dec_approval', label: '报关审批 (dec_approval)' }, { value: 'dec_approval_2', label: '另一个 (dec_approval_2)' }]);
    expect(list).toHaveBeenCalledWith('workflow', { pageSize: 500 });
    expect(await lookups.listWorkflowNodes!('dec_approval')).toEqual([{ value: 'start', label: '提交 (start)' }, { value: 'review', label: '海关审核 (review)' }]);
    expect(await lookups.listWorkflowNodes!('gone')).toEqual([]);
  });
});
