import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';

/**
 * Issue 18 §3: find usages, definition copy and delete, and deletes and renames of what is in use
 * refused with the list of its users — on the customs example installed in demo.
 */

interface Definition {
  id: string;
  kind: string;
  code: string;
  name: string;
  status: string;
  version: number;
  body: Record<string, unknown>;
}
interface Usage {
  kind: string;
  id: string;
  code: string;
  name: string;
  paths: string[];
}

let app: TestApp;
let admin: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.loginAs('demo_admin');
  const list = await app.api<{ records: Definition[] }>('GET', '/api/eform/definitions?pageSize=500', { token: admin });
  for (const d of list.body.result.records) ids[`${d.kind}:${d.code}`] = d.id;
});
afterAll(async () => {
  await app?.close();
});

const usagesOf = async (kind: string, code: string, token = admin) => app.api<Usage[]>('GET', `/api/eform/usages?kind=${kind}&code=${code}`, { token });

describe('find usages', () => {
  it('lists the forms naming a dictionary, with where they name it', async () => {
    const response = await usagesOf('dictionary', 'customs_port');
    expect(response.status).toBe(200);
    const form = response.body.result.find((usage) => usage.kind === 'form' && usage.code === 'dec_form');
    expect(form?.paths.length).toBeGreaterThan(0);
    expect(form?.id).toBe(ids['form:dec_form']);
  });

  it('lists the views, workflows and import tasks using a form, and nothing for an unused code', async () => {
    const usages = (await usagesOf('form', 'dec_form')).body.result;
    expect(usages.map((usage) => usage.kind)).toEqual(expect.arrayContaining(['view', 'workflow']));
    expect((await usagesOf('dictionary', 'nobody_uses_this')).body.result).toEqual([]);
  });

  it('lists the menu entries that open a view', async () => {
    const view = (await app.api<Definition>('GET', `/api/eform/definitions/${ids['view:dec_list_view']}`, { token: admin })).body.result;
    await app.api('POST', `/api/eform/definitions/${view.id}/publish`, { token: admin, body: {} });
    const parent = await app.database.owner('sys_permission').where({ menu_code: 'customs' }).first<{ id: string }>('id');
    const placed = await app.api<{ id: string }>('POST', '/api/eform/views/dec_list_view/menu', { token: admin, body: { parentId: parent!.id, title: 'Declarations again', menuCode: 'usage_view_menu' } });
    expect(placed.status).toBe(200);
    const usages = (await usagesOf('view', 'dec_list_view')).body.result;
    expect(usages).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'menu', code: 'usage_view_menu', id: placed.body.result.id })]));
  });

  it('is refused to a user who designs nothing, and a bad kind is a 400 naming the field', async () => {
    await app.api('POST', '/api/system/user/add', { token: admin, body: { username: 'usage_norole', realname: 'No role', password: 'Usage-2026!x', roleIds: [] } });
    await app.database.owner('sys_user').where({ username: 'usage_norole' }).update({ force_change_pass: 'N' });
    const nobody = await app.loginAs('usage_norole', 'Usage-2026!x');
    expect((await usagesOf('dictionary', 'customs_port', nobody)).status).toBe(403);
    const bad = await usagesOf('spaceship', 'x');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('/query/kind');
  });
});

describe('deleting or renaming what is in use', () => {
  it('refuses to delete a dictionary a form uses, naming the form', async () => {
    const dict = await app.database.owner('sys_dict as d').join('sys_tenant as t', 't.id', 'd.tenant_id').where({ 'd.dict_code': 'customs_port', 't.tenant_code': 'demo' }).first<{ id: string }>('d.id');
    const response = await app.api<{ usages: Usage[] }>('DELETE', `/api/system/dict/delete?id=${dict!.id}`, { token: admin });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('dec_form');
    expect(response.body.result.usages.map((usage) => usage.code)).toContain('dec_form');
    expect(await app.database.owner('sys_dict').where({ id: dict!.id }).first('id')).toBeDefined();
  });

  it('refuses to change the code of a dictionary in use, and allows it for one nobody uses', async () => {
    const dict = await app.database.owner('sys_dict as d').join('sys_tenant as t', 't.id', 'd.tenant_id').where({ 'd.dict_code': 'customs_port', 't.tenant_code': 'demo' }).first<{ id: string }>('d.id');
    const record = (await app.api<Record<string, unknown>>('GET', `/api/system/dict/queryById?id=${dict!.id}`, { token: admin })).body.result;
    const renamed = await app.api('PUT', '/api/system/dict/edit', { token: admin, body: { ...record, id: dict!.id, dictCode: 'customs_port_2' } });
    expect(renamed.status).toBe(400);
    expect(JSON.stringify(renamed.body)).toContain('/body/dictCode');
    const added = await app.api<{ id: string }>('POST', '/api/system/dict/add', { token: admin, body: { dictCode: 'lonely_dict', dictName: 'Lonely', items: [] } });
    expect(added.status).toBe(200);
    expect((await app.api('PUT', '/api/system/dict/edit', { token: admin, body: { id: added.body.result.id, dictCode: 'lonely_dict_2', dictName: 'Lonely', items: [] } })).status).toBe(200);
    expect((await app.api('DELETE', `/api/system/dict/delete?id=${added.body.result.id}`, { token: admin })).status).toBe(200);
  });

  it('refuses to delete or recode a fill rule a form numbers with, naming the form', async () => {
    const rule = await app.database.owner('sys_fill_rule as r').join('sys_tenant as t', 't.id', 'r.tenant_id').where({ 'r.rule_code': 'dec_entry_no', 't.tenant_code': 'demo' }).first<{ id: string; rule_name: string; rule_params: unknown }>('r.id', 'r.rule_name', 'r.rule_params');
    const refused = await app.api('DELETE', `/api/system/fillRule/delete?id=${rule!.id}`, { token: admin });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('dec_head_import');
    const recoded = await app.api('PUT', '/api/system/fillRule/edit', { token: admin, body: { id: rule!.id, ruleCode: 'dec_entry_no_2', ruleName: rule!.rule_name, ruleParams: rule!.rule_params } });
    expect(recoded.status).toBe(400);
    expect(JSON.stringify(recoded.body)).toContain('/body/ruleCode');
    // Renaming keeps the code: allowed.
    expect((await app.api('PUT', '/api/system/fillRule/edit', { token: admin, body: { id: rule!.id, ruleCode: 'dec_entry_no', ruleName: 'Renamed', ruleParams: rule!.rule_params } })).status).toBe(200);
  });

  it('refuses to delete a form its view and workflow use, naming them', async () => {
    const response = await app.api('DELETE', `/api/eform/definitions/${ids['form:dec_form']}`, { token: admin });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('dec_form');
    expect(await app.database.owner('eform_definition').where({ id: ids['form:dec_form'] }).first('id')).toBeDefined();
  });
});

