import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a signed entry token says: which entry it opens, in which tenant, until when. */
export interface EntryTokenClaims {
  /** The entry it was issued for (`visitor`, `secretFreeLogin`, …): a token opens no other entry. */
  entry: string;
  tenantId: string;
  /** The id of its `sys_entry_token` row, which makes it revocable and single-use. */
  tokenId: string;
  /** Seconds since the epoch. */
  expiresAt: number;
  pageType?: string;
  pageCode?: string;
}

/** Longer input is refused before any parsing or hashing. */
export const maxEntryTokenLength = 1024;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const tokenPattern = /^[A-Za-z0-9_-]{16,900}\.[A-Za-z0-9_-]{43}$/;
// Binds the signature to this format, so a signature made for anything else never verifies.
const signaturePrefix = 'wharf-entry-token.v1.';

function signature(secret: Buffer, payload: string): Buffer {
  return createHmac('sha256', secret).update(signaturePrefix + payload, 'utf8').digest();
}

/** `<payload>.<HMAC-SHA256>` in base64url: short enough for a query string, unforgeable without the secret. */
export function signEntryToken(secret: Buffer, claims: EntryTokenClaims): string {
  const compact = { e: claims.entry, t: claims.tenantId, j: claims.tokenId, x: claims.expiresAt, pt: claims.pageType, pc: claims.pageCode };
  const payload = Buffer.from(JSON.stringify(compact), 'utf8').toString('base64url');
  return `${payload}.${signature(secret, payload).toString('base64url')}`;
}

/**
 * The claims of a token that carries a valid signature, names `entry` and has not expired at
 * `nowSeconds`; null for anything else. Hostile input is refused by shape before any work.
 */
export function readEntryToken(secret: Buffer, token: unknown, entry: string, nowSeconds: number): EntryTokenClaims | null {
  if (typeof token !== 'string' || token.length > maxEntryTokenLength || !tokenPattern.test(token)) return null;
  const [payload, signed] = token.split('.') as [string, string];
  const expected = signature(secret, payload);
  const given = Buffer.from(signed, 'base64url');
  // The last base64 character carries spare bits: only the canonical spelling is accepted,
  // so no two different strings are the same valid token.
  if (given.length !== expected.length || given.toString('base64url') !== signed || !timingSafeEqual(given, expected)) return null;
  const claims = parsePayload(payload);
  if (!claims || claims.entry !== entry || claims.expiresAt <= nowSeconds) return null;
  return claims;
}

function parsePayload(payload: string): EntryTokenClaims | null {
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const { e, t, j, x, pt, pc } = (raw ?? {}) as Record<string, unknown>;
  const isOptionalText = (value: unknown) => value === undefined || (typeof value === 'string' && value.length <= 100);
  if (typeof e !== 'string' || typeof t !== 'string' || typeof j !== 'string' || typeof x !== 'number') return null;
  if (!uuidPattern.test(t) || !uuidPattern.test(j) || !Number.isSafeInteger(x) || !isOptionalText(pt) || !isOptionalText(pc)) return null;
  return { entry: e, tenantId: t, tokenId: j, expiresAt: x, pageType: pt as string | undefined, pageCode: pc as string | undefined };
}
