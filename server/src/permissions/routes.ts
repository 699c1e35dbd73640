import { Router } from 'express';
import { userPermissionsSchema, noResultSchema } from '@wharf/schemas';
import type { JSONSchemaType } from 'ajv';
import { formatMessage } from '@wharf/engine';
import { caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { apiRoute } from '../http/apiRoute';
import { envelope } from '../http/envelope';
import { ValidationFailed } from '../http/errors';
import { requestLanguage } from '../http/language';
import { loadPermissionList } from './permissionMenu';

/** The quick-start menu holds at most 27 entries (spec §5, §9). */
export const quickMenuMax = 27;

interface SaveSettingsInput {
  /** The quick menu: a list of menu ids, or that list as JSON text (spec §7). */
  quickSettings?: string | string[];
  settings?: Record<string, unknown>;
}

// ajv's JSONSchemaType cannot express "string or string[]"; the shape is checked again in parseQuickSettings.
const saveSettingsSchema = {
  type: 'object',
  properties: {
    quickSettings: { anyOf: [{ type: 'string', maxLength: 4000 }, { type: 'array', items: { type: 'string', maxLength: 64 } }] },
    settings: { type: 'object', maxProperties: 50 },
  },
  additionalProperties: false,
} as unknown as JSONSchemaType<SaveSettingsInput>;

const permissionQuerySchema: JSONSchemaType<{ roleCode?: string }> = {
  type: 'object',
  properties: { roleCode: { type: 'string', maxLength: 100, nullable: true } },
};

/** Reads `quickSettings` as a list of ids; a 400 at its path when it is not one. */
function parseQuickSettings(value: string | string[], lang: ReturnType<typeof requestLanguage>): string[] {
  let ids: unknown = value;
  if (typeof value === 'string') {
    try {
      ids = JSON.parse(value);
    } catch {
      ids = undefined;
    }
  }
  const path = '/body/quickSettings';
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string' && id.length <= 64)) {
    throw new ValidationFailed([{ path, code: 'request/type', message: formatMessage('request/type', lang, ['string[]']) }]);
  }
  if (ids.length > quickMenuMax) {
    throw new ValidationFailed([{ path, code: 'request/max-items', message: formatMessage('request/max-items', lang, [quickMenuMax]) }]);
  }
  return ids as string[];
}

/** The permission list and the user's settings (spec §7 login family). */
export function systemRoutes(ctx: AppContext): Router {
  const router = Router();
  apiRoute(router, { method: 'get', path: '/api/system/getUserPermissionByToken', summary: 'Menus, button permissions and settings of the current user', tag: 'session', query: permissionQuerySchema, response: userPermissionsSchema }, async (req, res, { query }) => {
    const { homeTenantId: tenantId, userId } = caller(req);
    const roleCode = query.roleCode?.trim() || undefined;
    res.json(envelope(await withTenant(ctx.db, tenantId, (trx) => loadPermissionList(trx, userId, requestLanguage(req), roleCode))));
  });
  apiRoute(router, { method: 'post', path: '/api/system/sysUserSettings/save', summary: 'Save the quick menu and display settings', tag: 'session', body: saveSettingsSchema, response: noResultSchema }, async (req, res, { body }) => {
    const { homeTenantId: tenantId, userId } = caller(req);
    const lang = requestLanguage(req);
    const quickMenu = body.quickSettings === undefined ? undefined : parseQuickSettings(body.quickSettings, lang);
    await withTenant(ctx.db, tenantId, async (trx) => {
      const current = await trx('sys_user_settings').where({ user_id: userId }).first<{ quick_menu: string[]; settings: Record<string, unknown> }>('quick_menu', 'settings');
      const row = {
        tenant_id: tenantId,
        user_id: userId,
        // Each part is kept when the call leaves it out; settings merge key by key.
        quick_menu: JSON.stringify(quickMenu ?? current?.quick_menu ?? []),
        settings: JSON.stringify({ ...(current?.settings ?? {}), ...(body.settings ?? {}) }),
        updated_at: trx.fn.now(),
      };
      await trx('sys_user_settings').insert(row).onConflict(['tenant_id', 'user_id']).merge();
    });
    res.json(envelope(null, formatMessage('system/ok', lang)));
  });
  return router;
}