describe('copying and deleting definitions', () => {
  it('copies a form into a draft under a free code and a "copy of" name, then deletes the copy', async () => {
    const copy = await app.api<Definition>('POST', `/api/eform/definitions/${ids['form:dec_form']}/copy?lang=en_US`, { token: admin, body: {} });
    expect(copy.status).toBe(201);
    expect(copy.body.result).toMatchObject({ kind: 'form', code: 'dec_form_copy', status: 'draft', version: 1 });
    expect(copy.body.result.name).toMatch(/^Copy of /);
    expect(copy.body.result.body.formCode).toBe('dec_form_copy');
    const second = await app.api<Definition>('POST', `/api/eform/definitions/${ids['form:dec_form']}/copy`, { token: admin, body: {} });
    expect(second.body.result.code).toBe('dec_form_copy2');
    // Nothing uses a fresh copy: it can go, with its revisions.
    expect((await app.api('DELETE', `/api/eform/definitions/${copy.body.result.id}`, { token: admin })).status).toBe(200);
    expect(await app.database.owner('eform_definition_revision').where({ definition_id: copy.body.result.id }).first('id')).toBeUndefined();
    expect((await app.api('GET', `/api/eform/definitions/${copy.body.result.id}`, { token: admin })).status).toBe(404);
  });

  it('gives a copied view its own stored id, and refuses a code already taken', async () => {
    const copy = await app.api<Definition>('POST', `/api/eform/definitions/${ids['view:dec_list_view']}/copy`, { token: admin, body: { code: 'dec_view_copy', name: 'Declarations (copy)' } });
    expect(copy.status).toBe(201);
    expect(copy.body.result.body.viewId).toBe(copy.body.result.id);
    const clash = await app.api('POST', `/api/eform/definitions/${ids['view:dec_list_view']}/copy`, { token: admin, body: { code: 'dec_view_copy' } });
    expect(clash.status).toBe(400);
    expect(JSON.stringify(clash.body)).toContain('/body/code');
  });

  it("gives a copied view's buttons permission points of its own code, so its grants are not the original's", async () => {
    const original = (await app.api<Definition>('GET', `/api/eform/definitions/${ids['view:dec_list_view']}`, { token: admin })).body.result;
    const originalPoints = (original.body.buttons as Array<{ permission?: string }>).map((button) => button.permission);
    expect(originalPoints).toContain('dec_list_view:add');
    const copy = await app.api<Definition>('POST', `/api/eform/definitions/${ids['view:dec_list_view']}/copy`, { token: admin, body: { code: 'dec_view_points', name: 'Declarations (points)' } });
    expect(copy.status).toBe(201);
    const copiedPoints = (copy.body.result.body.buttons as Array<{ permission?: string }>).map((button) => button.permission);
    expect(copiedPoints).toEqual(originalPoints.map((point) => point?.replace(/^dec_list_view:/, 'dec_view_points:')));
    expect(copiedPoints.some((point) => point?.startsWith('dec_list_view:'))).toBe(false);
    // The stored head revision is the same body.
    const stored = await app.database.owner('eform_definition').where({ id: copy.body.result.id }).first<{ body: { buttons: Array<{ permission?: string }> } }>('body');
    expect(stored!.body.buttons.map((button) => button.permission)).toEqual(copiedPoints);
  });

  it('answers 404 for a definition that does not exist', async () => {
    expect((await app.api('DELETE', '/api/eform/definitions/00000000-0000-4000-8000-000000000000', { token: admin })).status).toBe(404);
    expect((await app.api('POST', '/api/eform/definitions/00000000-0000-4000-8000-000000000000/copy', { token: admin, body: {} })).status).toBe(404);
  });
});
