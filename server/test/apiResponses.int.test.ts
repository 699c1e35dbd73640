import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAdminPassword } from './support/constants';
import { startTestApp, type TestApp } from './support/testApp';

/**
 * Issue 15 §5: every operation whose answer the OpenAPI document describes (a `result` schema other
 * than "anything") is called on the real server as a tenant administrator, and the answer validates
 * against the documented schema (missing required fields fail). A newly documented operation fails
 * here until it gets a case.
 */

interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: { properties?: { result?: object } } }> }>;
}
type Document = { paths: Record<string, Record<string, Operation>> };
type Call = { method: string; path: string; body?: unknown; token?: 'none' };

/** How each documented operation is called; `v` holds ids found along the way. */
const cases: Record<string, (v: Record<string, string>) => Call> = {
  'POST /api/system/login': () => ({ method: 'POST', path: '/api/system/login', body: { username: 'demo_admin', password: testAdminPassword }, token: 'none' }),
  'GET /api/user/info': () => ({ method: 'GET', path: '/api/user/info' }),
  'GET /api/system/user/myDeparts': () => ({ method: 'GET', path: '/api/system/user/myDeparts' }),
  'GET /api/system/getUserPermissionByToken': () => ({ method: 'GET', path: '/api/system/getUserPermissionByToken' }),
  'GET /api/eform/definitions': () => ({ method: 'GET', path: '/api/eform/definitions?kind=view&pageNo=1&pageSize=10' }),
  'GET /api/eform/definitions/{id}': (v) => ({ method: 'GET', path: `/api/eform/definitions/${v.viewId}` }),
  'GET /api/eform/definitions/{id}/revisions': (v) => ({ method: 'GET', path: `/api/eform/definitions/${v.viewId}/revisions` }),
  'GET /api/eform/views/{viewCode}/data': () => ({ method: 'GET', path: '/api/eform/views/dec_list_view/data?pageNo=1&pageSize=10' }),
  'GET /api/eform/views/{viewCode}/definition': () => ({ method: 'GET', path: '/api/eform/views/dec_list_view/definition' }),
  'GET /api/eform/runtime/view/{viewCode}/data': () => ({ method: 'GET', path: '/api/eform/runtime/view/dec_list_view/data?pageNo=1&pageSize=10' }),
  'GET /api/eform/runtime/view/{viewCode}/definition': () => ({ method: 'GET', path: '/api/eform/runtime/view/dec_list_view/definition' }),
  'GET /api/system/dict/list': () => ({ method: 'GET', path: '/api/system/dict/list?pageNo=1&pageSize=10' }),
  'GET /api/health': () => ({ method: 'GET', path: '/api/health', token: 'none' }),
};

let app: TestApp;
let document: Document;
let token: string;
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);

beforeAll(async () => {
  app = await startTestApp();
  document = (await (await fetch(`${app.url}/api/openapi.json`)).json()) as Document;
  token = await app.loginAs('demo_admin');
});
afterAll(async () => app?.close());

/** The documented success schema of each operation that describes its `result`. */
function documentedAnswers(): Map<string, object> {
  const found = new Map<string, object>();
  for (const [path, byMethod] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(byMethod)) {
      const success = Object.entries(operation.responses).find(([status]) => status.startsWith('2'))?.[1];
      const schema = success?.content?.['application/json']?.schema;
      const result = schema?.properties?.result;
      if (schema && result && Object.keys(result).length > 0) found.set(`${method.toUpperCase()} ${path}`, schema);
    }
  }
  return found;
}

async function call(request: Call): Promise<{ status: number; body: unknown }> {
  const answer = await app.api(request.method, request.path, { ...(request.token === 'none' ? {} : { token }), ...(request.body ? { body: request.body } : {}) });
  return { status: answer.status, body: answer.body };
}

describe('live answers and the documented response schemas', () => {
  it('has a case for every operation with a documented result, and none for an operation that is gone', () => {
    const documented = [...documentedAnswers().keys()];
    expect(documented.filter((key) => !(key in cases))).toEqual([]);
    expect(Object.keys(cases).filter((key) => !documented.includes(key))).toEqual([]);
  });

  it('every such operation answers what its schema says', async () => {
    const definitions = (await app.api<{ records: Array<{ id: string; code: string }> }>('GET', '/api/eform/definitions?kind=view&pageNo=1&pageSize=100', { token })).body.result.records;
    const v = { viewId: definitions.find((d) => d.code === 'dec_list_view')!.id };
    const problems: string[] = [];
    for (const [key, schema] of documentedAnswers()) {
      const answer = await call(cases[key]!(v));
      const validate = ajv.compile(schema);
      if (answer.status >= 300) problems.push(`${key}: status ${answer.status}`);
      else if (!validate(answer.body)) problems.push(`${key}: ${ajv.errorsText(validate.errors)}`);
    }
    expect(problems).toEqual([]);
  });

  it('a missing required field fails (the check can fail)', async () => {
    const schema = documentedAnswers().get('GET /api/user/info')!;
    const answer = (await call(cases['GET /api/user/info']!({}))).body as { result: Record<string, unknown> };
    expect(ajv.validate(schema, answer)).toBe(true);
    delete answer.result.username;
    expect(ajv.validate(schema, answer)).toBe(false);
  });
});
