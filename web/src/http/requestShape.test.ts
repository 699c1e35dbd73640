import { describe, expect, it } from 'vitest';
import { buildRequestHeaders, buildRequestUrl, isDeclarePage, isTrackingLogUrl } from './requestShape';

const base = { baseUrl: '/api', language: 'en_US', now: 1234 };

describe('buildRequestUrl', () => {
  it('adds _t and lang to GETs', () => {
    const url = buildRequestUrl({ ...base, path: '/user/info', method: 'GET' });
    expect(url).toBe('/api/user/info?_t=1234&lang=en_US');
  });

  it('leaves _t off dictionary item fetches but keeps lang', () => {
    const url = buildRequestUrl({ ...base, path: '/system/dict/getDictItems/sex', method: 'GET' });
    expect(url).toBe('/api/system/dict/getDictItems/sex?lang=en_US');
  });

  it('leaves _t off non-GET calls and keeps the caller query', () => {
    const url = buildRequestUrl({ ...base, path: 'system/getUserPermissionByToken?x=1', method: 'POST', query: { roleCode: 'r1', empty: undefined } });
    expect(url).toBe('/api/system/getUserPermissionByToken?x=1&roleCode=r1&lang=en_US');
  });
});

describe('buildRequestHeaders', () => {
  it('sends token, secLang and the declare selector only when they apply', () => {
    expect(buildRequestHeaders({ token: 't', secondLanguage: 'th_TH', isDeclarePage: true, hasJsonBody: true })).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-Access-Token': 't',
      secLang: 'th_TH',
      'X-Server-Select': 'declare',
    });
    expect(buildRequestHeaders({ token: '', secondLanguage: '', isDeclarePage: false, hasJsonBody: false })).toEqual({ Accept: 'application/json' });
  });
});

describe('url classes', () => {
  it('recognises declare pages by path prefix', () => {
    expect(isDeclarePage('/declare/entry/1', ['/declare/entry'])).toBe(true);
    expect(isDeclarePage('/declare/entryx', ['/declare/entry'])).toBe(false);
  });

  it('recognises tracking-log urls', () => {
    expect(isTrackingLogUrl('/api/system/log/operationlog?lang=zh_CN')).toBe(true);
    expect(isTrackingLogUrl('/api/system/log/loginfo')).toBe(false);
  });
});
