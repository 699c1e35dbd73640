import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { definitionDesignerPermissions, designerPermissions } from '@wharf/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';

/**
 * Issue 14 §1: the definition store, the definitions list, app groups and the other designer-side
 * routes answer only to the designers of each kind (engine `definitionDesignerPermissions`); a
 * user with no role, or one holding only a view of an app, reads, changes and publishes nothing.
 */

interface Definition {
  id: string;
  kind: string;
  code: string;
  version: number;
  body?: Record<string, unknown>;
}

let app: TestApp;
let admin: string;
/** Users made as an administrator makes them: a role through the role API, its menus and buttons granted. */
const users: Record<'noRole' | 'viewMenu' | 'viewDesigner' | 'formDesigner' | 'formPublisher' | 'scriptEditor', string> = { noRole: '', viewMenu: '', viewDesigner: '', formDesigner: '', formPublisher: '', scriptEditor: '' };
/** The customs example's definitions in demo, by "kind:code", and one of each kind by kind. */
const ids: Record<string, string> = {};
const oneOf: Record<string, string> = {};

function ok<T>(response: { status: number; body: { result: T } }, what: string): T {
  if (response.status !== 200 && response.status !== 201) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.result;
}

async function userWith(name: string, menuCodes: string[] | null): Promise<string> {
  const roleIds: string[] = [];
  if (menuCodes) {
    const permissionIds = await app.database.owner('sys_permission').whereIn('menu_code', menuCodes).pluck('id');
    expect(permissionIds).toHaveLength(menuCodes.length);
    const role = ok(await app.api<{ id: string }>('POST', '/api/system/role/add', { token: admin, body: { roleCode: `da_${name}`, roleName: name, roleType: 'back' } }), `role ${name}`);
    ok(await app.api('POST', '/api/system/permission/saveRolePermission', { token: admin, body: { roleId: role.id, permissionIds } }), `grant ${name}`);
    roleIds.push(role.id);
  }
  const user = ok(await app.api<{ id: string }>('POST', '/api/system/user/add', { token: admin, body: { username: `da_${name}`, realname: name.slice(0, 10), password: 'Designer-2026!x', roleIds } }), `user ${name}`);
  // As if they had chosen their own password at the first login (the administrator's one must be changed).
  await app.database.owner('sys_user').where({ id: user.id }).update({ force_change_pass: 'N' });
  return app.loginAs(`da_${name}`, 'Designer-2026!x');
}

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.loginAs('demo_admin');
  for (const d of ok(await app.api<{ records: Definition[] }>('GET', '/api/eform/definitions?pageSize=500', { token: admin }), 'list').records) {
    ids[`${d.kind}:${d.code}`] = d.id;
    oneOf[d.kind] = d.id;
  }
  users.noRole = await userWith('norole', null);
  users.viewMenu = await userWith('viewmenu', ['customs', 'customs_declarations']);
  users.viewDesigner = await userWith('viewdesigner', ['eform', 'eformViews', 'eformViewEdit', 'appGroup', 'appGroupMove']);
  users.formDesigner = await userWith('formdesigner', ['eform', 'eformForms', 'eformFormEdit']);
  users.formPublisher = await userWith('formpublisher', ['eform', 'eformForms', 'eformFormEdit', 'eformFormPublish']);
  users.scriptEditor = await userWith('scripteditor', ['eform', 'eformCodeSearch', 'eformCodeSearchEdit']);
});
afterAll(async () => app.close());

const read = (token: string, id: string) => app.api<Definition>('GET', `/api/eform/definitions/${id}`, { token });
const save = (token: string, id: string, body: Record<string, unknown>, version: number) => app.api<Definition>('PUT', `/api/eform/definitions/${id}`, { token, body: { version, body } });
const publish = (token: string, id: string) => app.api<Definition>('POST', `/api/eform/definitions/${id}/publish`, { token, body: {} });
const listKinds = async (token: string, query = '') => {
  const response = await app.api<{ records: Definition[] }>('GET', `/api/eform/definitions?pageSize=500${query}`, { token });
  return { status: response.status, kinds: response.status === 200 ? [...new Set(response.body.result.records.map((d) => d.kind))].sort() : [] };
};

