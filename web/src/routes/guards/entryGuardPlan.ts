import type { FreeLoginEntry } from '../../api/freeLoginApi';
import { afterLoginTarget, loginRedirect } from '../navigationDecision';

/** One guard page of spec §2: the free-login call it makes and what its query may carry. */
export interface EntryGuard {
  entry: FreeLoginEntry;
  /** The query parameter the entry redirect passed on (`token`, or `code` for the portal). */
  credentialParameter: 'token' | 'code';
  /** "token or roleCode" entries: a role code alone continues an existing session with that role. */
  acceptsRoleCode: boolean;
  /** Where the entry leads when its query names no usable `redirect` (else the dynamic root). */
  defaultTarget?: string;
}

/** The guard pages the entry redirects of `routePaths.ts` lead to. */
export const entryGuards = {
  '/guard': { entry: 'secretFreeLogin', credentialParameter: 'token', acceptsRoleCode: false },
  // The portal's entry lands on the caller's portal (spec §2 /portal).
  '/portalGuard': { entry: 'portalFreeLogin', credentialParameter: 'code', acceptsRoleCode: false, defaultTarget: '/portal' },
  '/xdoGuard': { entry: 'xdoFreeLogin', credentialParameter: 'token', acceptsRoleCode: true },
  '/gw3Guard': { entry: 'gwFreeLogin', credentialParameter: 'token', acceptsRoleCode: true },
  '/medicineGuard': { entry: 'medicineFreeLogin', credentialParameter: 'token', acceptsRoleCode: true },
  '/waizongfuGuard': { entry: 'waizongfuFreeLogin', credentialParameter: 'token', acceptsRoleCode: false },
} as const satisfies Record<string, EntryGuard>;

export type EntryGuardPath = keyof typeof entryGuards;

/** What a guard page does with the query it was opened with. */
export type EntryGuardPlan =
  /** Log in with the credential; `roleCode` ('' when none) replaces the tab's role code. */
  | { kind: 'free-login'; credential: string; roleCode: string; target: string }
  /** Keep the session, loading the permission list again for this role code. */
  | { kind: 'continue-with-role'; roleCode: string; target: string }
  | { kind: 'redirect'; to: string };

/** The password-change guard, where a user whose password must change goes first. */
export const userPasswordGuardPath = '/userPwdGuard';

/**
 * Decides a guard page's work (spec §2 entry redirects, §5 "token (or code, roleCode) else 401").
 * A credential always logs in, even over an existing session: the partner's link names who
 * enters. A role code alone needs a session; without one the user logs in first and comes back
 * here (the login's redirect query), so the role code still applies. Afterwards the user goes to
 * the `redirect` query when it is a same-origin path, else to the guard's default target (the
 * portal entry's `/portal`) or the dynamic root.
 */
export function planEntryGuard(guard: EntryGuard, search: string, fullPath: string, hasSession: boolean): EntryGuardPlan {
  const query = new URLSearchParams(search);
  const asked = afterLoginTarget(search);
  const target = asked === '/' && guard.defaultTarget ? guard.defaultTarget : asked;
  const credential = query.get(guard.credentialParameter) ?? '';
  const roleCode = guard.acceptsRoleCode ? (query.get('roleCode') ?? '') : '';
  if (credential) return { kind: 'free-login', credential, roleCode, target };
  if (!roleCode) return { kind: 'redirect', to: '/401' };
  if (!hasSession) return { kind: 'redirect', to: loginRedirect(fullPath) };
  return { kind: 'continue-with-role', roleCode, target };
}

/** Where a fresh session goes: first the password change when the account demands one (see UserPasswordGuardPage). */
export function afterEntryTarget(mustChangePassword: boolean, target: string): string {
  return mustChangePassword ? `${userPasswordGuardPath}?redirect=${encodeURIComponent(target)}` : target;
}
