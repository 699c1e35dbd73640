import { afterLoginTarget } from '../../routes/navigationDecision';
import { localStore } from '../../stores/browserStorage';

const callbackKey = 'oauth2CallbackUrl';
/** How long the page to return to after SSO is kept (spec §9 "OAuth2 callback url kept 10000"). */
export const ssoCallbackLifetimeMs = 10_000;

/** Keeps where the user was going (the login page's redirect query) while they visit the SSO provider. */
export function rememberLoginReturn(loginSearch: string): void {
  localStore.set(callbackKey, afterLoginTarget(loginSearch), ssoCallbackLifetimeMs);
}

/** Where to go after an SSO login: the kept page if still fresh and same-site, else /. Used once. */
export function takeLoginReturn(): string {
  const kept = localStore.get<string>(callbackKey);
  localStore.remove(callbackKey);
  return typeof kept === 'string' ? afterLoginTarget(`?redirect=${encodeURIComponent(kept)}`) : '/';
}
