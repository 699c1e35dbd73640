import { act, fireEvent } from '@testing-library/react';
import { kindSpecs } from '@wharf/engine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { click, typeInto } from '../console/testing/domHelpers';
import { pageOf, renderBuilder } from './appGroups/appGroupTestServer';

// The definition lists reach each kind through the registries: a new definition starts from the
// designers registry's scaffold, the designer is the registry's, and the move dialog offers
// "take tables along" where the engine registry's spec says so.

const buttons = ['eformForm:edit', 'eformForm:publish', 'eformView:edit', 'eformTable:edit', 'appGroup:move'];
const record = (kind: string, code: string, name: string, id = 'a1111111-1111-4111-8111-111111111111') => ({ id, kind, code, name, status: 'draft', version: 1, publishedVersion: null, schemaVersion: 1, groupId: null, createBy: null, createTime: '2026-11-22T00:00:00Z', updateBy: null, updateTime: '2026-11-22T00:00:00Z' });
const lists = { table: '/eform/tables', form: '/eform/forms', view: '/eform/views' } as const;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the definition lists go through the kind registries', () => {
  it.each(Object.keys(lists) as Array<keyof typeof lists>)('the %s list offers "take tables along" exactly when its kind takes its tables along', async (kind) => {
    const row = record(kind, `${kind}_one`, 'One');
    const app = await renderBuilder(lists[kind], buttons, {
      'GET /api/eform/appGroup/list': () => pageOf([], { ungrouped: {} }),
      'GET /api/eform/definitions': () => pageOf([row]),
      [`GET /api/eform/definitions/${row.id}`]: () => ({ ...row, body: {} }),
    });
    await vi.waitFor(() => expect(app.container.textContent).toContain(`${kind}_one`), { timeout: 30_000 });
    await click(app.container.querySelector('tbody input[type="checkbox"]'));
    await click(app.container.querySelector('[data-testid="move-to-group"]'));
    await vi.waitFor(() => expect(document.querySelector('#moveToGroup_groupId')).not.toBeNull());
    const offersTables = document.querySelector('[data-testid="move-to-group-tables"]') !== null;
    expect(offersTables).toBe(kindSpecs[kind].appGroup.takesTablesAlong);
    // What the registry says, held to what the lists offered before it: forms and views, not tables.
    expect(offersTables).toBe(kind !== 'table');
    app.unmount();
  }, 60_000);

  it('a new table starts as the table scaffold (one varchar column) in the table designer', async () => {
    const app = await renderBuilder(lists.table, buttons, { 'GET /api/eform/definitions': () => pageOf([]) });
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="new-table"]')).not.toBeNull(), { timeout: 30_000 });
    await click(app.container.querySelector('[data-testid="new-table"]'));
    await vi.waitFor(() => expect(document.querySelector('[data-testid="table-designer"]')).not.toBeNull(), { timeout: 30_000 });
    expect((document.querySelector('[data-testid="table-name"]') as HTMLInputElement).value).toBe('');
    expect(document.querySelector('[data-testid="table-designer"]')?.innerHTML).toContain('field1');
    app.unmount();
  }, 60_000);

  it('a new view opens the view designer', async () => {
    const app = await renderBuilder(lists.view, buttons, { 'GET /api/eform/definitions': () => pageOf([]) });
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="new-view"]')).not.toBeNull(), { timeout: 30_000 });
    await click(app.container.querySelector('[data-testid="new-view"]'));
    await vi.waitFor(() => expect(document.querySelector('.wharf-view-designer')).not.toBeNull(), { timeout: 30_000 });
    app.unmount();
  }, 60_000);

  it('a new blank form is stored as the form scaffold, enabled, and opens in the form designer', async () => {
    const created = record('form', 'dec_new', '新单', 'f2222222-2222-4222-8222-222222222222');
    const body = { schemaVersion: 2, formCode: 'dec_new', formName: '新单', fields: [], formStatus: 'enable' };
    const app = await renderBuilder(lists.form, buttons, {
      'GET /api/eform/appGroup/list': () => pageOf([], { ungrouped: {} }),
      'GET /api/eform/definitions': () => pageOf([]),
      'POST /api/eform/definitions': () => ({ ...created, body }),
      [`GET /api/eform/definitions/${created.id}`]: () => ({ ...created, body }),
    });
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="new-form-button"]')).not.toBeNull(), { timeout: 30_000 });
    await click(app.container.querySelector('[data-testid="new-form-button"]'));
    await vi.waitFor(() => expect(document.querySelector('[data-testid="new-form-code"]')).not.toBeNull());
    await typeInto(document.querySelector('[data-testid="new-form-code"]'), 'dec_new');
    await typeInto(document.querySelector('[data-testid="new-form-name"]'), '新单');
    await act(async () => {
      fireEvent.click(document.querySelector('.ant-modal-footer .ant-btn-primary')!);
    });
    const creates = () => app.calls.filter((call) => call.method === 'POST' && call.path === '/api/eform/definitions');
    await vi.waitFor(() => expect(creates()).toHaveLength(1));
    expect(creates()[0]!.body).toEqual({ kind: 'form', code: 'dec_new', name: '新单', body });
    await vi.waitFor(() => expect(document.querySelector('[data-testid="form-designer"]')).not.toBeNull(), { timeout: 30_000 });
    app.unmount();
  }, 60_000);
});
