import { describe, expect, it } from 'vitest';
import { isCallAllowedForScope } from './sessionScope';

const scope = { pageType: 'form', pageCode: 'declaration_head' };

describe('visitor scope', () => {
  it('allows the calls of every page and the page\'s own runtime calls', () => {
    expect(isCallAllowedForScope(scope, 'GET', '/api/user/info')).toBe(true);
    expect(isCallAllowedForScope(scope, 'POST', '/api/system/logout')).toBe(true);
    expect(isCallAllowedForScope(scope, 'GET', '/api/system/dict/getDictItems/sex')).toBe(true);
    expect(isCallAllowedForScope(scope, 'GET', '/api/eform/runtime/form/declaration_head')).toBe(true);
    expect(isCallAllowedForScope(scope, 'POST', '/api/eform/runtime/form/declaration_head/submit')).toBe(true);
  });

  it('refuses other pages, other kinds, prefixes of the code and admin APIs', () => {
    for (const [method, path] of [
      ['GET', '/api/eform/runtime/form/other'],
      ['GET', '/api/eform/runtime/view/declaration_head'],
      ['GET', '/api/eform/runtime/form/declaration_headx'],
      ['GET', '/api/eform/definitions'],
      ['GET', '/api/system/log/loginfo'],
      ['POST', '/api/system/visitorToken'],
      ['POST', '/api/user/info'],
      ['GET', '/api/system/getUserPermissionByToken'],
    ] as const) {
      expect(isCallAllowedForScope(scope, method, path), `${method} ${path}`).toBe(false);
    }
  });

  it('refuses dot segments and encoded separators that a router might read differently', () => {
    for (const path of [
      '/api/eform/runtime/form/declaration_head/../../definitions',
      '/api/eform/runtime/form/declaration_head/%2e%2e/%2E%2E/definitions',
      '/api/eform/runtime/form/declaration_head%2f..%2fother',
      '/api/eform/runtime/form/declaration_head//x',
      '/api/eform/runtime/form/declaration_head\\..\\x',
    ]) {
      expect(isCallAllowedForScope(scope, 'GET', path), path).toBe(false);
    }
  });

  it('allows only the common calls for a scope it does not understand', () => {
    const odd = { pageType: 'report', pageCode: 'x' };
    expect(isCallAllowedForScope(odd, 'GET', '/api/eform/runtime/report/x')).toBe(false);
    expect(isCallAllowedForScope({ pageType: 'form', pageCode: '../x' }, 'GET', '/api/eform/runtime/form/../x')).toBe(false);
    expect(isCallAllowedForScope(odd, 'GET', '/api/user/info')).toBe(true);
  });
});
