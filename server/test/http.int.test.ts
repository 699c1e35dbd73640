import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app.close());

describe('API conventions', () => {
  it('health answers without a token', async () => {
    const response = await app.api('GET', '/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, result: { database: 'up', worker: 'up' } });
    expect(typeof response.body.timestamp).toBe('number');
  });

  it('malformed JSON is a 400, never a stack trace', async () => {
    const response = await app.api('POST', '/api/system/login', { body: '{"username": ', headers: {} });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).not.toMatch(/at .*\.ts|SyntaxError|node_modules/);
  });

  it('messages follow the lang query, then the secLang header, else zh_CN', async () => {
    const english = await app.api('GET', '/api/user/info?lang=en_US');
    const thai = await app.api('GET', '/api/user/info', { headers: { secLang: 'th_TH' } });
    const chinese = await app.api('GET', '/api/user/info');
    expect(english.body.message).toBe('Login timed out, please log in again');
    expect(thai.body.message).toBe('หมดเวลาเข้าสู่ระบบ กรุณาเข้าสู่ระบบอีกครั้ง');
    expect(chinese.body.message).toBe('登录超时，请重新登录');
  });

  it('an unknown API path is a 404 in the envelope, and every response has a request id', async () => {
    const token = await app.loginAs('demo_admin');
    const response = await fetch(`${app.url}/api/no/such/thing`, { headers: { 'X-Access-Token': token } });
    expect(response.status).toBe(404);
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    expect(await response.json()).toMatchObject({ success: false, code: 404 });
  });

  it('ignores the _t cache-buster on GETs', async () => {
    const token = await app.loginAs('demo_admin');
    const response = await app.api('GET', `/api/eform/definitions?_t=${Date.now()}&lang=en_US`, { token });
    expect(response.status).toBe(200);
  });
});

describe('OpenAPI document', () => {
  it('is served without a token and is built from the same request schemas the routes validate with', async () => {
    const response = await fetch(`${app.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    const doc = (await response.json()) as { openapi: string; paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { required: string[] } }> }; parameters: { name: string }[] }>> };
    expect(doc.openapi).toBe('3.1.0');
    const create = doc.paths['/api/eform/definitions']!.post!;
    expect(create.requestBody!.content['application/json']!.schema.required).toEqual(['kind', 'code', 'name', 'body']);
    expect(doc.paths['/api/eform/definitions']!.get!.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['kind', 'pageNo', 'pageSize']));
    expect(doc.paths['/api/eform/definitions/{id}/diff']!.get!.parameters.map((p) => p.name)).toEqual(['id', 'from', 'to']);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/system/login', '/api/user/info']));
  });
});
