import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { column, publishDefinition, syncedTable } from './support/eformDataSources';
import { startTestApp, type TestApp } from './support/testApp';

/** A view button's openScript (spec §3 "openScript (JSON initial data)"), run on the server for the form it opens. */

type Issues = { errors: Array<{ path: string; code: string }> };

let app: TestApp;
let admin: string;
let staff: string;
let acme: string;
const base = '/api/eform/views/oc_cargo_list/buttons';

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.loginAs('demo_admin');
  staff = await app.loginAs('demo_user');
  acme = await app.loginAs('acme_admin');
  await syncedTable(app, admin, 'demo', 'oc_cargo', [column('cargo_no', 'varchar', { colLength: 20 }), column('pieces', 'int')]);
  await publishDefinition(app, admin, 'view', 'oc_cargo_list', {
    schemaVersion: 1, viewCode: 'oc_cargo_list', viewName: 'Cargo', viewType: 'table', tableName: 'oc_cargo',
    columns: [{ colCode: 'cargo_no', colName: 'Cargo no.' }, { colCode: 'pieces', colName: 'Pieces', colType: 'number' }],
    buttons: [
      { buttonName: 'Add', buttonType: 'toolbar', openType: 'add', openScript: "return { cargo_no: 'FROM-' + (input.parameters.source || 'none'), pieces: input.rows.length };" },
      { buttonName: 'Plain add', buttonType: 'toolbar', openType: 'add' },
      { buttonName: 'List back', buttonType: 'toolbar', openType: 'add', openScript: 'return [1, 2];' },
      { buttonName: 'Throws', buttonType: 'toolbar', openType: 'add', openScript: "throw new Error('no cargo chosen');" },
      { buttonName: 'Loops', buttonType: 'toolbar', openType: 'add', openScript: 'for (;;) {}' },
      { buttonName: 'Approve', buttonType: 'toolbar', openType: 'add', permission: 'ocCargo:approve', openScript: 'return { pieces: 1 };' },
    ],
  });
}, 120_000);
afterAll(async () => {
  await app?.close();
});

describe('POST /api/eform/views/{viewCode}/buttons/{index}/openData', () => {
  it("runs the stored button's script on the chosen rows and answers the form's start values", async () => {
    const answer = await app.api<{ data: Record<string, unknown> }>('POST', `${base}/0/openData`, { token: admin, body: { parameters: { source: 'C1' }, rows: [{ id: 'a', cargo_no: 'C1' }, { id: 'b', cargo_no: 'C2' }] } });
    expect(answer.status).toBe(200);
    expect(answer.body.result).toEqual({ data: { cargo_no: 'FROM-C1', pieces: 2 } });
    // The same under the runtime prefix a visitor page uses.
    const runtime = await app.api<{ data: Record<string, unknown> }>('POST', '/api/eform/runtime/view/oc_cargo_list/buttons/0/openData', { token: admin, body: {} });
    expect(runtime.body.result).toEqual({ data: { cargo_no: 'FROM-none', pieces: 0 } });
  });

  it('answers no values for a button without a script', async () => {
    const answer = await app.api<{ data: Record<string, unknown> }>('POST', `${base}/1/openData`, { token: admin, body: { parameters: { source: 'x' } } });
    expect(answer.body.result).toEqual({ data: {} });
  });

  it("says a script's failure, a value that is not an object and a runaway script as the builder's 400s", async () => {
    const list = await app.api('POST', `${base}/2/openData`, { token: admin, body: {} });
    expect(list.status).toBe(400);
    expect(list.body).toMatchObject({ success: false, messageCode: 'view/open-script-not-object' });
    const english = await app.api('POST', `${base}/2/openData?lang=en_US`, { token: admin, body: {} });
    expect(english.body).toMatchObject({ message: "The button's open script must return an object of values by field code" });
    const thrown = await app.api<unknown>('POST', `${base}/3/openData`, { token: admin, body: {} });
    expect(thrown.status).toBe(400);
    expect(thrown.body).toMatchObject({ messageCode: 'view/open-script-failed' });
    expect(String((thrown.body as { message: string }).message)).toContain('no cargo chosen');
    const loops = await app.api('POST', `${base}/4/openData`, { token: admin, body: {} });
    expect(loops.status).toBe(400);
  }, 60_000);

  it('checks the body and the button, with the failing paths', async () => {
    const bad = await app.api<Issues>('POST', `${base}/0/openData`, { token: admin, body: { rows: 'C1', script: 'return 1' } });
    expect(bad.status).toBe(400);
    expect(bad.body.result.errors.map((e) => e.path).sort()).toEqual(['/body/rows', '/body/script']);
    expect((await app.api('POST', `${base}/99/openData`, { token: admin, body: {} })).status).toBe(404);
    expect((await app.api('POST', `${base}/first/openData`, { token: admin, body: {} })).status).toBe(404);
    // The page names the button it pressed: another button at that place (the view republished since) is a conflict.
    expect((await app.api('POST', `${base}/0/openData`, { token: admin, body: { buttonName: 'Plain add' } })).status).toBe(409);
    expect((await app.api('POST', `${base}/0/openData`, { token: admin, body: { buttonName: 'Add' } })).status).toBe(200);
  });

  it("refuses a user who cannot read the view, a button whose permission they lack, and another tenant's view", async () => {
    expect((await app.api('POST', `${base}/0/openData`, { token: staff, body: {} })).status).toBe(403);
    // Nobody holds ocCargo:approve, not even the administrator.
    expect((await app.api('POST', `${base}/5/openData`, { token: admin, body: {} })).status).toBe(403);
    expect((await app.api('POST', `${base}/0/openData`, { token: acme, body: {} })).status).toBe(404);
  });
});
