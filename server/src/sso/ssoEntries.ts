import type { JSONSchemaType } from 'ajv';
import type { AppContext } from '../context';
import type { Language } from '@wharf/engine';
import type { LocalisedText } from '@wharf/schemas';
import { ssoDisplayName, type SsoType } from './ssoConfig';

/** One SSO entry the login screen offers: only what it needs to draw a button and start. */
export interface SsoEntry {
  ssoKey: string;
  type: SsoType;
  /** What the button says: the configuration's display name in the request's language, else its ssoKey. */
  name: string;
  tenantCode: string;
}

interface EntryRow {
  sso_key: string;
  sso_type: SsoType;
  tenant_code: string;
  cas_url: string | null;
  cas_service_url: string | null;
  oauth2_url: string | null;
  oauth2_client_id: string | null;
  oauth2_scope: string | null;
  oauth2_redirect_uri: string | null;
  display_name: LocalisedText | null;
}

/**
 * Whether a configuration can start a login from the login screen: CAS needs its server and
 * service URL; OAuth2 its issuer, client id and scope (spec §5) and a redirect URI to come back
 * to. An incomplete one is left out rather than offered and then refused.
 */
function isUsable(row: EntryRow): boolean {
  if (row.sso_type === 'cas') return Boolean(row.cas_url && row.cas_service_url);
  return Boolean(row.oauth2_url && row.oauth2_client_id && row.oauth2_scope && row.oauth2_redirect_uri);
}

/**
 * `GET /api/system/sso/entries`: the usable SSO configurations, optionally of one tenant, with
 * nothing secret or internal (no URLs, client ids or secrets: the flow starts on the server).
 */
export async function listSsoEntries(ctx: AppContext, tenantCode: string | undefined, language: Language): Promise<SsoEntry[]> {
  const { rows } = await ctx.db.raw<{ rows: EntryRow[] }>('select sso_key, sso_type, tenant_code, cas_url, cas_service_url, oauth2_url, oauth2_client_id, oauth2_scope, oauth2_redirect_uri, display_name from sso_list_configs()');
  return rows
    .filter((row) => isUsable(row) && (!tenantCode || row.tenant_code === tenantCode))
    .map((row) => ({ ssoKey: row.sso_key, type: row.sso_type, name: ssoDisplayName({ ssoKey: row.sso_key, displayName: row.display_name }, language), tenantCode: row.tenant_code }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export const ssoEntriesQuerySchema: JSONSchemaType<{ tenantCode?: string }> = {
  type: 'object',
  properties: { tenantCode: { type: 'string', minLength: 1, maxLength: 64, nullable: true } },
  additionalProperties: true,
};
