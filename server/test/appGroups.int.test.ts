import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';

type Issues = { errors: { path: string; code: string }[] };
type Group = { id: string; groupName: string; groupCode: string; sortOrder: number; counts: Record<string, number> };
type Definition = { id: string; kind: string; code: string; groupId: string | null; version: number; updateTime: string };

let app: TestApp;
let demo: string;
let acme: string;
let staff: string;
/** The customs example's definitions in the demo tenant, by "kind:code". */
const ids: Record<string, string> = {};
beforeAll(async () => {
  app = await startTestApp();
  demo = await app.loginAs('demo_admin');
  acme = await app.loginAs('acme_admin');
  staff = await app.loginAs('demo_user');
  const all = await app.api<{ records: Definition[] }>('GET', '/api/eform/definitions?pageSize=500', { token: demo });
  for (const d of all.body.result.records) ids[`${d.kind}:${d.code}`] = d.id;
});
afterAll(async () => app.close());

const add = (token: string, body: Record<string, unknown>) => app.api<Group>('POST', '/api/eform/appGroup/add', { token, body });
const move = (token: string, body: Record<string, unknown>) => app.api<{ movedCount: number; tablesTakenAlong: number }>('POST', '/api/eform/appGroup/move', { token, body });
const listed = async (query: string) => (await app.api<{ records: Definition[] }>('GET', `/api/eform/definitions?pageSize=500&${query}`, { token: demo })).body.result.records.map((d) => `${d.kind}:${d.code}`).sort();
/** Every demo definition's group, read past the API, to prove what did not change. */
const groupsInDatabase = async () => Object.fromEntries((await app.database.owner('eform_definition').whereIn('id', Object.values(ids)).select<Array<{ id: string; group_id: string | null }>>('id', 'group_id')).map((r) => [r.id, r.group_id]));

