import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkRedirectUri } from './authorizeUrl';
import { allowedService } from './casLogin';
import { parseServiceResponse } from './casValidate';
import { newState, parseState } from './loginAttempts';
import { withOpenIdScope } from './oidcClient';

const ssoKeyArbitrary = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);

describe('OAuth2 state', () => {
  it('round-trips every valid ssoKey through newState and parseState', () => {
    fc.assert(fc.property(ssoKeyArbitrary, (ssoKey) => {
      const { state, handle } = newState(ssoKey);
      expect(parseState(state)).toEqual({ ssoKey, handle });
    }));
  });

  it('never throws on arbitrary text, and accepts only the exact shape', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (text) => {
      const parsed = parseState(text);
      if (parsed) expect(`${parsed.ssoKey}.${parsed.handle}`).toBe(text);
    }));
    for (const bad of ['', '.', 'demo', `.${'a'.repeat(43)}`, `demo.${'a'.repeat(42)}`, `demo.${'a'.repeat(44)}`, `de mo.${'a'.repeat(43)}`, `demo.${'a'.repeat(42)}=`]) {
      expect(parseState(bad), bad).toBeUndefined();
    }
  });
});

const success = (user: string, attributes = '') =>
  `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess><cas:user>${user}</cas:user>`
  + `<cas:attributes>${attributes}</cas:attributes></cas:authenticationSuccess></cas:serviceResponse>`;

describe('CAS serviceValidate answers', () => {
  it('reads the user and the first value of each attribute, keeping strings as strings', () => {
    const xml = success('0012', '<cas:loginName>zhang&amp;san</cas:loginName><cas:memberOf>a</cas:memberOf><cas:memberOf>b</cas:memberOf>');
    expect(parseServiceResponse(xml)).toEqual({ user: '0012', attributes: { loginName: 'zhang&san', memberOf: 'a' } });
  });

  it('refuses failures, empty users, document types and non-XML', () => {
    const failure = '<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationFailure code="INVALID_TICKET">no</cas:authenticationFailure></cas:serviceResponse>';
    for (const xml of [failure, success(''), `<!DOCTYPE x [<!ENTITY a "b">]>${success('&a;')}`, 'plain text', '<<<', '']) {
      expect(parseServiceResponse(xml), xml).toBeUndefined();
    }
  });

  it('never throws, whatever the server answers', () => {
    fc.assert(fc.property(fc.oneof(fc.string({ maxLength: 500 }), fc.string({ maxLength: 50 }).map((user) => success(user))), (xml) => {
      const principal = parseServiceResponse(xml);
      if (principal) expect(typeof principal.user).toBe('string');
    }));
  });
});

describe('URL rules', () => {
  it('accepts only the configured CAS service, optionally with more query parameters', () => {
    const service = 'https://wharf.test/sso/cas';
    expect(allowedService(service, undefined)).toBe(service);
    expect(allowedService(service, `${service}?to=%2Fhome`)).toBe(`${service}?to=%2Fhome`);
    for (const other of [`${service}evil`, 'https://evil.test/sso/cas', `${service}/../x`, `https://wharf.test@evil.test/sso/cas`]) {
      expect(() => allowedService(service, other), other).toThrow();
    }
    expect(allowedService(`${service}?ssoKey=a`, `${service}?ssoKey=a&to=1`)).toBe(`${service}?ssoKey=a&to=1`);
  });

  it('takes redirect URIs only as absolute http(s) without query, fragment or credentials', () => {
    expect(checkRedirectUri('http://127.0.0.1:5173/sso/callback', 'r')).toBe('http://127.0.0.1:5173/sso/callback');
    for (const bad of ['javascript:alert(1)', '/relative', 'https://x.test/cb?a=1', 'https://x.test/cb#f', 'https://u:p@x.test/cb', 'ftp://x.test/']) {
      expect(() => checkRedirectUri(bad, 'r'), bad).toThrow();
    }
  });

  it('always asks for the openid scope, once', () => {
    expect(withOpenIdScope('profile email')).toBe('openid profile email');
    expect(withOpenIdScope('  email openid ')).toBe('email openid');
  });
});