describe('the definition store without designer permissions', () => {
  it('refuses to read, change or publish the customs list view, for a user with no role and one holding its menu', async () => {
    const viewId = ids['view:dec_list_view']!;
    const before = await app.database.owner('eform_definition').where({ id: viewId }).first('version', 'published_version', 'body', 'status');
    const source = (await read(admin, viewId)).body.result;
    for (const token of [users.noRole, users.viewMenu]) {
      expect((await read(token, viewId)).status).toBe(403);
      expect((await save(token, viewId, { ...source.body, viewName: 'Hijacked', reportSql: 'select username from sys_user' }, source.version)).status).toBe(403);
      expect((await publish(token, viewId)).status).toBe(403);
      expect((await app.api('GET', `/api/eform/definitions/${viewId}/revisions`, { token })).status).toBe(403);
      expect((await app.api('GET', `/api/eform/definitions/${viewId}/diff?from=1&to=1`, { token })).status).toBe(403);
      expect((await app.api('GET', '/api/eform/definitions', { token })).status).toBe(403);
      const created = await app.api('POST', '/api/eform/definitions', { token, body: { kind: 'view', code: 'stolen_view', name: 'x', body: { ...source.body, viewCode: 'stolen_view' } } });
      expect(created.status).toBe(403);
    }
    expect(await app.database.owner('eform_definition').where({ id: viewId }).first('version', 'published_version', 'body', 'status')).toEqual(before);
    expect(await app.database.owner('eform_definition').where({ code: 'stolen_view' }).first()).toBeUndefined();
    // The menu holder still reads the view at runtime, through the path that checks menus.
    expect((await app.api('GET', '/api/eform/views/dec_list_view/definition', { token: users.viewMenu })).status).toBe(200);
  });

  it('keeps app groups, templates and menu placement to designers', async () => {
    const group = ok(await app.api<{ id: string }>('POST', '/api/eform/appGroup/add', { token: admin, body: { groupName: 'Customs', groupCode: 'customs_group' } }), 'group');
    const customs = (await app.database.owner('sys_permission').where({ menu_code: 'customs' }).first<{ id: string }>('id'))!.id;
    for (const token of [users.noRole, users.viewMenu]) {
      expect((await app.api('GET', '/api/eform/appGroup/list', { token })).status).toBe(403);
      expect((await app.api('GET', `/api/eform/appGroup/queryById?id=${group.id}`, { token })).status).toBe(403);
      expect((await app.api('POST', '/api/eform/appGroup/move', { token, body: { groupId: group.id, tableNameArray: ['view'], idArray: [ids['view:dec_list_view']] } })).status).toBe(403);
      expect((await app.api('GET', '/api/eform/manage/actAppTemplate/listAll?tempType=form', { token })).status).toBe(403);
      expect((await app.api('POST', '/api/eform/views/dec_list_view/menu', { token, body: { parentId: customs, title: 'x', menuCode: 'stolen_menu' } })).status).toBe(403);
    }
    expect(await app.database.owner('eform_definition').where({ id: ids['view:dec_list_view'] }).first('group_id')).toEqual({ group_id: null });
  });
});

