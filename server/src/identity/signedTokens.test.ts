import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readEntryToken, signEntryToken, type EntryTokenClaims } from './signedTokens';

const secret = randomBytes(32);
const now = 1_800_000_000;
const claims: EntryTokenClaims = { entry: 'visitor', tenantId: randomUUID(), tokenId: randomUUID(), expiresAt: now + 60, pageType: 'form', pageCode: 'declaration_head' };

describe('signed entry tokens', () => {
  it('round-trips the claims for the entry it was issued for', () => {
    expect(readEntryToken(secret, signEntryToken(secret, claims), 'visitor', now)).toEqual(claims);
  });

  it('refuses another entry, an expired token and another secret', () => {
    const token = signEntryToken(secret, claims);
    expect(readEntryToken(secret, token, 'secretFreeLogin', now)).toBeNull();
    expect(readEntryToken(secret, token, 'visitor', now + 60)).toBeNull();
    expect(readEntryToken(randomBytes(32), token, 'visitor', now)).toBeNull();
  });

  it('refuses a payload changed after signing', () => {
    const token = signEntryToken(secret, claims);
    const [, signature] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ e: 'visitor', t: claims.tenantId, j: claims.tokenId, x: now + 9999, pt: 'view', pc: 'other' })).toString('base64url');
    expect(readEntryToken(secret, `${forgedPayload}.${signature}`, 'visitor', now)).toBeNull();
  });

  it('never throws on arbitrary input', () => {
    const valid = signEntryToken(secret, claims);
    const inputs: unknown[] = [undefined, null, 42, {}, [], '', '.', '..', 'a.b.c', valid + '.', `.${valid}`, valid.repeat(3), '\u0000', '😀'.repeat(500)];
    for (let i = 0; i < 300; i++) inputs.push(randomBytes(i % 120).toString(i % 2 ? 'base64url' : 'latin1') + (i % 3 ? '.' : '') + randomBytes(32).toString('base64url'));
    for (const input of inputs) expect(readEntryToken(secret, input, 'visitor', now)).toBeNull();
  });

  it('refuses every single-character change of a valid token', () => {
    const token = signEntryToken(secret, claims);
    // The last character of the signature, where base64 has spare bits, is checked exhaustively.
    for (const replacement of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_') {
      if (replacement !== token.at(-1)) expect(readEntryToken(secret, token.slice(0, -1) + replacement, 'visitor', now)).toBeNull();
    }
    for (let index = 0; index < token.length; index++) {
      for (const replacement of 'AQgw_-.') {
        if (token[index] === replacement) continue;
        const changed = token.slice(0, index) + replacement + token.slice(index + 1);
        expect(readEntryToken(secret, changed, 'visitor', now), `position ${index}`).toBeNull();
      }
    }
  });
});
