import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { hashToken } from '../auth/tokens';
import { ssoKeyPattern } from './ssoConfig';
import { ssoAttemptExpired, ssoLoginFailed } from './ssoErrors';

/** A login attempt lives long enough to sign in at the provider, and no longer. */
export const attemptLifetimeMs = 10 * 60 * 1000;

/** What a login attempt keeps server-side between the authorize URL and the callback. */
export interface LoginAttempt {
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  /** The browser binding value (see browserBinding.ts); only its hash is stored. */
  browserBinding: string;
}

const handlePattern = /^[A-Za-z0-9_-]{43}$/;
const keyPattern = new RegExp(ssoKeyPattern);

/**
 * The OAuth2 `state`: the ssoKey (spec §4 "state=ssoKey", so the callback knows the
 * configuration) and a random handle of the attempt, `ssoKey.handle`. Only the handle's hash
 * is stored, so reading the table gives no usable state.
 */
export function newState(ssoKey: string): { state: string; handle: string } {
  const handle = randomBytes(32).toString('base64url');
  return { state: `${ssoKey}.${handle}`, handle };
}

/** The ssoKey and handle of a state, or undefined when it is not one of ours in shape. */
export function parseState(state: string): { ssoKey: string; handle: string } | undefined {
  const dot = state.lastIndexOf('.');
  if (dot < 1) return undefined;
  const ssoKey = state.slice(0, dot);
  const handle = state.slice(dot + 1);
  return keyPattern.test(ssoKey) && handlePattern.test(handle) ? { ssoKey, handle } : undefined;
}

/** Stores an attempt of the tenant's configuration; expired ones of the tenant are swept meanwhile. */
export async function storeAttempt(ctx: AppContext, tenantId: string, ssoKey: string, handle: string, attempt: LoginAttempt): Promise<void> {
  await withTenant(ctx.db, tenantId, async (trx) => {
    await trx('sys_sso_login_attempt').where('expires_at', '<', trx.raw("now() - interval '1 hour'")).delete();
    await trx('sys_sso_login_attempt').insert({
      tenant_id: tenantId,
      sso_key: ssoKey,
      state_hash: hashToken(handle),
      nonce: attempt.nonce,
      code_verifier: attempt.codeVerifier,
      redirect_uri: attempt.redirectUri,
      browser_hash: hashToken(attempt.browserBinding),
      expires_at: new Date(Date.now() + attemptLifetimeMs),
    });
  });
}

/**
 * Uses up the attempt behind a state, atomically: a second use finds nothing, whatever
 * happens to the first. Unknown or used, or completed in another browser than the one that
 * started it: login failed; known but expired: attempt expired.
 */
export async function consumeAttempt(ctx: AppContext, tenantId: string, ssoKey: string, handle: string, browserBinding: string | undefined): Promise<Omit<LoginAttempt, 'browserBinding'>> {
  const row = await withTenant(ctx.db, tenantId, async (trx) => {
    const [used] = await trx('sys_sso_login_attempt')
      .where({ state_hash: hashToken(handle), sso_key: ssoKey })
      .whereNull('used_at')
      .update({ used_at: trx.fn.now() })
      .returning<{ nonce: string; code_verifier: string; redirect_uri: string; expires_at: Date; browser_hash: Buffer }[]>(['nonce', 'code_verifier', 'redirect_uri', 'expires_at', 'browser_hash']);
    return used;
  });
  if (!row || !browserBinding || !timingSafeEqual(row.browser_hash, hashToken(browserBinding))) throw ssoLoginFailed();
  if (row.expires_at.getTime() <= Date.now()) throw ssoAttemptExpired();
  return { nonce: row.nonce, codeVerifier: row.code_verifier, redirectUri: row.redirect_uri };
}
