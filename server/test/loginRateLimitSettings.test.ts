import { describe, expect, it } from 'vitest';
import { loginRateLimitSettings } from '../src/platform/envSettings';
import { loadConfig } from '../src/config';

describe('login rate limit settings', () => {
  it('defaults to 30 a minute per address and 10 per account', () => {
    expect(loginRateLimitSettings({})).toEqual({ perIp: 30, perAccount: 10, windowSeconds: 60 });
  });

  it('takes WHARF_LOGIN_LIMIT_PER_IP and WHARF_LOGIN_LIMIT_PER_ACCOUNT', () => {
    expect(loginRateLimitSettings({ WHARF_LOGIN_LIMIT_PER_IP: '100', WHARF_LOGIN_LIMIT_PER_ACCOUNT: '5' })).toEqual({ perIp: 100, perAccount: 5, windowSeconds: 60 });
  });

  it('stops the start on a value that is not a whole number of at least 1', () => {
    expect(() => loadConfig({ WHARF_LOGIN_LIMIT_PER_ACCOUNT: '0' }, [])).toThrow(/WHARF_LOGIN_LIMIT_PER_ACCOUNT must be a whole number of at least 1, got "0"/);
    expect(() => loadConfig({ WHARF_LOGIN_LIMIT_PER_IP: 'many' }, [])).toThrow(/WHARF_LOGIN_LIMIT_PER_IP/);
  });
});
