import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';

interface Definition {
  id: string;
  kind: string;
  code: string;
  status: string;
  version: number;
  publishedVersion: number | null;
  body: Record<string, unknown>;
}
interface Issue {
  path: string;
  code: string;
  message: string;
}

let app: TestApp;
let demo: string;
let acme: string;

const formBody = (code: string, fields: Array<Record<string, unknown>> = [{ colCode: 'entry_no', title: 'Entry number', type: 'input' }]) => ({
  schemaVersion: 2,
  formCode: code,
  formName: `Form ${code}`,
  fields,
});

beforeAll(async () => {
  app = await startTestApp();
  demo = await app.loginAs('demo_admin');
  acme = await app.loginAs('acme_admin');
});
afterAll(async () => app.close());

async function create(token: string, code: string, body: unknown = formBody(code)) {
  return app.api<Definition>('POST', '/api/eform/definitions', { token, body: { kind: 'form', code, name: `Form ${code}`, body } });
}

describe('definition store', () => {
  it('creates a draft at version 1 and reads it back', async () => {
    const created = await create(demo, 'cargo_manifest');
    expect(created.status).toBe(201);
    expect(created.body.result).toMatchObject({ kind: 'form', code: 'cargo_manifest', status: 'draft', version: 1, publishedVersion: null });
    const read = await app.api<Definition>('GET', `/api/eform/definitions/${created.body.result.id}`, { token: demo });
    expect(read.body.result.body).toEqual(formBody('cargo_manifest'));
  });

  it('rejects an invalid body with 400 naming each failing path', async () => {
    const response = await create(demo, 'broken_form', { schemaVersion: 2, formCode: 'broken_form', formName: 'x', fields: [{ colCode: '1bad', type: 'nonsense' }] });
    expect(response.status).toBe(400);
    const paths = (response.body.result as unknown as { errors: Issue[] }).errors.map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['/body/fields/0/colCode', '/body/fields/0/type', '/body/fields/0/title']));
    expect(await app.database.owner('eform_definition').where({ code: 'broken_form' }).first()).toBeUndefined();
  });

  it('rejects a bad envelope: unknown kind, a code with Chinese characters, missing body', async () => {
    const response = await app.api<{ errors: Issue[] }>('POST', '/api/eform/definitions', {
      token: demo,
      body: { kind: 'spreadsheet', code: '表单', name: 'x' },
    });
    expect(response.status).toBe(400);
    expect(response.body.result.errors.map((e) => e.path).sort()).toEqual(['/body/body', '/body/code', '/body/kind']);
  });

  it('refuses a second definition with the same kind and code in one tenant, but not in another', async () => {
    expect((await create(demo, 'same_code')).status).toBe(201);
    const again = await create(demo, 'same_code');
    expect(again.status).toBe(400);
    expect((again.body.result as unknown as { errors: Issue[] }).errors[0]).toMatchObject({ path: '/body/code', code: 'definition/code-exists' });
    expect((await create(acme, 'same_code')).status).toBe(201);
  });

  it('updates with optimistic concurrency: a stale version gets 409 and changes nothing', async () => {
    const { body: { result: created } } = await create(demo, 'entry_form');
    const first = await app.api<Definition>('PUT', `/api/eform/definitions/${created.id}`, {
      token: demo,
      body: { version: 1, body: formBody('entry_form', [{ colCode: 'entry_no', title: 'Entry No.', type: 'input' }]) },
    });
    expect(first.status).toBe(200);
    expect(first.body.result.version).toBe(2);

    const stale = await app.api<{ currentVersion: number }>('PUT', `/api/eform/definitions/${created.id}`, {
      token: demo,
      body: { version: 1, body: formBody('entry_form', [{ colCode: 'other', title: 'Lost update', type: 'input' }]) },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.result.currentVersion).toBe(2);
    const read = await app.api<Definition>('GET', `/api/eform/definitions/${created.id}`, { token: demo });
    expect(read.body.result.version).toBe(2);
    expect(JSON.stringify(read.body.result.body)).toContain('Entry No.');
  });

  it('publishes, keeps every revision, and diffs two versions structurally', async () => {
    const { body: { result: created } } = await create(demo, 'diffed_form');
    const published = await app.api<Definition>('POST', `/api/eform/definitions/${created.id}/publish`, { token: demo, body: {} });
    expect(published.body.result).toMatchObject({ status: 'published', publishedVersion: 1 });

    const edited = formBody('diffed_form', [
      { colCode: 'entry_no', title: 'Entry number (18 digits)', type: 'input' },
      { colCode: 'port_code', title: 'Port', type: 'select' },
    ]);
    const saved = await app.api<Definition>('PUT', `/api/eform/definitions/${created.id}`, { token: demo, body: { version: 1, name: 'Renamed', body: edited } });
    expect(saved.body.result).toMatchObject({ status: 'draft', version: 2, publishedVersion: 1 });

    const revisions = await app.api<Array<{ version: number; name: string }>>('GET', `/api/eform/definitions/${created.id}/revisions`, { token: demo });
    expect(revisions.body.result.map((r) => [r.version, r.name])).toEqual([[2, 'Renamed'], [1, 'Form diffed_form']]);

    const diff = await app.api<{ from: number; to: number; changes: Array<{ path: string; op: string }> }>('GET', `/api/eform/definitions/${created.id}/diff?from=1&to=2`, { token: demo });
    expect(diff.body.result.changes.map((c) => [c.op, c.path])).toEqual([
      ['changed', '/body/fields/0/title'],
      ['added', '/body/fields/1'],
      ['changed', '/name'],
    ]);
    const stalePublish = await app.api('POST', `/api/eform/definitions/${created.id}/publish`, { token: demo, body: { version: 1 } });
    expect(stalePublish.status).toBe(409);
    expect((await app.api('GET', `/api/eform/definitions/${created.id}/diff?from=1&to=9`, { token: demo })).status).toBe(404);
  });

  it('lists with paging, kind filter and page-size options', async () => {
    const list = await app.api<{ records: Definition[]; total: number; size: number }>('GET', '/api/eform/definitions?kind=form&pageNo=1&pageSize=10', { token: demo });
    expect(list.status).toBe(200);
    expect(list.body.result.size).toBe(10);
    expect(list.body.result.total).toBeGreaterThanOrEqual(5);
    expect(list.body.result.records.every((r) => r.kind === 'form' && r.body === undefined)).toBe(true);
    const defaults = await app.api<{ size: number }>('GET', '/api/eform/definitions', { token: demo });
    expect(defaults.body.result.size).toBe(20);
    const bad = await app.api<{ errors: Issue[] }>('GET', '/api/eform/definitions?pageSize=7&pageNo=0', { token: demo });
    expect(bad.status).toBe(400);
    expect(bad.body.result.errors.map((e) => e.path).sort()).toEqual(['/query/pageNo', '/query/pageSize']);
  });

  it('keeps tenants apart: acme cannot read, list, update, publish or diff demo definitions', async () => {
    const { body: { result: secret } } = await create(demo, 'demo_secret');
    const paths = [
      ['GET', `/api/eform/definitions/${secret.id}`],
      ['GET', `/api/eform/definitions/${secret.id}/revisions`],
      ['GET', `/api/eform/definitions/${secret.id}/diff`],
      ['POST', `/api/eform/definitions/${secret.id}/publish`],
    ] as const;
    for (const [method, path] of paths) {
      const response = await app.api(method, path, { token: acme, ...(method === 'POST' ? { body: {} } : {}) });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    const update = await app.api('PUT', `/api/eform/definitions/${secret.id}`, { token: acme, body: { version: 1, body: formBody('demo_secret') } });
    expect(update.status).toBe(404);

    const acmeList = await app.api<{ records: Definition[]; total: number }>('GET', '/api/eform/definitions?pageSize=500', { token: acme });
    expect(acmeList.body.result.records.map((r) => r.id)).not.toContain(secret.id);
    const demoList = await app.api<{ records: Definition[] }>('GET', '/api/eform/definitions?pageSize=500', { token: demo });
    expect(demoList.body.result.records.map((r) => r.id)).toContain(secret.id);

    const unchanged = await app.database.owner('eform_definition').where({ id: secret.id }).first<{ version: number; status: string }>('version', 'status');
    expect(unchanged).toEqual({ version: 1, status: 'draft' });
  });

  it('refuses a body whose own code differs from the code it is stored under', async () => {
    const created = await create(demo, 'named_twice', formBody('other_code'));
    expect(created.status).toBe(400);
    expect((created.body.result as unknown as { errors: Issue[] }).errors).toMatchObject([{ path: '/body/formCode', code: 'definition/code-mismatch' }]);
    const { body: { result: ok } } = await create(demo, 'renamed_later');
    const renamed = await app.api<{ errors: Issue[] }>('PUT', `/api/eform/definitions/${ok.id}`, { token: demo, body: { version: 1, body: formBody('sneaky_rename') } });
    expect(renamed.status).toBe(400);
  });

  it('answers 404, not 500, for an id that is not an id', async () => {
    expect((await app.api('GET', '/api/eform/definitions/not-a-uuid', { token: demo })).status).toBe(404);
  });
});
