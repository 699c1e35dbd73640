import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySeeds } from '../src/app/composition';
import { testAdminPassword } from './support/constants';
import { startTestApp, type TestApp } from './support/testApp';

interface Menu {
  path: string;
  back: string;
  component?: string;
  children?: Menu[];
}

const log = pino({ level: 'silent' });
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app.close());

const flatten = (menus: Menu[]): Menu[] => menus.flatMap((m) => [m, ...flatten(m.children ?? [])]);
const menusOf = async (username: string) => {
  const { body } = await app.api<{ menu: Menu[] }>('GET', '/api/system/getUserPermissionByToken', { token: await app.loginAs(username) });
  return flatten(body.result.menu);
};
const staffRoleId = async () => {
  const demo = (await app.database.owner('sys_tenant').where({ tenant_code: 'demo' }).first<{ id: string }>('id'))!.id;
  return (await app.database.owner('sys_role').where({ tenant_id: demo, role_code: 'staff' }).first<{ id: string }>('id'))!.id;
};
const staffHolds = async (menuCode: string) => Boolean(await app.database.owner('sys_role_permission as rp')
  .join('sys_permission as p', 'p.id', 'rp.permission_id')
  .where({ 'rp.role_id': await staffRoleId(), 'p.menu_code': menuCode })
  .first('p.id'));

/** The workflow pages staff reach from the front menu (seeds/menus.json, seeds/access.json). */
const staffWorkflowPages = { '/bpm/todo': 'bpm/TodoList', '/bpm/done': 'bpm/DoneList', '/bpm/cc': 'bpm/CcList', '/bpm/started': 'bpm/StartedList', '/bpm/delegations': 'bpm/DelegateList' };
/** The workflow management pages of the back office. */
const managementPages = { '/workflow/templates': 'bpm/TemplateList', '/workflow/instances': 'bpm/InstanceList', '/workflow/analytics': 'bpm/Analytics' };
const pagesUnder = (menus: Menu[], prefix: string) => Object.fromEntries(menus.filter((m) => m.path.startsWith(`${prefix}/`)).map((m) => [m.path, m.component]));

describe('the workflow menus (issue 16)', () => {
  it('gives staff the workflow pages in the front menu and nothing of its management', async () => {
    const menus = await menusOf('dec_clerk');
    expect(pagesUnder(menus, '/bpm')).toEqual(staffWorkflowPages);
    expect(menus.find((m) => m.path === '/bpm')?.back).toBe('0');
    expect(pagesUnder(menus, '/workflow')).toEqual({});
  });

  it('gives the tenant administrator the management pages in the back office, beside the workflow designer\'s permission', async () => {
    const token = await app.loginAs('demo_admin');
    const { body } = await app.api<{ menu: Menu[]; auth: { action: string }[] }>('GET', '/api/system/getUserPermissionByToken', { token });
    const menus = flatten(body.result.menu);
    expect(pagesUnder(menus, '/workflow')).toEqual(managementPages);
    expect(menus.filter((m) => m.path.startsWith('/workflow')).every((m) => m.back === '1')).toBe(true);
    // The permission the workflow module checks for managers (engine kindSpecs.workflow.designer).
    expect(body.result.auth.map((grant) => grant.action)).toContain('eformWorkflow:design');
    expect((await app.api('GET', '/api/bpm/analytics/top?list=mostStarted', { token })).status).toBe(200);
  });

  it('reaches a database seeded before the workflow menus existed, and gives back no grant an administrator took away', async () => {
    const { owner } = app.database;
    // A database from before: no workflow menus (their grants go with them), and staff lost the download centre.
    await owner('sys_permission').whereIn('menu_code', ['bpm', 'bpmManage']).delete();
    await owner('sys_role_permission').where({ role_id: await staffRoleId() })
      .whereIn('permission_id', owner('sys_permission').where({ menu_code: 'downloadCenter' }).select('id')).delete();
    expect(pagesUnder(await menusOf('dec_clerk'), '/bpm')).toEqual({});

    await applySeeds(owner, testAdminPassword, log);
    const menus = await menusOf('dec_clerk');
    expect(pagesUnder(menus, '/bpm')).toEqual(staffWorkflowPages);
    expect(menus.some((m) => m.path === '/download/center')).toBe(false);
    expect(pagesUnder(await menusOf('demo_admin'), '/workflow')).toEqual(managementPages);

    // Once there, a workflow menu taken from staff stays taken on the next start.
    await owner('sys_role_permission').where({ role_id: await staffRoleId() })
      .whereIn('permission_id', owner('sys_permission').where({ menu_code: 'bpmCc' }).select('id')).delete();
    await applySeeds(owner, testAdminPassword, log);
    expect(await staffHolds('bpmCc')).toBe(false);
    expect(await staffHolds('bpmTodo')).toBe(true);
  });
});
