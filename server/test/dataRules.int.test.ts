import { evaluateCondition, type ConditionGroup } from '@wharf/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/withTenant';
import { viewMenuIds } from '../src/eform/views/viewRowFilter';
import { dataRuleFilter } from '../src/permissions/dataRules/dataRuleFilter';
import { startTestApp, type TestApp } from './support/testApp';

let app: TestApp;
let admin: string;
let staff: string;
let ids: { demo: string; staffUser: string; adminUser: string; staffRole: string; workbench: string; messageCenter: string };
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.loginAs('demo_admin');
  staff = await app.loginAs('demo_user');
  const owner = app.ctx.owner;
  const demo = await owner('sys_tenant').where({ tenant_code: 'demo' }).first<{ id: string }>('id');
  const user = (name: string) => owner('sys_user').where({ username: name }).first<{ id: string }>('id');
  const menu = (code: string) => owner('sys_permission').where({ menu_code: code }).first<{ id: string }>('id');
  ids = {
    demo: demo!.id,
    staffUser: (await user('demo_user'))!.id,
    adminUser: (await user('demo_admin'))!.id,
    staffRole: (await owner('sys_role').where({ tenant_id: demo!.id, role_code: 'staff' }).first<{ id: string }>('id'))!.id,
    workbench: (await menu('workbench'))!.id,
    messageCenter: (await menu('messageCenter'))!.id,
  };
});
afterAll(async () => app.close());

const base = '/api/system/permission';
const filterFor = (userId: string, permissionIds: string[]) => dataRuleFilter(app.ctx, { tenantId: ids.demo, homeTenantId: ids.demo, userId }, permissionIds, '2026-11-22');

