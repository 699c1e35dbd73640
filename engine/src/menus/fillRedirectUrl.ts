/**
 * The values a redirect url may carry (spec §2 "Redirect-view menu items").
 * In a url each appears as its name in braces, e.g. `https://x.example/sso?u={username}&t={token}`.
 */
export interface RedirectUrlContext {
  userId?: string;
  /** The user's display name (realname). */
  realname?: string;
  /** The login name (username). */
  username?: string;
  orgId?: string;
  orgName?: string;
  /** The user's department (org code). */
  orgCode?: string;
  compCode?: string;
  compName?: string;
  socialCreditCode?: string;
  divisionId?: string;
  divisionCode?: string;
  divisionName?: string;
  tenantId?: string;
  tenantCode?: string;
  tenantName?: string;
  token?: string;
}

/** The placeholder names `fillRedirectUrl` replaces, in the order of the specification. */
export const redirectUrlPlaceholders = [
  'userId', 'realname', 'username', 'orgId', 'orgName', 'orgCode', 'compCode', 'compName', 'socialCreditCode',
  'divisionId', 'divisionCode', 'divisionName', 'tenantId', 'tenantCode', 'tenantName', 'token',
] as const satisfies ReadonlyArray<keyof RedirectUrlContext>;

const known: ReadonlySet<string> = new Set(redirectUrlPlaceholders);

/**
 * Replaces `{name}` placeholders in a redirect url with the current user's values.
 * Values are URL-encoded (a name with '&' must not add a query parameter); a missing value becomes
 * empty text; braces with any other name are left untouched, so urls that use braces themselves
 * (and `{{now}}`-style form expressions) pass through unchanged.
 */
export function fillRedirectUrl(url: string, context: RedirectUrlContext): string {
  return url.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) => {
    if (!known.has(name)) return whole;
    const value = context[name as keyof RedirectUrlContext];
    return encodeURIComponent(value === undefined || value === null ? '' : String(value));
  });
}

/** The user info of the login result (spec §3), as far as redirect urls need it. */
export interface RedirectUserInfo {
  id?: string;
  username?: string;
  realname?: string;
  orgId?: string;
  orgCode?: string;
  orgName?: string;
  compCode?: string;
  compName?: string;
  userExtendInfo?: {
    compCode?: string;
    compName?: string;
    socialCreditCode?: string;
    divisionId?: string;
    divisionCode?: string;
    divisionName?: string;
    tenantId?: string;
    tenantCode?: string;
    tenantName?: string;
  } | null;
}

/** Builds the redirect context from the session's user info and token. */
export function redirectContextFromUser(userInfo: RedirectUserInfo, token: string): RedirectUrlContext {
  const extended = userInfo.userExtendInfo ?? {};
  return {
    userId: userInfo.id,
    realname: userInfo.realname,
    username: userInfo.username,
    orgId: userInfo.orgId,
    orgName: userInfo.orgName,
    orgCode: userInfo.orgCode,
    compCode: extended.compCode ?? userInfo.compCode,
    compName: extended.compName ?? userInfo.compName,
    socialCreditCode: extended.socialCreditCode,
    divisionId: extended.divisionId,
    divisionCode: extended.divisionCode,
    divisionName: extended.divisionName,
    tenantId: extended.tenantId,
    tenantCode: extended.tenantCode,
    tenantName: extended.tenantName,
    token,
  };
}
