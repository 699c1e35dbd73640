import { describe, expect, it } from 'vitest';
import { isIpAllowed } from './loginPolicy';

describe('isIpAllowed', () => {
  it.each([
    ['10.1.2.3', null, true],
    ['10.1.2.3', [], true],
    ['10.1.2.3', ['10.0.0.0/8'], true],
    ['11.1.2.3', ['10.0.0.0/8'], false],
    ['::ffff:127.0.0.1', ['127.0.0.1'], true],
    ['127.0.0.2', ['127.0.0.1'], false],
    ['2001:db8::1', ['2001:db8::/32'], true],
    ['2001:db9::1', ['2001:db8::/32'], false],
    [undefined, ['127.0.0.1'], false],
    ['127.0.0.1', ['not an address'], false],
  ] as const)('%s against %j → %s', (ip, whitelist, expected) => {
    expect(isIpAllowed(ip, whitelist as string[] | null)).toBe(expected);
  });
});
