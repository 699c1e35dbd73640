import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';
import { column, insertRows, publishDefinition, syncedTable } from './support/eformDataSources';

type Row = Record<string, unknown> & { id: string };
type Answer = { records: Row[]; hasMore: boolean; errors: Array<{ path: string; code: string }> };

let app: TestApp;
let admin: string;

const draft = (extra: Record<string, unknown> = {}) => ({
  schemaVersion: 1, viewCode: 'prev_list', viewName: 'Preview', viewType: 'table', tableName: 'prev_rows',
  columns: [{ colCode: 'title', colName: 'Title' }, { colCode: 'phone', colName: 'Phone', tuoMin: 'phonenumber' }, { colCode: 'amount', colName: 'Amount', colType: 'number' }],
  ...extra,
});

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.loginAs('demo_admin');
  const physical = await syncedTable(app, admin, 'demo', 'prev_rows', [column('title', 'varchar', { colLength: 100 }), column('phone', 'varchar', { colLength: 20 }), column('amount', 'int')]);
  await insertRows(app, 'demo', physical, Array.from({ length: 30 }, (_, i) => ({ title: `row ${i}`, phone: `1381234${String(i).padStart(4, '0')}`, amount: i })));
  // A published view of the same code with other columns: the preview must not use (or disturb) it.
  await publishDefinition(app, admin, 'view', 'prev_list', { ...draft(), columns: [{ colCode: 'title', colName: 'Title' }] });
});
afterAll(async () => app.close());

const preview = (body: unknown, token = admin) => app.api<Answer>('POST', '/api/eform/views/preview?lang=en_US', { token, body });

describe('live preview of an unsaved view', () => {
  it('answers the first page exactly as the data endpoint would for that definition, without saving it', async () => {
    const answer = await preview({ definition: draft(), pageSize: 5, query: { column: 'amount', order: 'asc' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.result.records.map((r) => r.amount)).toEqual([0, 1, 2, 3, 4]);
    expect(answer.body.result.hasMore).toBe(true);
    expect(Object.keys(answer.body.result.records[0]!)).toEqual(expect.arrayContaining(['id', 'title', 'phone', 'amount']));
    // The published view of that code still answers with its own columns.
    const published = await app.api<Answer>('GET', '/api/eform/views/prev_list/data?pageSize=10&column=createTime&order=asc', { token: admin });
    expect(Object.keys(published.body.result.records[0]!)).not.toContain('amount');
    const full = await preview({ definition: draft() });
    expect(full.body.result.records).toHaveLength(20);
  });

  it('masks for callers without the unmask permission, as the list does', async () => {
    const unmasked = await preview({ definition: draft(), pageSize: 1, query: { column: 'amount', order: 'asc' } });
    expect(unmasked.body.result.records[0]!.phone).toBe('13812340000');
    // A role user granted view design but not eformView:unmask sees the preview masked.
    const demo = (await app.database.owner('sys_tenant').where({ tenant_code: 'demo' }).first<{ id: string }>('id'))!.id;
    const staffRole = (await app.database.owner('sys_role').where({ tenant_id: demo, role_code: 'staff' }).first<{ id: string }>('id'))!;
    const edit = (await app.database.owner('sys_permission').where({ perms: 'eformView:edit' }).first<{ id: string }>('id'))!;
    const held = await app.api<string[]>('GET', `/api/system/permission/queryRolePermission?roleId=${staffRole.id}`, { token: admin });
    await app.api('POST', '/api/system/permission/saveRolePermission', { token: admin, body: { roleId: staffRole.id, permissionIds: [...held.body.result, edit.id] } });
    const designer = await app.loginAs('demo_user');
    const masked = await preview({ definition: draft(), pageSize: 1, query: { column: 'amount', order: 'asc' } }, designer);
    expect(masked.status, JSON.stringify(masked.body)).toBe(200);
    expect(masked.body.result.records[0]!.phone).not.toBe('13812340000');
    expect(String(masked.body.result.records[0]!.phone)).toContain('*');
  });

  it('refuses a definition that breaks the view schema, naming its paths, and bad sizes', async () => {
    const bad = await preview({ definition: draft({ viewType: 'nope', columns: [{ colCode: 'title' }] }) });
    expect(bad.status).toBe(400);
    const paths = bad.body.result.errors.map((e) => e.path);
    expect(paths.some((p) => p.startsWith('/body/definition/viewType'))).toBe(true);
    expect(paths.some((p) => p.startsWith('/body/definition/columns/0'))).toBe(true);
    expect((await preview({ definition: draft(), pageSize: 21 })).status).toBe(400);
    const unknownColumn = await preview({ definition: draft({ columns: [{ colCode: 'nope', colName: 'Nope' }] }) });
    expect(unknownColumn.status).toBe(400);
    const noTable = await preview({ definition: draft({ tableName: 'no_such_table' }) });
    expect(noTable.status).toBe(400);
  });

  it('is for view designers only', async () => {
    const acme = await app.loginAs('acme_admin');
    // Another tenant's designer sees nothing of this tenant's table.
    expect((await preview({ definition: draft() }, acme)).status).toBe(400);
    await app.database.owner('sys_user_role').whereIn('role_id', app.database.owner('sys_role').where({ role_code: 'staff' }).select('id')).delete();
    const plain = await app.loginAs('demo_user');
    expect((await preview({ definition: draft() }, plain)).status).toBe(403);
  });
});
