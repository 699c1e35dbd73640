import { isPlatformOperator } from '../platform/access/platformOperator';
import type { Caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { accessDenied, AppError } from '../http/errors';
import { uniqueViolationOf, type UniqueIndexName } from '../http/uniqueViolation';
import { page, type Page } from '../http/envelope';
import { checkRedirectUri } from './authorizeUrl';
import { isLoopbackHttp } from './oidcClient';
import { configFromRow, findSsoConfig, type CasSettings, type OAuth2Settings, type SsoConfigRow } from './ssoConfig';
import { ssoNotConfigured } from './ssoErrors';
import type { SsoConfigInput, SsoConfigListQuery } from './ssoSchemas';
import type { LocalisedText } from '@wharf/schemas';

/** An SSO configuration as the console sees it: the client secret is never sent back. */
export interface SsoConfigView {
  id: string;
  ssoKey: string;
  type: string;
  tenantCode: string;
  cas: CasSettings;
  /** The stored secret is never returned: only whether there is one. */
  oauth2: OAuth2Settings & { hasClientSecret: boolean };
  displayName: LocalisedText | null;
  updatedAt: string;
}

type ListedRow = Omit<SsoConfigRow, 'oauth2_client_secret'> & { tenant_code: string; has_client_secret: boolean };

/**
 * SSO configurations decide who may log into which tenant, so only the platform operator
 * manages them: an admin user of the platform tenant. Everyone else gets 403.
 */
export async function requirePlatformOperator(ctx: AppContext, caller: Caller): Promise<void> {
  if (!(await isPlatformOperator(ctx, caller))) throw accessDenied();
}

function checkHttpUrl(value: string | null | undefined, path: string): void {
  if (!value) return;
  let isHttp = false;
  try {
    const url = new URL(value);
    isHttp = (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
  } catch {
    isHttp = false;
  }
  if (!isHttp) throw new AppError(400, 'sso/invalid-url', [path]);
}

/** The display names worth keeping (blank ones dropped), as jsonb text; null when none is left. */
function displayNameColumn(names: SsoConfigInput['displayName']): string | null {
  const kept = Object.entries(names ?? {}).filter(([, name]) => typeof name === 'string' && name.trim() !== '').map(([language, name]) => [language, name!.trim()]);
  return kept.length > 0 ? JSON.stringify(Object.fromEntries(kept)) : null;
}

/** The columns an input sets; on edit, a left-out client secret or display name keeps the stored one. */
function columnsOf(input: SsoConfigInput): Record<string, unknown> {
  const cas = input.cas ?? {};
  const oauth2 = input.oauth2 ?? {};
  for (const [value, path] of [[cas.url, 'cas.url'], [cas.logout, 'cas.logout'], [cas.serviceUrl, 'cas.serviceUrl'], [oauth2.url, 'oauth2.url'], [oauth2.logout, 'oauth2.logout']] as const) {
    checkHttpUrl(value, path);
  }
  // The server talks to these itself: over plain http anyone on the path could forge a
  // "ticket valid" or token answer, so only https (or a server on this machine) will do.
  for (const [value, path] of [[cas.url, 'cas.url'], [oauth2.url, 'oauth2.url']] as const) {
    if (value && new URL(value).protocol !== 'https:' && !isLoopbackHttp(new URL(value))) throw new AppError(400, 'sso/invalid-url', [path]);
  }
  if (oauth2.redirectUri) checkRedirectUri(oauth2.redirectUri, 'oauth2.redirectUri');
  const columns: Record<string, unknown> = {
    sso_type: input.type,
    cas_url: cas.url || null,
    cas_login_name: cas.loginName || null,
    cas_logout: cas.logout || null,
    cas_service_url: cas.serviceUrl || null,
    oauth2_url: oauth2.url || null,
    oauth2_client_id: oauth2.clientId || null,
    oauth2_scope: oauth2.scope || null,
    oauth2_param_name: oauth2.paramName || 'code',
    oauth2_dynamic: oauth2.dynamic ?? true,
    oauth2_logout: oauth2.logout || null,
    oauth2_redirect_uri: oauth2.redirectUri || null,
    oauth2_username_claim: oauth2.usernameClaim || 'preferred_username',
  };
  if (oauth2.clientSecret !== undefined) columns.oauth2_client_secret = oauth2.clientSecret || null;
  if (input.displayName !== undefined) columns.display_name = displayNameColumn(input.displayName);
  return columns;
}

/** The SSO key is unique across tenants (a login names only the key). */
const ssoKeyIndex: UniqueIndexName = 'sys_sso_config_key_unique';

/** Adds a configuration to the tenant `tenantCode` names; an ssoKey is unique across tenants. */
export async function addSsoConfig(ctx: AppContext, input: SsoConfigInput, caller: Caller): Promise<void> {
  const columns = columnsOf(input);
  const tenantId = input.tenantCode
    ? (await ctx.db.raw<{ rows: { tenant_id: string | null }[] }>('select sso_find_tenant(?) as tenant_id', [input.tenantCode])).rows[0]?.tenant_id
    : undefined;
  if (!tenantId) throw new AppError(400, 'system/not-found');
  if (await findSsoConfig(ctx, input.ssoKey)) throw new AppError(400, 'system/already-exists', ['ssoKey']);
  try {
    await withTenant(ctx.db, tenantId, (trx) =>
      trx('sys_sso_config').insert({ ...columns, tenant_id: tenantId, sso_key: input.ssoKey, created_by: caller.userId, updated_by: caller.userId }));
  } catch (error) {
    // Two operators adding the same key at once: the unique index decides.
    if (uniqueViolationOf(error)?.index === ssoKeyIndex) throw new AppError(400, 'system/already-exists', ['ssoKey']);
    throw error;
  }
}

/** Replaces a configuration's settings; its ssoKey and tenant stay. */
export async function editSsoConfig(ctx: AppContext, input: SsoConfigInput, caller: Caller): Promise<void> {
  const columns = columnsOf(input);
  const existing = await findSsoConfig(ctx, input.ssoKey);
  if (!existing) throw ssoNotConfigured();
  await withTenant(ctx.db, existing.tenantId, (trx) =>
    trx('sys_sso_config').where({ id: existing.id }).update({ ...columns, updated_by: caller.userId, updated_at: trx.fn.now() }));
}

/** Deletes a configuration with its identity links and pending attempts, so a new config under the same key starts clean. */
export async function deleteSsoConfig(ctx: AppContext, ssoKey: string): Promise<void> {
  const existing = await findSsoConfig(ctx, ssoKey);
  if (!existing) throw ssoNotConfigured();
  await withTenant(ctx.db, existing.tenantId, async (trx) => {
    await trx('sys_sso_identity').where({ sso_key: ssoKey }).delete();
    await trx('sys_sso_login_attempt').where({ sso_key: ssoKey }).delete();
    await trx('sys_sso_config').where({ id: existing.id }).delete();
  });
}

/** The listing's row as the admin API shows it: the configuration, less its secret. */
function toView(row: ListedRow): SsoConfigView {
  const { tenantId: _tenantId, oauth2: { clientSecret: _secret, ...oauth2 }, updatedAt, ...config } = configFromRow({ ...row, oauth2_client_secret: null });
  return { ...config, tenantCode: row.tenant_code, oauth2: { ...oauth2, hasClientSecret: row.has_client_secret }, updatedAt: new Date(updatedAt).toISOString() };
}

/** Every tenant's configurations (a handful each), optionally of one tenant, a page at a time. */
export async function listSsoConfigs(ctx: AppContext, query: SsoConfigListQuery): Promise<Page<SsoConfigView>> {
  const { rows } = await ctx.db.raw<{ rows: ListedRow[] }>('select * from sso_list_configs()');
  const matching = query.tenantCode ? rows.filter((row) => row.tenant_code === query.tenantCode) : rows;
  const start = (query.pageNo - 1) * query.pageSize;
  return page(matching.slice(start, start + query.pageSize).map(toView), matching.length, query.pageNo, query.pageSize);
}