describe('a designer of one kind', () => {
  it('reads, saves and publishes views, and reads the forms and tables views are built on, but no other kind', async () => {
    const token = users.viewDesigner;
    const view = (await read(token, ids['view:dec_list_view']!)).body.result;
    expect(view.kind).toBe('view');
    const saved = await save(token, view.id, { ...view.body, viewName: 'Declarations (designer)' }, view.version);
    expect(saved.status).toBe(200);
    expect((await publish(token, view.id)).status).toBe(200);
    expect((await read(token, ids['form:dec_form']!)).status).toBe(200);
    expect((await read(token, ids['table:dec_head']!)).status).toBe(200);

    const form = (await read(admin, ids['form:dec_form']!)).body.result;
    expect((await save(token, form.id, form.body!, form.version)).status).toBe(403);
    expect((await publish(token, form.id)).status).toBe(403);
    for (const kind of ['report', 'dataset', 'dashboard', 'workflow', 'warning', 'portal', 'template', 'importTask']) expect((await read(token, oneOf[kind]!)).status, kind).toBe(403);

    expect(await listKinds(token)).toEqual({ status: 200, kinds: ['form', 'table', 'view'] });
    expect(await listKinds(token, '&kind=report')).toEqual({ status: 200, kinds: [] });
  });

  it('moves only the kinds it may save into an app group', async () => {
    const group = ok(await app.api<{ id: string }>('POST', '/api/eform/appGroup/add', { token: admin, body: { groupName: 'Views', groupCode: 'views_group' } }), 'group');
    expect((await app.api('GET', '/api/eform/appGroup/list', { token: users.viewDesigner })).status).toBe(200);
    const move = (kinds: string[], codes: string[], splitTableName = 'N') => app.api('POST', '/api/eform/appGroup/move', { token: users.viewDesigner, body: { groupId: group.id, splitTableName, tableNameArray: kinds, idArray: codes.map((c) => ids[c]) } });
    expect((await move(['form'], ['form:dec_form'])).status).toBe(403);
    // Taking the view's table along is saving a table: not this designer's.
    expect((await move(['view'], ['view:dec_list_view'], 'Y')).status).toBe(403);
    expect((await move(['view'], ['view:dec_list_view'])).status).toBe(200);
    expect(await app.database.owner('eform_definition').where({ id: ids['form:dec_form'] }).first('group_id')).toEqual({ group_id: null });
    // The form designer holds no appGroup:move.
    expect((await app.api('POST', '/api/eform/appGroup/move', { token: users.formDesigner, body: { groupId: group.id, tableNameArray: ['form'], idArray: [ids['form:dec_form']] } })).status).toBe(403);
  });

  it('saves a form with eformForm:edit, and publishes it only with eformForm:publish', async () => {
    const form = (await read(users.formDesigner, ids['form:dec_head_import']!)).body.result;
    const saved = await save(users.formDesigner, form.id, { ...form.body, formName: 'Heads (edited)' }, form.version);
    expect(saved.status).toBe(200);
    expect((await publish(users.formDesigner, form.id)).status).toBe(403);
    expect((await publish(users.formPublisher, form.id)).status).toBe(200);
    // Templates are the form designer's: listed, read; views are not.
    expect((await app.api('GET', '/api/eform/manage/actAppTemplate/listAll?tempType=form', { token: users.formDesigner })).status).toBe(200);
    expect(await listKinds(users.formDesigner)).toEqual({ status: 200, kinds: ['form', 'table', 'template'] });
    expect((await read(users.formDesigner, ids['view:dec_list_view']!)).status).toBe(403);
    const customs = (await app.database.owner('sys_permission').where({ menu_code: 'customs' }).first<{ id: string }>('id'))!.id;
    expect((await app.api('POST', '/api/eform/forms/dec_head_import/menu', { token: users.formDesigner, body: { parentId: customs, title: 'x', menuCode: 'heads_menu' } })).status).toBe(403);
    expect((await app.api('POST', '/api/eform/forms/dec_head_import/menu', { token: users.formPublisher, body: { parentId: customs, title: 'Heads', menuCode: 'heads_menu' } })).status).toBe(200);
  });
});

describe('the code search', () => {
  it('saves an edited script into a definition only for a designer who may save that kind', async () => {
    const [hit] = ok(await app.api<Array<{ id: string; group: string; colName: string; script: string }>>('POST', '/api/eform/manage/codeSearch/code', { token: users.scriptEditor, body: { group: 'viewButton' } }), 'search');
    expect(hit).toBeDefined();
    const edit = { id: hit!.id, table_name: hit!.group, code: `${hit!.script}\n// edited`, col_name: hit!.colName };
    const before = await app.database.owner('eform_definition').where({ id: hit!.id }).first('version', 'body');
    expect((await app.api('POST', '/api/eform/manage/codeSearch/update', { token: users.scriptEditor, body: edit })).status).toBe(403);
    expect(await app.database.owner('eform_definition').where({ id: hit!.id }).first('version', 'body')).toEqual(before);
    expect((await app.api('POST', '/api/eform/manage/codeSearch/update', { token: admin, body: edit })).status).toBe(200);
  });
});

describe('the tenant administrator', () => {
  it('designs every kind and lists them all', async () => {
    const { kinds } = await listKinds(admin);
    expect(kinds).toEqual(['dashboard', 'dataset', 'form', 'importTask', 'portal', 'report', 'table', 'template', 'view', 'warning', 'workflow']);
    for (const kind of kinds) expect((await read(admin, oneOf[kind]!)).status, kind).toBe(200);
  });

  it('holds every designer permission, each seeded as a button of the builder package', async () => {
    const seeds = (file: string) => JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'seeds', file), 'utf8')) as Record<string, unknown>;
    const menus = (seeds('menus.json') as { menus: Array<{ menuCode: string; perms?: string }> }).menus;
    const builder = (seeds('access.json') as { packages: Array<{ productCode: string; menus: string[] }> }).packages.find((p) => p.productCode === 'builder')!;
    for (const perms of designerPermissions) {
      const button = menus.find((menu) => menu.perms === perms);
      expect(button, perms).toBeDefined();
      expect(builder.menus, perms).toContain(button!.menuCode);
    }
    const held = ok(await app.api<{ auth: Array<{ action: string }> }>('GET', '/api/system/getUserPermissionByToken', { token: admin }), 'permissions').auth.map((a) => a.action);
    expect(held).toEqual(expect.arrayContaining([...designerPermissions]));
    expect(Object.keys(definitionDesignerPermissions)).toHaveLength(11);
  });
});
