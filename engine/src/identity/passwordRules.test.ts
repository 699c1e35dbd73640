import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkNewPassword, passwordExpiry } from './passwordRules';

describe('checkNewPassword', () => {
  it.each([
    ['Abcdef1!', []],
    ['abcdef12', ['password/weak']],
    ['ABCDEF1!', []],
    ['abcdefg!1', []],
    ['Abc1!', ['password/length']],
    ['Aa1!'.repeat(8), ['password/length']],
    ['aaaaaaaaaa', ['password/weak']],
    ['Aaaaaaaaa', ['password/weak']],
    ['密码密码Aa1!', []],
  ])('%s → %j', (password, expected) => {
    expect(checkNewPassword(password)).toEqual(expected);
  });

  it('refuses the blacklist case-insensitively and the username itself', () => {
    expect(checkNewPassword('Passw0rd!', { blacklist: ['passw0rd!'] })).toEqual(['password/blacklisted']);
    expect(checkNewPassword('Demo_Admin1', { username: 'demo_admin1' })).toEqual(['password/is-username']);
  });

  it('accepts exactly when length is 8..30 and at least three classes are present', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 40 }), (password) => {
      const classes = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((p) => p.test(password)).length;
      const isAcceptable = password.length >= 8 && password.length <= 30 && classes >= 3;
      return (checkNewPassword(password).length === 0) === isAcceptable;
    }));
  });
});

describe('passwordExpiry', () => {
  const changed = new Date('2026-01-01T00:00:00Z');
  const at = (iso: string) => new Date(iso);

  it('never expires without expiry days', () => {
    expect(passwordExpiry(changed, { expiryDays: null }, at('2030-01-01T00:00:00Z'))).toEqual({ isExpired: false, daysLeft: null, isAboutToExpire: false });
    expect(passwordExpiry(changed, { expiryDays: 0 }, at('2030-01-01T00:00:00Z')).isExpired).toBe(false);
  });

  it('warns inside the alert window and expires after the expiry days', () => {
    const policy = { expiryDays: 90, alertDays: 7 };
    expect(passwordExpiry(changed, policy, at('2026-03-01T00:00:00Z'))).toEqual({ isExpired: false, daysLeft: 31, isAboutToExpire: false });
    expect(passwordExpiry(changed, policy, at('2026-03-26T00:00:00Z'))).toEqual({ isExpired: false, daysLeft: 6, isAboutToExpire: true });
    expect(passwordExpiry(changed, policy, at('2026-04-01T00:00:00Z'))).toEqual({ isExpired: true, daysLeft: 0, isAboutToExpire: false });
  });
});
