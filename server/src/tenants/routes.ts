import { tenantPageSchema, tenantSchema, noResultSchema } from '@wharf/schemas';
import { Router } from 'express';
import type { JSONSchemaType } from 'ajv';
import { caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { withPlatform } from '../db/withPlatform';
import { apiRoute } from '../http/apiRoute';
import { okMessage } from '../http/routeHelpers';
import { envelope, pageSizes } from '../http/envelope';
import { AppError } from '../http/errors';
import { requestLanguage } from '../http/language';
import { isPlatformOperator } from '../platform/access/platformOperator';
import { uuid } from '../http/idSchemas';
import { sessionCacheFor } from '../auth/sessionChangeListener';
import { addTenant, editTenant, listTenants, switchTenant, type NewTenantInput, type TenantInput } from './tenantOperations';

const optional = <T extends object>(schema: T) => ({ ...schema, nullable: true }) as T & { nullable: true };
const tenantProperties = {
  tenantName: { type: 'string', minLength: 1, maxLength: 100 },
  maxUsers: optional({ type: 'integer', minimum: 1, maximum: 10_000_000 }),
  enableDivision: optional({ type: 'boolean' }),
  enableProxy: optional({ type: 'boolean' }),
  enableCustomBroker: optional({ type: 'boolean' }),
  enableIgnoreCase: optional({ type: 'boolean' }),
  mainComp: optional({ type: 'string', maxLength: 100 }),
  loginUrl: optional({ type: 'string', maxLength: 500, pattern: '^(https?://[^\\s]+)?$' }),
  status: optional({ type: 'string', enum: ['1', '2'] }),
  // An IANA name (checked against the runtime's list in the operation: 400 at /body/timeZone); null: UTC.
  timeZone: optional({ type: 'string', maxLength: 64 }),
  packageCodes: { type: 'array', items: { type: 'string', maxLength: 64 }, maxItems: 100 },
} as const;

const addSchema = {
  type: 'object',
  properties: {
    tenantCode: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' },
    adminUsername: { type: 'string', minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9_.-]+$' },
    adminRealname: { type: 'string', minLength: 1, maxLength: 10 },
    adminPassword: { type: 'string', minLength: 1, maxLength: 200 },
    ...tenantProperties,
  },
  required: ['tenantCode', 'tenantName', 'packageCodes', 'adminUsername', 'adminRealname', 'adminPassword'],
  additionalProperties: false,
} as unknown as JSONSchemaType<NewTenantInput>;
const editSchema = { type: 'object', properties: { id: uuid, ...tenantProperties }, required: ['id', 'tenantName', 'packageCodes'], additionalProperties: false } as unknown as JSONSchemaType<TenantInput & { id: string }>;
const listQuery: JSONSchemaType<{ tenantName?: string; pageNo: number; pageSize: number }> = {
  type: 'object',
  properties: { tenantName: { type: 'string', maxLength: 100, nullable: true }, pageNo: { type: 'integer', minimum: 1, default: 1 }, pageSize: { type: 'integer', enum: [...pageSizes], default: 20 } },
  required: ['pageNo', 'pageSize'],
};
const switchSchema: JSONSchemaType<{ tenantId: string }> = { type: 'object', properties: { tenantId: uuid }, required: ['tenantId'], additionalProperties: false };

/** Tenant operations (spec §3 tenant, §6): the platform operator's alone ("no ops permission" for anyone else). */
export function tenantRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'tenants';
  const base = '/api/system/tenant';
  router.use(base, async (req, _res, next) => {
    if (!(await isPlatformOperator(ctx, caller(req)))) throw new AppError(403, 'tenant/no-ops-permission');
    next();
  });

  apiRoute(router, { method: 'get', path: `${base}/list`, summary: 'Tenants, a page at a time', tag, query: listQuery, response: tenantPageSchema }, async (_req, res, { query }) => {
    res.json(envelope(await withPlatform(ctx.db, (trx) => listTenants(trx, query))));
  });
  apiRoute(router, { method: 'post', path: `${base}/add`, summary: 'Create a tenant with its packages and first administrator', tag, body: addSchema, response: tenantSchema }, async (req, res, { body }) => {
    res.json(envelope(await withPlatform(ctx.db, (trx, enterTenant) => addTenant(trx, enterTenant, caller(req).userId, body, requestLanguage(req))), okMessage(req)));
  });
  apiRoute(router, { method: 'put', path: `${base}/edit`, summary: 'Edit a tenant and its packages', tag, body: editSchema, response: tenantSchema }, async (req, res, { body }) => {
    const { id, ...input } = body;
    res.json(envelope(await withPlatform(ctx.db, (trx) => editTenant(trx, caller(req).userId, id, input, requestLanguage(req))), okMessage(req)));
  });
  apiRoute(router, { method: 'post', path: `${base}/switch`, summary: 'Work in a tenant from the next request on', tag, body: switchSchema, response: noResultSchema }, async (req, res, { body }) => {
    const who = caller(req);
    await withPlatform(ctx.db, async (trx, enterTenant) => {
      const target = await trx('sys_tenant').where({ id: body.tenantId, is_platform: false }).first<{ id: string } | undefined>('id');
      if (!target) throw new AppError(404, 'tenant/not-found');
      await enterTenant(who.homeTenantId);
      await switchTenant(trx, who.sessionId, target, who.tenantId, who.homeTenantId);
    });
    sessionCacheFor(ctx).forgetSession(who.sessionId);
    res.json(envelope(null, okMessage(req)));
  });
  apiRoute(router, { method: 'post', path: `${base}/switchOut`, summary: 'Back to the platform tenant', tag, response: noResultSchema }, async (req, res) => {
    const who = caller(req);
    await withPlatform(ctx.db, async (trx, enterTenant) => {
      await enterTenant(who.homeTenantId);
      await switchTenant(trx, who.sessionId, null, who.tenantId, who.homeTenantId);
    });
    sessionCacheFor(ctx).forgetSession(who.sessionId);
    res.json(envelope(null, okMessage(req)));
  });
  return router;
}