describe('data rules', () => {
  it('are kept per menu, picked per role, and narrow what a role user sees through that menu', async () => {
    const add = (body: Record<string, unknown>) => app.api<{ id: string }>('POST', `${base}/addPermissionRule`, { token: admin, body });
    const own = await add({ permissionId: ids.workbench, ruleName: 'own rows', ruleColumn: 'createBy', ruleOperator: 'equal', ruleValue: '#{username}' });
    const imports = await add({ permissionId: ids.workbench, ruleName: 'imports', ruleColumn: 'ieFlag', ruleOperator: 'in', ruleValue: 'I,E' });
    expect(own.status).toBe(200);
    const listed = await app.api<Array<{ ruleName: string }>>('GET', `${base}/getPermRuleListByPermId?permissionId=${ids.workbench}`, { token: admin });
    expect(listed.body.result.map((rule) => rule.ruleName)).toEqual(['own rows', 'imports']);

    // No rule picked yet: the role grants the menu without restriction.
    expect(await filterFor(ids.staffUser, [ids.workbench])).toBe(true);

    const save = await app.api('POST', `${base}/saveRolePermissionRule`, { token: admin, body: { roleId: ids.staffRole, permissionId: ids.workbench, dataRuleIds: [own.body.result.id, imports.body.result.id] } });
    expect(save.status).toBe(200);
    const picked = await app.api<{ grantedRuleIds: string[] }>('GET', `${base}/queryPermissionRule?permissionId=${ids.workbench}&roleId=${ids.staffRole}`, { token: admin });
    expect(picked.body.result.grantedRuleIds.sort()).toEqual([own.body.result.id, imports.body.result.id].sort());

    const filter = (await filterFor(ids.staffUser, [ids.workbench])) as ConditionGroup;
    expect(evaluateCondition(filter, { createBy: 'demo_user', ieFlag: 'I' })).toBe(true);
    expect(evaluateCondition(filter, { createBy: 'demo_admin', ieFlag: 'I' })).toBe(false);
    expect(evaluateCondition(filter, { createBy: 'demo_user', ieFlag: 'X' })).toBe(false);

    // A rule switched off no longer applies; administrators are never narrowed.
    await app.api('PUT', `${base}/editPermissionRule`, { token: admin, body: { id: imports.body.result.id, permissionId: ids.workbench, ruleName: 'imports', ruleColumn: 'ieFlag', ruleOperator: 'in', ruleValue: 'I,E', status: '0' } });
    expect(evaluateCondition((await filterFor(ids.staffUser, [ids.workbench])) as ConditionGroup, { createBy: 'demo_user', ieFlag: 'X' })).toBe(true);
    expect(await filterFor(ids.adminUser, [ids.workbench])).toBe(true);

    // A menu none of the user's roles grants shows nothing.
    expect(await filterFor(ids.staffUser, [])).toBe(false);
  });

  it('find the menus that open a view page', async () => {
    await app.ctx.owner('sys_permission').insert({ name: 'dec-list', menu_code: 'decListMenu', menu_type: '1', path: '/customs/dec_list_view', component: 'ViewLayout', back_flag: '0', titles: '{}' });
    await app.ctx.owner('sys_permission').insert({ name: 'dec-form', menu_code: 'decFormMenu', menu_type: '1', path: '/customs/dec_list_view', component: 'FormAddTab', back_flag: '0', titles: '{}' });
    const found = await withTenant(app.ctx.db, ids.demo, (trx) => viewMenuIds(trx, 'dec_list_view'));
    const menuId = async (code: string) => (await app.ctx.owner('sys_permission').where({ menu_code: code }).first<{ id: string }>('id'))!.id;
    expect(found).toContain(await menuId('decListMenu'));
    expect(found).not.toContain(await menuId('decFormMenu'));
    expect(await withTenant(app.ctx.db, ids.demo, (trx) => viewMenuIds(trx, 'dec_%'))).toEqual([]);
  });

  it('stay inside the tenant and refuse bad input, unknown placeholders and other menus\' rules', async () => {
    expect((await app.api('POST', `${base}/addPermissionRule`, { token: staff, body: { permissionId: ids.workbench, ruleName: 'x', ruleColumn: 'a', ruleOperator: 'equal', ruleValue: 'b' } })).status).toBe(403);
    const hostile = await app.api('POST', `${base}/addPermissionRule`, { token: admin, body: { permissionId: 'x', ruleName: '', ruleColumn: "a'; drop table sys_user; --", ruleOperator: 'like', ruleValue: 'b' } });
    expect(hostile.status).toBe(400);
    for (const path of ['/body/permissionId', '/body/ruleName', '/body/ruleColumn', '/body/ruleOperator']) expect(JSON.stringify(hostile.body)).toContain(path);
    const placeholder = await app.api('POST', `${base}/addPermissionRule?lang=en_US`, { token: admin, body: { permissionId: ids.workbench, ruleName: 'p', ruleColumn: 'a', ruleOperator: 'equal', ruleValue: '#{password}' } });
    expect(placeholder.status).toBe(400);
    expect(JSON.stringify(placeholder.body)).toContain('Unknown placeholder: password');

    const other = await app.api<{ id: string }>('POST', `${base}/addPermissionRule`, { token: admin, body: { permissionId: ids.messageCenter, ruleName: 'other', ruleColumn: 'a', ruleOperator: 'equal', ruleValue: 'b' } });
    const mixed = await app.api('POST', `${base}/saveRolePermissionRule`, { token: admin, body: { roleId: ids.staffRole, permissionId: ids.workbench, dataRuleIds: [other.body.result.id] } });
    expect(mixed.status).toBe(400);
    expect(JSON.stringify(mixed.body)).toContain('/body/dataRuleIds/0');

    const acme = await app.loginAs('acme_admin');
    expect((await app.api<unknown[]>('GET', `${base}/getPermRuleListByPermId?permissionId=${ids.workbench}`, { token: acme })).body.result).toEqual([]);
    expect((await app.api('DELETE', `${base}/deletePermissionRule?id=${other.body.result.id}`, { token: acme })).status).toBe(404);
    expect((await app.api('GET', `${base}/queryPermissionRule?permissionId=${ids.workbench}&roleId=${ids.staffRole}`, { token: acme })).status).toBe(404);
  });
});
