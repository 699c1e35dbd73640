import type { Language } from '@wharf/engine';
import type { ClientInfo } from '../auth/openSession';
import { openLoginSession, type LoginSession } from '../auth/loginExtras';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import { admitAccount } from './admitAccount';
import { redeemEntryToken } from './entryTokens';

/**
 * The password-free entries of spec §7 and the query parameter each one reads, plus the
 * third-party login ticket (`GET /api/system/thirdLogin/getLoginUser/{id}`).
 */
export const freeLoginEntries = {
  secretFreeLogin: 'token',
  xdoFreeLogin: 'xdoToken',
  gwFreeLogin: 'fuyunToken',
  medicineFreeLogin: 'medicineToken',
  waizongfuFreeLogin: 'wzfToken',
  portalFreeLogin: 'code',
  thirdLogin: 'id',
} as const;

export type FreeLoginEntry = keyof typeof freeLoginEntries;
export const freeLoginEntryNames = Object.keys(freeLoginEntries) as FreeLoginEntry[];

/**
 * Proves who is entering from what an outside system handed over. Resolves to the account to
 * log in as, or null when the credential proves nothing; never trusts a bare user id.
 */
export interface FreeLoginVerifier {
  verify(ctx: AppContext, credential: string): Promise<{ tenantId: string; userId: string } | null>;
}

/**
 * The built-in verifier of an entry: a signed, expiring, single-use token issued for exactly
 * that entry (`POST /api/system/freeLoginToken`), redeemed once in the database.
 */
export function signedTokenVerifier(entry: FreeLoginEntry): FreeLoginVerifier {
  return {
    async verify(ctx, credential) {
      const redeemed = await redeemEntryToken(ctx, credential, entry);
      return redeemed && { tenantId: redeemed.tenantId, userId: redeemed.userId };
    },
  };
}

type VerifierRegistry = { [K in FreeLoginEntry]: FreeLoginVerifier };

const registries = new WeakMap<AppContext, VerifierRegistry>();

function registryFor(ctx: AppContext): VerifierRegistry {
  let registry = registries.get(ctx);
  if (!registry) {
    registry = Object.fromEntries(freeLoginEntryNames.map((entry) => [entry, signedTokenVerifier(entry)])) as VerifierRegistry;
    registries.set(ctx, registry);
  }
  return registry;
}

/**
 * Replaces an entry's verifier, e.g. with one that checks the partner system's own signed
 * token. Every entry already has the built-in one, so this is always an override and must say so.
 */
export function overrideFreeLoginVerifier(ctx: AppContext, entry: FreeLoginEntry, verifier: FreeLoginVerifier, options: { isOverride: true }): void {
  if (!options.isOverride) throw new Error(`free-login entry ${entry} already has a verifier`);
  registryFor(ctx)[entry] = verifier;
}

/**
 * Logs in through a password-free entry: its verifier must vouch for the credential, else 401
 * with one message whatever went wrong (forged, expired, used, meant for another entry); then
 * the organisation's login rules apply (`admitAccount`).
 */
export async function freeLogin(ctx: AppContext, entry: FreeLoginEntry, credential: string, client: ClientInfo, lang: Language): Promise<LoginSession> {
  const account = await registryFor(ctx)[entry].verify(ctx, credential);
  if (!account) throw new AppError(401, 'identity/entry-token-invalid');
  const kind = entry === 'thirdLogin' ? 'third' : 'free';
  await admitAccount(ctx, account, client, kind);
  return openLoginSession(ctx, account, client, { kind }, lang);
}
