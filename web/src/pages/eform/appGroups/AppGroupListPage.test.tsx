import { fireEvent } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appGroupPageTexts } from '../../../i18n/catalogues/appGroupPages';
import { click, toastTexts, typeInto } from '../../console/testing/domHelpers';
import { pageOf, renderBuilder } from './appGroupTestServer';

const texts = appGroupPageTexts.zh_CN;
const customs = { id: 'a1111111-1111-4111-8111-111111111111', groupName: '报关', groupCode: 'customs', description: '报关单', icon: null, sortOrder: 0, counts: { form: 2, view: 1, report: 3 }, createBy: null, createTime: '2026-01-05T08:00:00.000Z', updateBy: null, updateTime: '2026-01-05T08:00:00.000Z' };
const empty = { ...customs, id: 'a2222222-2222-4222-8222-222222222222', groupName: '归档', groupCode: 'archive', description: null, counts: {} };
const allButtons = ['appGroup:add', 'appGroup:edit', 'appGroup:delete', 'appGroup:move'];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the app group page (console main page)', () => {
  it('shows each group with its counts, each count opening that list filtered by the group', async () => {
    const app = await renderBuilder('/app/group', allButtons, { 'GET /api/eform/appGroup/list': () => pageOf([customs, empty], { ungrouped: { view: 4, table: 2 } }) });
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="app-group-customs"]')).not.toBeNull(), { timeout: 30_000 });
    const card = app.container.querySelector('[data-testid="app-group-customs"]')!;
    expect(card.textContent).toContain('表单 2');
    expect(card.textContent).toContain('视图 1');
    expect(card.textContent).toContain('数据表 0');
    expect(card.textContent).toContain(`${texts['appGroup.kind.other']} 3`);
    expect(card.querySelector('[data-testid="open-group-form"]')?.getAttribute('href')).toBe(`/eform/forms?groupId=${customs.id}`);
    expect(card.querySelector('[data-testid="open-group-table"]')?.getAttribute('href')).toBe(`/eform/tables?groupId=${customs.id}`);
    const notGrouped = app.container.querySelector('[data-testid="open-group-view"]');
    expect(notGrouped?.getAttribute('href')).toBe('/eform/views?groupId=none');
    expect(notGrouped?.textContent).toBe('视图 4');

    await click(card.querySelector('[data-testid="open-group-form"]'));
    await vi.waitFor(() => expect(window.location.pathname + window.location.search).toBe(`/eform/forms?groupId=${customs.id}`));
    app.unmount();
  }, 60_000);

  it('adds a group with what the form holds, and hides the buttons from those without them', async () => {
    const app = await renderBuilder('/app/group', allButtons, {
      'GET /api/eform/appGroup/list': () => pageOf([customs], { ungrouped: {} }),
      'POST /api/eform/appGroup/add': ({ body }) => ({ ...customs, ...(body as object), id: 'a3333333-3333-4333-8333-333333333333' }),
    });
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="add-app-group"]')).not.toBeNull(), { timeout: 30_000 });
    await click(app.container.querySelector('[data-testid="add-app-group"]'));
    await vi.waitFor(() => expect(document.querySelector('#appGroupForm_groupName')).not.toBeNull());
    await typeInto(document.querySelector('#appGroupForm_groupName'), '贸易');
    await typeInto(document.querySelector('#appGroupForm_groupCode'), '贸易');
    await click(document.querySelector('[data-testid="save-app-group"]'));
    await vi.waitFor(() => expect(document.body.textContent).toContain(texts['appGroup.codePattern']));
    const adds = () => app.calls.filter((call) => call.path === '/api/eform/appGroup/add');
    expect(adds()).toHaveLength(0);
    await typeInto(document.querySelector('#appGroupForm_groupCode'), 'trade');
    await click(document.querySelector('[data-testid="save-app-group"]'));
    await vi.waitFor(() => expect(adds()).toHaveLength(1));
    expect(adds()[0]!.body).toEqual({ groupName: '贸易', groupCode: 'trade', description: null, icon: null, sortOrder: 0 });
    app.unmount();

    const reader = await renderBuilder('/app/group', [], { 'GET /api/eform/appGroup/list': () => pageOf([customs], { ungrouped: {} }) });
    await vi.waitFor(() => expect(reader.container.querySelector('[data-testid="app-group-customs"]')).not.toBeNull(), { timeout: 30_000 });
    expect(reader.container.querySelector('[data-testid="add-app-group"]')).toBeNull();
    expect(reader.container.querySelector('[data-testid="delete-app-group-customs"]')).toBeNull();
    reader.unmount();
  }, 60_000);

  it('deletes a group only after confirming, by its id', async () => {
    const app = await renderBuilder('/app/group', allButtons, {
      'GET /api/eform/appGroup/list': () => pageOf([empty], { ungrouped: {} }),
      'DELETE /api/eform/appGroup/delete': () => null,
    });
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="delete-app-group-archive"]')).not.toBeNull(), { timeout: 30_000 });
    await click(app.container.querySelector('[data-testid="delete-app-group-archive"]'));
    await vi.waitFor(() => expect(document.querySelector('.ant-modal-confirm')?.textContent).toContain('确定删除应用分组“归档”吗？'));
    const deletes = () => app.calls.filter((call) => call.method === 'DELETE');
    expect(deletes()).toHaveLength(0);
    await click(document.querySelector('.ant-modal-confirm .ant-btn-primary'));
    await vi.waitFor(() => expect(deletes()).toHaveLength(1));
    expect(deletes()[0]!.query.get('id')).toBe(empty.id);
    await vi.waitFor(() => expect(toastTexts()).toContain(texts['appGroup.done']));
    app.unmount();
  }, 60_000);
});

