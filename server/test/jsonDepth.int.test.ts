import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxJsonDepth } from '../src/http/jsonDepthLimit';
import { startTestApp, type TestApp } from './support/testApp';

let app: TestApp;
let adminToken: string;

beforeAll(async () => {
  app = await startTestApp();
  adminToken = await app.loginAs('demo_admin');
});
afterAll(async () => app.close());

/** `{"a":{"a":…{"a":1}…}}` nested `depth` objects deep, as raw text (JSON.stringify would recurse). */
function nestedObject(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** A POST with a raw JSON text as its body. */
async function postRaw(path: string, json: string) {
  const response = await fetch(`${app.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Access-Token': adminToken }, body: json });
  return { status: response.status, body: (await response.json()) as { code: number | string; message: string; success: boolean } };
}

describe('JSON nesting depth at the body parser', () => {
  it('refuses visitorToken.customData nested 5,000 deep with 400 request/json-too-deep', async () => {
    const response = await postRaw('/api/system/visitorToken', `{"pageType":"form","pageCode":"declaration_head","customData":${nestedObject(5000)}}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, code: 400 });
    expect(response.body).toMatchObject({ messageCode: 'request/json-too-deep' });
    expect(response.body.message).toContain(String(maxJsonDepth));
  });

  it('refuses sysUserSettings/save.settings nested 5,000 deep (arrays too) with 400', async () => {
    const response = await postRaw('/api/system/sysUserSettings/save', `{"settings":{"x":${'['.repeat(5000)}${']'.repeat(5000)}}}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ messageCode: 'request/json-too-deep' });
  });

  it('counts only brackets outside strings, and accepts the limit itself', async () => {
    const bracketsInText = await postRaw('/api/system/sysUserSettings/save', JSON.stringify({ settings: { note: `${'{['.repeat(5000)}\\"` } }));
    expect(bracketsInText.status).toBe(200);
    // The body object and settings are two levels; the value fills the rest up to the limit.
    const atLimit = await postRaw('/api/system/sysUserSettings/save', `{"settings":{"deep":${nestedObject(maxJsonDepth - 2)}}}`);
    expect(atLimit.status).toBe(200);
    const overLimit = await postRaw('/api/system/sysUserSettings/save', `{"settings":{"deep":${nestedObject(maxJsonDepth - 1)}}}`);
    expect(overLimit.status).toBe(400);
  });

  it('leaves normal requests alone', async () => {
    const issued = await postRaw('/api/system/visitorToken', JSON.stringify({ pageType: 'form', pageCode: 'declaration_head', customData: { orderNo: 'A-1', lines: [{ no: 1 }] } }));
    expect(issued.status).toBe(200);
    const saved = await postRaw('/api/system/sysUserSettings/save', JSON.stringify({ settings: { theme: { mode: 'dark' } } }));
    expect(saved.status).toBe(200);
  });
});
