import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';

let app: TestApp;
let admin: string;
let operator: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.loginAs('demo_admin');
  operator = await app.loginAs('admin');
});
afterAll(async () => app.close());

// Values a hostile or careless client sends: SQL, NUL, huge, wrong types, path tricks, lone surrogates, markup.
const hostileValues: unknown[] = ["x'; drop table sys_user;--", 'a\u0000b', 'x'.repeat(200_000), '', ' ', {}, [], null, 12, true, '../../etc/passwd', '\ud800', '<img src=x onerror=alert(1)>', '%00%27', '${7*7}{{7*7}}'];
/** The status of a call whatever its body (Node itself answers some oversized requests without JSON). */
const statusOf = async (method: string, path: string, token: string) => (await fetch(`${app.url}${path}`, { method, headers: { 'X-Access-Token': token } })).status;
const hostileQueryValues = ["x'--", '%00', 'x'.repeat(10_000), '../..', '\u0000', '[]', '-1', '1e309', '<script>'];

interface Endpoint {
  method: 'POST' | 'PUT';
  path: string;
  body: Record<string, unknown>;
  token: () => string;
}
const someId = '00000000-0000-4000-8000-000000000000';
const bodies: Endpoint[] = [
  { method: 'POST', path: '/api/system/category/add', body: { name: 'n', code: 'c', parentId: null, sortOrder: 1 }, token: () => admin },
  { method: 'PUT', path: '/api/system/category/edit', body: { id: someId, name: 'n', code: 'c', parentId: null, sortOrder: 1 }, token: () => admin },
  { method: 'POST', path: '/api/system/checkRule/add', body: { ruleCode: 'c', ruleName: 'n', message: 'm', description: 'd', segments: [{ kind: 'regex', length: '*', pattern: 'a' }] }, token: () => admin },
  { method: 'PUT', path: '/api/system/checkRule/edit', body: { id: someId, ruleCode: 'c', ruleName: 'n', segments: [{ kind: 'fixed', text: 'a' }] }, token: () => admin },
  { method: 'POST', path: '/api/system/jumpParam/add', body: { systemCode: 'c', systemName: 'n', jumpUrl: 'https://x.example.com' }, token: () => admin },
  { method: 'PUT', path: '/api/system/jumpParam/edit', body: { id: someId, systemCode: 'c', systemName: 'n', jumpUrl: 'https://x.example.com' }, token: () => admin },
  { method: 'POST', path: '/api/system/message/sysMessage/add', body: { esTitle: 't', esType: 'system', esReceiver: 'demo_user', esContent: 'c', esParam: '{}' }, token: () => admin },
  { method: 'PUT', path: '/api/system/message/sysMessage/edit', body: { id: someId, esTitle: 't', esType: 'system', esReceiver: 'demo_user', esContent: 'c' }, token: () => admin },
  { method: 'PUT', path: '/api/system/siteSetting', body: { name: 'n', domainList: ['a.example.com'], image: { full: '/a.png' }, disableRegister: false }, token: () => operator },
];
const queries: Array<{ method: 'GET' | 'PUT' | 'DELETE'; path: string; params: Record<string, string>; token: () => string }> = [
  { method: 'GET', path: '/api/system/category/loadAllData', params: { code: 'goods' }, token: () => admin },
  { method: 'GET', path: '/api/system/category/loadTreeData', params: { code: 'goods' }, token: () => admin },
  { method: 'DELETE', path: '/api/system/category/delete', params: { id: someId }, token: () => admin },
  { method: 'GET', path: '/api/system/checkRule/list', params: { pageNo: '1', pageSize: '20', ruleCode: 'a', ruleName: 'b' }, token: () => admin },
  { method: 'GET', path: '/api/system/checkRule/checkByCode', params: { ruleCode: 'c', value: 'v' }, token: () => admin },
  { method: 'DELETE', path: '/api/system/checkRule/deleteBatch', params: { ids: someId }, token: () => admin },
  { method: 'GET', path: '/api/system/jumpParam/list', params: { pageNo: '1', pageSize: '20', systemCode: 'a' }, token: () => admin },
  { method: 'GET', path: '/api/system/config/common/jumpParams/getJumpParams', params: { baseUrl: 'https://x.example.com', systemCode: 'c' }, token: () => admin },
  { method: 'GET', path: '/api/system/message/sysMessage/list', params: { pageNo: '1', pageSize: '20', esTitle: 't', esType: 'sms', status: '1' }, token: () => admin },
  { method: 'PUT', path: '/api/system/message/sysMessage/publish', params: { id: someId }, token: () => admin },
  { method: 'PUT', path: '/api/system/message/sysMessage/revoke', params: { id: someId }, token: () => admin },
  { method: 'DELETE', path: '/api/system/message/sysMessage/deleteBatch', params: { ids: someId }, token: () => admin },
  { method: 'GET', path: '/api/system/sysAnnouncementSend/getMyAnnouncementSend', params: { pageNo: '1', pageSize: '10', msgCategory: '2' }, token: () => admin },
];

describe('hostile input to the reference administration calls', () => {
  it('answers every hostile body field with a client error or a clean success, never a 500', async () => {
    const failures: string[] = [];
    for (const endpoint of bodies) {
      for (const field of Object.keys(endpoint.body)) {
        for (const value of hostileValues) {
          const response = await app.api(endpoint.method, endpoint.path, { token: endpoint.token(), body: { ...endpoint.body, [field]: value } });
          if (response.status >= 500 || JSON.stringify(response.body).includes('stack')) failures.push(`${endpoint.method} ${endpoint.path} ${field}=${JSON.stringify(value).slice(0, 30)} → ${response.status}`);
        }
      }
      for (const raw of ['{', '[]', '"x"', 'null']) {
        const response = await app.api(endpoint.method, endpoint.path, { token: endpoint.token(), body: raw });
        if (response.status >= 500) failures.push(`${endpoint.method} ${endpoint.path} raw ${raw} → ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it('answers every hostile query parameter with a client error or a clean success, never a 500', async () => {
    const failures: string[] = [];
    for (const endpoint of queries) {
      for (const name of Object.keys(endpoint.params)) {
        for (const value of hostileQueryValues) {
          const query = new URLSearchParams({ ...endpoint.params, [name]: value });
          const status = await statusOf(endpoint.method, `${endpoint.path}?${query.toString()}`, endpoint.token());
          if (status >= 500) failures.push(`${endpoint.method} ${endpoint.path} ${name}=${value.slice(0, 20)} → ${status}`);
        }
        // A repeated parameter arrives as an array.
        const status = await statusOf(endpoint.method, `${endpoint.path}?${new URLSearchParams(endpoint.params).toString()}&${name}=a&${name}=b`, endpoint.token());
        if (status >= 500) failures.push(`${endpoint.method} ${endpoint.path} ${name} twice → ${status}`);
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