describe('the form list with app groups', () => {
  const forms = [
    { id: 'f1111111-1111-4111-8111-111111111111', kind: 'form', code: 'dec_form', name: '报关单', status: 'published', version: 2, publishedVersion: 2, schemaVersion: 2, groupId: null, createBy: null, createTime: '2026-11-22T00:00:00Z', updateBy: null, updateTime: '2026-11-22T00:00:00Z' },
  ];
  const answers = {
    'GET /api/eform/appGroup/list': () => pageOf([customs, empty], { ungrouped: {} }),
    'GET /api/eform/definitions': () => pageOf(forms),
    [`GET /api/eform/definitions/${forms[0]!.id}`]: () => ({ ...forms[0], body: { formCode: 'dec_form', formName: '报关单', fields: [] } }),
    'POST /api/eform/appGroup/move': () => ({ movedCount: 3, tablesTakenAlong: 2 }),
  };

  it('lists the group of the address, and moves selected forms with their tables to the chosen group', async () => {
    const app = await renderBuilder(`/eform/forms?groupId=${customs.id}`, allButtons, answers);
    await vi.waitFor(() => expect(app.container.textContent).toContain('dec_form'), { timeout: 30_000 });
    const listCalls = app.calls.filter((call) => call.path === '/api/eform/definitions');
    expect(listCalls.every((call) => call.query.get('groupId') === customs.id)).toBe(true);
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="app-group-filter"]')?.textContent).toContain('报关'));

    // Nothing selected: the spec's warning, no dialog.
    await click(app.container.querySelector('[data-testid="move-to-group"]'));
    await vi.waitFor(() => expect(toastTexts()).toContain(texts['appGroup.selectRecord']));
    expect(document.querySelector('#moveToGroup_groupId')).toBeNull();

    await click(app.container.querySelector('tbody input[type="checkbox"]'));
    await click(app.container.querySelector('[data-testid="move-to-group"]'));
    await vi.waitFor(() => expect(document.querySelector('#moveToGroup_groupId')).not.toBeNull());
    await act(async () => {
      fireEvent.mouseDown(document.querySelector('[data-testid="move-to-group-target"]')!);
    });
    await vi.waitFor(() => expect(document.querySelector('.ant-select-item-option[title="归档"]')).not.toBeNull());
    await click(document.querySelector('.ant-select-item-option[title="归档"]'));
    await click(document.querySelector('input[data-testid="move-to-group-tables"], [data-testid="move-to-group-tables"] input'));
    await click(document.querySelector('[data-testid="move-to-group-ok"]'));
    const moves = () => app.calls.filter((call) => call.path === '/api/eform/appGroup/move');
    await vi.waitFor(() => expect(moves()).toHaveLength(1));
    expect(moves()[0]!.body).toEqual({ groupId: empty.id, splitTableName: 'Y', tableNameArray: ['form'], idArray: [forms[0]!.id] });
    await vi.waitFor(() => expect(toastTexts()).toContain('已移动 3 项'));
    app.unmount();
  }, 60_000);

  it('forgets the selection when the group filter changes, so rows no longer shown are not moved', async () => {
    const app = await renderBuilder('/eform/forms', allButtons, answers);
    await vi.waitFor(() => expect(app.container.textContent).toContain('dec_form'), { timeout: 30_000 });
    await click(app.container.querySelector('tbody input[type="checkbox"]'));
    expect((app.container.querySelector('tbody input[type="checkbox"]') as HTMLInputElement).checked).toBe(true);
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="app-group-filter"]')).not.toBeNull());
    await act(async () => {
      fireEvent.mouseDown(app.container.querySelector('[data-testid="app-group-filter"]')!);
    });
    await vi.waitFor(() => expect(document.querySelector('.ant-select-item-option[title="归档"]')).not.toBeNull());
    await click(document.querySelector('.ant-select-item-option[title="归档"]'));
    await vi.waitFor(() => expect(window.location.search).toBe(`?groupId=${empty.id}`));
    await vi.waitFor(() => expect(app.calls.some((call) => call.path === '/api/eform/definitions' && call.query.get('groupId') === empty.id)).toBe(true));
    await click(app.container.querySelector('[data-testid="move-to-group"]'));
    await vi.waitFor(() => expect(toastTexts()).toContain(texts['appGroup.selectRecord']));
    expect(app.calls.filter((call) => call.path === '/api/eform/appGroup/move')).toHaveLength(0);
    app.unmount();
  }, 60_000);

  it('ignores a group filter that cannot be a group, listing every form', async () => {
    const app = await renderBuilder("/eform/forms?groupId=x'%20or%201=1", allButtons, answers);
    await vi.waitFor(() => expect(app.container.textContent).toContain('dec_form'), { timeout: 30_000 });
    const listCalls = app.calls.filter((call) => call.path === '/api/eform/definitions');
    expect(listCalls.length).toBeGreaterThan(0);
    expect(listCalls.every((call) => !call.query.has('groupId'))).toBe(true);
    app.unmount();
  }, 60_000);
});
