import { createHash, randomBytes } from 'node:crypto';

/** Sessions live seven days (spec §4, §9). */
export const sessionLifetimeMs = 7 * 24 * 60 * 60 * 1000;

/** A new opaque session token: 256 random bits, URL-safe. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the token: a stolen table yields no usable tokens. */
export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}
