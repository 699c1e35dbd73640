import { displayText, type Language } from '@wharf/engine';
import type { LocalisedText } from '@wharf/schemas';
import type { AppContext } from '../context';
import { ssoIncomplete, ssoNotConfigured, ssoWrongType } from './ssoErrors';

export type SsoType = 'oauth2' | 'cas';

/** ssoKeys are short, URL-safe names; they travel in `state` and query strings. */
export const ssoKeyPattern = '^[A-Za-z0-9_-]{1,64}$';

/** The CAS part of an SSO configuration (spec §3: url, loginName, logout). */
export interface CasSettings {
  /** The CAS server's base URL, e.g. `https://cas.example.com/cas`. */
  url: string | null;
  /** The CAS attribute holding the username; null means the CAS `user` itself. */
  loginName: string | null;
  /** Where logout sends the browser; null: no external logout. */
  logout: string | null;
  /** The service URL registered at CAS: the only service tickets are validated for. */
  serviceUrl: string | null;
}

/** The OAuth2 part of an SSO configuration (spec §3), read as an OpenID Connect relying party. */
export interface OAuth2Settings {
  /** The issuer; its `/.well-known/openid-configuration` is discovered. */
  url: string | null;
  clientId: string | null;
  scope: string | null;
  /** The callback's query parameter carrying the code (the web callback reads it). */
  paramName: string;
  dynamic: boolean;
  logout: string | null;
  /** The default redirect URI when getAuthorizeUrl names none. */
  redirectUri: string | null;
  /** The ID token claim matched against usernames when no identity link exists yet. */
  usernameClaim: string;
}

/** One SSO configuration as the server uses it, secret included. Never sent to a client. */
export interface SsoConfig {
  id: string;
  tenantId: string;
  ssoKey: string;
  type: SsoType;
  cas: CasSettings;
  oauth2: OAuth2Settings & { clientSecret: string | null };
  /** The login button's text per interface language (migration 0101); null: the ssoKey shows. */
  displayName: LocalisedText | null;
  updatedAt: Date;
}

/** The row shape of `sys_sso_config` (and of `sso_find_config`). */
export interface SsoConfigRow {
  id: string;
  tenant_id: string;
  sso_key: string;
  sso_type: SsoType;
  cas_url: string | null;
  cas_login_name: string | null;
  cas_logout: string | null;
  cas_service_url: string | null;
  oauth2_url: string | null;
  oauth2_client_id: string | null;
  oauth2_client_secret?: string | null;
  oauth2_scope: string | null;
  oauth2_param_name: string;
  oauth2_dynamic: boolean;
  oauth2_logout: string | null;
  oauth2_redirect_uri: string | null;
  oauth2_username_claim: string;
  display_name?: LocalisedText | null;
  updated_at: Date;
}

/** A stored row as a configuration object. */
export function configFromRow(row: SsoConfigRow): SsoConfig {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    ssoKey: row.sso_key,
    type: row.sso_type,
    cas: { url: row.cas_url, loginName: row.cas_login_name, logout: row.cas_logout, serviceUrl: row.cas_service_url },
    oauth2: {
      url: row.oauth2_url,
      clientId: row.oauth2_client_id,
      clientSecret: row.oauth2_client_secret ?? null,
      scope: row.oauth2_scope,
      paramName: row.oauth2_param_name,
      dynamic: row.oauth2_dynamic,
      logout: row.oauth2_logout,
      redirectUri: row.oauth2_redirect_uri,
      usernameClaim: row.oauth2_username_claim,
    },
    displayName: row.display_name ?? null,
    updatedAt: row.updated_at,
  };
}

/** What a login button says for a configuration: its display name in `language`, else in the main language, else its ssoKey. */
export function ssoDisplayName(config: { ssoKey: string; displayName: LocalisedText | null }, language: Language): string {
  const names = config.displayName ?? {};
  const main = names.zh_CN?.trim() || Object.values(names).find((name) => name?.trim())?.trim() || config.ssoKey;
  return displayText(main, names, { language });
}

/**
 * The configuration of an ssoKey, from any tenant: a login names no tenant, so this goes
 * through `sso_find_config`, the one narrow cross-tenant read for it. Undefined when unknown.
 */
export async function findSsoConfig(ctx: AppContext, ssoKey: string): Promise<SsoConfig | undefined> {
  const { rows } = await ctx.db.raw<{ rows: SsoConfigRow[] }>('select * from sso_find_config(?)', [ssoKey]);
  return rows[0] ? configFromRow(rows[0]) : undefined;
}

/** The OAuth2 settings a login needs, all present. */
export interface CompleteOAuth2 {
  issuer: string;
  clientId: string;
  clientSecret: string | null;
  scope: string;
}

/**
 * The configuration of `ssoKey` when it is an OAuth2 one with issuer, client id and scope
 * (spec §5: a missing url, clientId or scope is an incomplete configuration).
 */
export async function requireOAuth2Config(ctx: AppContext, ssoKey: string): Promise<{ config: SsoConfig; oauth2: CompleteOAuth2 }> {
  const config = await findSsoConfig(ctx, ssoKey);
  if (!config) throw ssoNotConfigured();
  if (config.type !== 'oauth2') throw ssoWrongType('oauth2');
  const { url, clientId, clientSecret, scope } = config.oauth2;
  if (!url || !clientId || !scope) throw ssoIncomplete();
  return { config, oauth2: { issuer: url, clientId, clientSecret, scope } };
}

/** The configuration of `ssoKey` when it is a CAS one with its server and service URLs. */
export async function requireCasConfig(ctx: AppContext, ssoKey: string): Promise<{ config: SsoConfig; casUrl: string; serviceUrl: string }> {
  const config = await findSsoConfig(ctx, ssoKey);
  if (!config) throw ssoNotConfigured();
  if (config.type !== 'cas') throw ssoWrongType('cas');
  if (!config.cas.url || !config.cas.serviceUrl) throw ssoIncomplete();
  return { config, casUrl: config.cas.url, serviceUrl: config.cas.serviceUrl };
}