describe('app groups', () => {
  it('adds, reads, lists (with counts per kind), edits and deletes a group', async () => {
    const created = await add(demo, { groupName: '报关', groupCode: 'customs', description: 'Customs app', icon: 'appstore', sortOrder: 2 });
    expect(created.status).toBe(200);
    expect(created.body.result).toMatchObject({ groupName: '报关', groupCode: 'customs', sortOrder: 2, counts: {} });
    const other = await add(demo, { groupName: 'Archive', groupCode: 'archive', sortOrder: 1 });

    // App groups are for designers (issue 14): a user who designs nothing does not even read them.
    expect((await app.api('GET', '/api/eform/appGroup/list?pageNo=1&pageSize=10', { token: staff })).status).toBe(403);
    expect((await app.api('GET', `/api/eform/appGroup/queryById?id=${created.body.result.id}`, { token: staff })).status).toBe(403);
    const list = await app.api<{ records: Group[]; total: number }>('GET', '/api/eform/appGroup/list?pageNo=1&pageSize=10', { token: demo });
    expect(list.body.result.records.map((g) => g.groupCode)).toEqual(['archive', 'customs']);
    const searched = await app.api<{ records: Group[]; total: number }>('GET', '/api/eform/appGroup/list?keyword=CUST', { token: demo });
    expect(searched.body.result).toMatchObject({ total: 1, records: [{ groupCode: 'customs' }] });

    expect((await move(demo, { groupId: created.body.result.id, tableNameArray: ['form', 'view'], idArray: [ids['form:dec_form'], ids['view:dec_list_view']] })).status).toBe(200);
    const read = await app.api<Group>('GET', `/api/eform/appGroup/queryById?id=${created.body.result.id}`, { token: demo });
    expect(read.body.result.counts).toEqual({ form: 1, view: 1 });
    // The list also counts what is in no group, as the definitions list filtered by `none` shows it.
    const ungrouped = (await app.api<{ ungrouped: Record<string, number> }>('GET', '/api/eform/appGroup/list', { token: demo })).body.result.ungrouped;
    const expected: Record<string, number> = {};
    for (const entry of await listed('groupId=none')) expected[entry.split(':')[0]!] = (expected[entry.split(':')[0]!] ?? 0) + 1;
    expect(ungrouped).toEqual(expected);
    expect(await listed('groupId=none')).not.toContain('form:dec_form');

    const edited = await app.api<Group>('PUT', '/api/eform/appGroup/edit', { token: demo, body: { id: created.body.result.id, groupName: 'Customs', groupCode: 'customs_app' } });
    expect(edited.body.result).toMatchObject({ groupName: 'Customs', groupCode: 'customs_app', sortOrder: 0, counts: { form: 1, view: 1 } });

    expect((await app.api('DELETE', `/api/eform/appGroup/delete?id=${other.body.result.id}`, { token: demo })).status).toBe(200);
    expect((await app.api('GET', `/api/eform/appGroup/queryById?id=${other.body.result.id}`, { token: demo })).status).toBe(404);
  });

  it('refuses to delete a group that still holds definitions, saying how many', async () => {
    const group = (await add(demo, { groupName: 'Busy', groupCode: 'busy' })).body.result;
    await move(demo, { groupId: group.id, tableNameArray: ['table', 'table'], idArray: [ids['table:dec_head'], ids['table:dec_list']] });
    const refused = await app.api('DELETE', `/api/eform/appGroup/delete?id=${group.id}`, { token: demo, headers: { secLang: 'en_US' } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ messageCode: 'appGroup/not-empty', message: 'The app group Busy still holds 2 designs; move them out before deleting it' });
    expect((await app.api('GET', `/api/eform/appGroup/queryById?id=${group.id}`, { token: demo })).body.result).toMatchObject({ counts: { table: 2 } });
    // Emptied (moved to no group), it goes.
    expect((await move(demo, { groupId: '', tableNameArray: ['table', 'table'], idArray: [ids['table:dec_head'], ids['table:dec_list']] })).body.result.movedCount).toBe(2);
    expect((await app.api('DELETE', `/api/eform/appGroup/delete?id=${group.id}`, { token: demo })).status).toBe(200);
  });

  it('keeps names and codes unique per tenant, with the clash at its field', async () => {
    await add(demo, { groupName: 'Trade', groupCode: 'trade' });
    const sameName = await add(demo, { groupName: 'Trade', groupCode: 'trade2' });
    expect(sameName.status).toBe(400);
    expect((sameName.body.result as unknown as Issues).errors).toMatchObject([{ path: '/body/groupName', code: 'appGroup/name-exists' }]);
    const sameCode = await add(demo, { groupName: 'Trade 2', groupCode: 'trade' });
    expect((sameCode.body.result as unknown as Issues).errors).toMatchObject([{ path: '/body/groupCode', code: 'appGroup/code-exists' }]);
    // Another tenant may use the same name and code.
    expect((await add(acme, { groupName: 'Trade', groupCode: 'trade' })).status).toBe(200);
  });

  it('answers hostile or malformed input with a 400 naming each field', async () => {
    const bad = await add(demo, { groupName: 'x'.repeat(51), groupCode: "a'; drop table eform_app_group;--", sortOrder: 'first', extra: 1 });
    expect(bad.status).toBe(400);
    expect((bad.body.result as unknown as Issues).errors.map((e) => e.path).sort()).toEqual(['/body/extra', '/body/groupCode', '/body/groupName', '/body/sortOrder']);
    expect((await add(demo, { groupName: '   ', groupCode: 'blank' })).status).toBe(400);
    expect((await app.api<Issues>('GET', '/api/eform/appGroup/queryById?id=1%20or%201=1', { token: demo })).body.result.errors).toMatchObject([{ path: '/query/id' }]);
    expect((await app.api<Issues>('GET', '/api/eform/appGroup/list?pageSize=7', { token: demo })).body.result.errors).toMatchObject([{ path: '/query/pageSize' }]);
    expect((await app.api<Issues>('GET', '/api/eform/definitions?groupId=x%27%20or%201=1', { token: demo })).body.result.errors).toMatchObject([{ path: '/query/groupId' }]);
    expect((await app.api<Issues>('GET', '/api/eform/tables?groupId=all', { token: demo })).body.result.errors).toMatchObject([{ path: '/query/groupId' }]);

    const before = await groupsInDatabase();
    const mismatch = await move(demo, { groupId: null, tableNameArray: ['form'], idArray: [ids['form:dec_form'], ids['view:dec_list_view']] });
    expect(mismatch.status).toBe(400);
    expect((mismatch.body.result as unknown as Issues).errors).toMatchObject([{ path: '/body/tableNameArray', code: 'appGroup/length-mismatch' }]);
    const badItems = await move(demo, { groupId: 'nope', splitTableName: 'yes', tableNameArray: ['sys_user'], idArray: ['1'] });
    expect((badItems.body.result as unknown as Issues).errors.map((e) => e.path).sort()).toEqual(['/body/groupId', '/body/idArray/0', '/body/splitTableName', '/body/tableNameArray/0']);
    const tooMany = await move(demo, { tableNameArray: Array(501).fill('form'), idArray: Array(501).fill(ids['form:dec_form']) });
    expect((tooMany.body.result as unknown as Issues).errors.map((e) => e.path).sort()).toEqual(['/body/idArray', '/body/tableNameArray']);
    expect((await move(demo, { tableNameArray: [], idArray: [] })).status).toBe(400);
    expect(await groupsInDatabase()).toEqual(before);
  });

  it('moves all or nothing: a wrong kind or an unknown id moves none of the others', async () => {
    const group = (await add(demo, { groupName: 'All or nothing', groupCode: 'atomic' })).body.result;
    const before = await groupsInDatabase();
    const wrongKind = await move(demo, { groupId: group.id, tableNameArray: ['form', 'form'], idArray: [ids['form:dec_quick_note'], ids['view:dec_list_view']] });
    expect(wrongKind.status).toBe(404);
    const unknown = await move(demo, { groupId: group.id, tableNameArray: ['form', 'form'], idArray: [ids['form:dec_quick_note'], '00000000-0000-4000-8000-000000000000'] });
    expect(unknown.status).toBe(404);
    const unknownGroup = await move(demo, { groupId: '00000000-0000-4000-8000-000000000000', tableNameArray: ['form'], idArray: [ids['form:dec_quick_note']] });
    expect(unknownGroup.status).toBe(404);
    expect(await groupsInDatabase()).toEqual(before);
  });

  it("keeps tenants apart: another tenant's ids and groups are not found and nothing changes", async () => {
    const demoGroup = (await add(demo, { groupName: 'Demo only', groupCode: 'demo_only' })).body.result;
    const acmeGroup = (await add(acme, { groupName: 'Acme only', groupCode: 'acme_only' })).body.result;
    const before = await groupsInDatabase();
    // Acme moving demo's definitions into its own group, or demo's into demo's group.
    expect((await move(acme, { groupId: acmeGroup.id, tableNameArray: ['form'], idArray: [ids['form:dec_form']] })).status).toBe(404);
    expect((await move(acme, { groupId: demoGroup.id, tableNameArray: ['form'], idArray: [ids['form:dec_form']] })).status).toBe(404);
    // Demo moving its own definitions into acme's group.
    expect((await move(demo, { groupId: acmeGroup.id, tableNameArray: ['form'], idArray: [ids['form:dec_form']] })).status).toBe(404);
    expect(await groupsInDatabase()).toEqual(before);
    expect((await app.api('GET', `/api/eform/appGroup/queryById?id=${demoGroup.id}`, { token: acme })).status).toBe(404);
    expect((await app.api('PUT', '/api/eform/appGroup/edit', { token: acme, body: { id: demoGroup.id, groupName: 'Taken', groupCode: 'taken' } })).status).toBe(404);
    expect((await app.api('DELETE', `/api/eform/appGroup/delete?id=${demoGroup.id}`, { token: acme })).status).toBe(404);
    expect((await app.api('GET', `/api/eform/appGroup/queryById?id=${demoGroup.id}`, { token: demo })).body.result).toMatchObject({ groupName: 'Demo only' });
    expect((await app.api<{ records: Group[] }>('GET', '/api/eform/appGroup/list?pageSize=500', { token: acme })).body.result.records.map((g) => g.groupCode)).not.toContain('demo_only');
  });

  it("splitTableName 'Y' takes a form's and a view's tables along; the lists filter by group or by no group", async () => {
    const group = (await add(demo, { groupName: 'With tables', groupCode: 'with_tables' })).body.result;
    const head = (await app.api<Definition>('GET', `/api/eform/definitions/${ids['form:dec_form']}`, { token: demo })).body.result;
    const moved = await move(demo, { groupId: group.id, splitTableName: 'Y', tableNameArray: ['form'], idArray: [ids['form:dec_form']] });
    expect(moved.body.result).toEqual({ movedCount: 3, tablesTakenAlong: 2 });
    expect(await listed(`groupId=${group.id}`)).toEqual(['form:dec_form', 'table:dec_head', 'table:dec_list']);
    expect(await listed(`groupId=${group.id}&kind=table`)).toEqual(['table:dec_head', 'table:dec_list']);
    expect(await listed('groupId=none')).not.toContain('form:dec_form');
    expect(await listed('groupId=none')).toContain('form:dec_quick_note');
    const tables = await app.api<{ records: Array<{ code: string }> }>('GET', `/api/eform/tables?groupId=${group.id}`, { token: demo });
    expect(tables.body.result.records.map((t) => t.code)).toEqual(['dec_head', 'dec_list']);
    expect((await app.api<{ records: unknown[] }>('GET', '/api/eform/tables?groupId=none', { token: demo })).body.result.records).toEqual([]);
    // Moving is not an edit: the form keeps its version and update time.
    const after = (await app.api<Definition>('GET', `/api/eform/definitions/${ids['form:dec_form']}`, { token: demo })).body.result;
    expect({ version: after.version, updateTime: after.updateTime }).toEqual({ version: head.version, updateTime: head.updateTime });

    // Without 'Y' only the listed definition moves.
    const view = await move(demo, { groupId: group.id, splitTableName: 'N', tableNameArray: ['view'], idArray: [ids['view:dec_list_view']] });
    expect(view.body.result).toEqual({ movedCount: 1, tablesTakenAlong: 0 });
  });

  it('needs the app group buttons to change anything', async () => {
    expect((await add(staff, { groupName: 'Staff', groupCode: 'staff' })).status).toBe(403);
    const group = (await add(demo, { groupName: 'Guarded', groupCode: 'guarded' })).body.result;
    expect((await app.api('PUT', '/api/eform/appGroup/edit', { token: staff, body: { id: group.id, groupName: 'x', groupCode: 'x' } })).status).toBe(403);
    expect((await app.api('DELETE', `/api/eform/appGroup/delete?id=${group.id}`, { token: staff })).status).toBe(403);
    expect((await move(staff, { groupId: group.id, tableNameArray: ['form'], idArray: [ids['form:dec_quick_note']] })).status).toBe(403);
    const permissions = await app.api<{ auth: Array<{ action: string }> }>('GET', '/api/system/getUserPermissionByToken', { token: demo });
    expect(permissions.body.result.auth.map((a) => a.action)).toEqual(expect.arrayContaining(['appGroup:add', 'appGroup:edit', 'appGroup:delete', 'appGroup:move']));
  });
});
