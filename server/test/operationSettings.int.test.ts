import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { declaration } from './inTenant/formDataUsers';
import { readXlsxRows } from './support/readXlsx';
import { startTestApp, type TestApp } from './support/testApp';

/**
 * Issue 23: the operator's settings of data operations (server/src/platform/operationSettings.ts),
 * read from the process's configuration on every request: the experience (demo) environment (spec
 * §8 "disabled in experience environment") and the export and upload limits (spec §9).
 */

let app: TestApp;
let admin: string;
let defaults: { isDemoMode: boolean; exportMaxRows: number; uploadLimitMegabytes: number };

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.loginAs('demo_admin');
  const { isDemoMode, exportMaxRows, uploadLimitMegabytes } = app.ctx.config;
  defaults = { isDemoMode, exportMaxRows, uploadLimitMegabytes };
  for (const consignee of ['Limit A', 'Limit B', 'Limit C']) {
    expect((await app.api('POST', '/api/eform/data/dec_form', { token: admin, body: { data: declaration('E', consignee) } })).status).toBe(201);
  }
});
afterEach(() => Object.assign(app.ctx.config, defaults));
afterAll(async () => app?.close());

describe('the experience environment (WHARF_DEMO_MODE)', () => {
  it('is off by default: the site says so and writes go through', async () => {
    expect(defaults.isDemoMode).toBe(false);
    expect((await app.api<{ isDemoMode: boolean }>('GET', '/api/system/site/info')).body.result.isDemoMode).toBe(false);
  });

  it('refuses every write with "disabled in experience environment", and lets reading, signing in and out through', async () => {
    app.ctx.config.isDemoMode = true;
    expect((await app.api<{ isDemoMode: boolean }>('GET', '/api/system/site/info')).body.result.isDemoMode).toBe(true);
    const token = await app.loginAs('demo_user');
    expect((await app.api('GET', '/api/user/info', { token })).status).toBe(200);
    expect((await app.api('GET', '/api/eform/views/dec_list_view/data?pageNo=1&pageSize=10', { token: admin })).status).toBe(200);
    // Reads that are POSTs still answer (the list's option look-ups, export tasks' list).
    expect((await app.api('POST', '/exportasync/api/v1/task/get', { token: admin, body: { pageNum: 1, pageSize: 10 } })).status).toBe(200);

    const writes: Array<[string, string, unknown]> = [
      ['POST', '/api/eform/data/dec_form?lang=en_US', { data: declaration('E', 'Demo') }],
      ['PUT', '/api/system/user/changePassword?lang=en_US', { oldpassword: 'x', password: 'y', confirmpassword: 'y' }],
      ['DELETE', '/api/eform/data/dec_form?ids=00000000-0000-4000-8000-000000000000&lang=en_US', undefined],
      ['POST', '/api/eform/httpConfig/add?lang=en_US', { httpCode: 'demo_http', httpName: 'x', httpUrl: 'https://example.com/', httpMethod: 'GET' }],
    ];
    for (const [method, path, body] of writes) {
      const answer = await app.api(method, path, { token: admin, ...(body === undefined ? {} : { body }) });
      expect(answer.status, path).toBe(403);
      expect(answer.body, path).toMatchObject({ success: false, messageCode: 'system/demo-mode', message: 'Disabled in experience environment' });
    }
    // Public writes too (registration), in the caller's language.
    const register = await app.api('POST', '/api/system/user/register?lang=zh_CN', { body: {} });
    expect(register.body).toMatchObject({ messageCode: 'system/demo-mode', message: '体验环境，禁止操作' });
    expect(await app.database.owner('eform_http_config').where({ http_code: 'demo_http' }).count({ n: '*' })).toEqual([{ n: 0 }]);

    expect((await app.api('POST', '/api/system/logout', { token })).status).toBe(200);
    expect((await app.api('GET', '/api/user/info', { token })).status).toBe(401);
  });
});

describe('the export and upload limits (spec §9)', () => {
  const exportRows = async () => {
    const response = await fetch(`${app.url}/api/eform/views/dec_list_view/export`, { headers: { 'X-Access-Token': admin } });
    expect(response.status).toBe(200);
    return readXlsxRows(new Uint8Array(await response.arrayBuffer())).length - 1;
  };

  it('exports at most WHARF_EXPORT_MAX_ROWS rows (default a sheet\'s 1,048,575)', async () => {
    expect(defaults.exportMaxRows).toBe(1_048_575);
    expect(await exportRows()).toBeGreaterThanOrEqual(3);
    app.ctx.config.exportMaxRows = 2;
    expect(await exportRows()).toBe(2);
  });

  it('refuses an upload over WHARF_UPLOAD_LIMIT_MB (default 10) with the spec\'s message naming the limit', async () => {
    expect(defaults.uploadLimitMegabytes).toBe(10);
    app.ctx.config.uploadLimitMegabytes = 1;
    const twoMegabytes = new Uint8Array(2 * 1024 * 1024).fill(65);
    const response = await fetch(`${app.url}/api/files/upload?purpose=announcement&fileName=big.txt&lang=en_US`, { method: 'POST', headers: { 'X-Access-Token': admin, 'Content-Type': 'application/octet-stream' }, body: twoMegabytes });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ messageCode: 'files/too-large', message: 'The file is too large, at most 1M' });
    app.ctx.config.uploadLimitMegabytes = 10;
    const taken = await fetch(`${app.url}/api/files/upload?purpose=announcement&fileName=big.txt`, { method: 'POST', headers: { 'X-Access-Token': admin, 'Content-Type': 'application/octet-stream' }, body: twoMegabytes });
    expect(taken.status).toBe(201);
  });

  it('holds a list import to WHARF_UPLOAD_LIMIT_MB too, as a raw file and as a form', async () => {
    const twoMegabytes = new Uint8Array(2 * 1024 * 1024).fill(65);
    const importCsv = (body: Uint8Array | FormData, contentType?: string) =>
      fetch(`${app.url}/api/eform/views/dec_list_view/import?fileName=big.csv&lang=en_US`, { method: 'POST', headers: { 'X-Access-Token': admin, ...(contentType ? { 'Content-Type': contentType } : {}) }, body });
    const form = () => {
      const data = new FormData();
      data.append('file', new Blob([twoMegabytes], { type: 'text/csv' }), 'big.csv');
      return data;
    };
    app.ctx.config.uploadLimitMegabytes = 1;
    expect((await importCsv(twoMegabytes, 'text/csv')).status).toBe(413);
    expect((await importCsv(form())).status).toBe(413);
    app.ctx.config.uploadLimitMegabytes = 10;
    // Within the limit the file is read (and refused for what it holds, not for its size).
    expect((await importCsv(twoMegabytes, 'text/csv')).status).not.toBe(413);
    expect((await importCsv(form())).status).not.toBe(413);
  });
});
