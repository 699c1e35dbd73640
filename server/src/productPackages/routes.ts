import { noResultSchema, packagePermissionsSchema, productPackagePageSchema, productPackageSchema } from '@wharf/schemas';
import { Router } from 'express';
import type { JSONSchemaType } from 'ajv';
import { caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { apiRoute } from '../http/apiRoute';
import { envelope, pageSizes } from '../http/envelope';
import { AppError } from '../http/errors';
import { uuid } from '../http/idSchemas';
import { requestLanguage } from '../http/language';
import { okMessage } from '../http/routeHelpers';
import { isPlatformOperator } from '../platform/access/platformOperator';
import { readPackagePermissions, savePackagePermissions } from './packagePermissions';
import { addProductPackage, deleteProductPackage, editProductPackage, listProductPackages, type ProductPackageInput, type ProductPackageListQuery } from './productPackageOperations';

const optional = <T extends object>(schema: T) => ({ ...schema, nullable: true }) as T & { nullable: true };
// Codes as the tenant console names packages (`packageCodes`): letters, digits, underscore and hyphen.
const productCode = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } as const;
const productName = { type: 'string', minLength: 1, maxLength: 100 } as const;
const packageFields = {
  description: optional({ type: 'string', maxLength: 255 }),
  duration: optional({ type: 'integer', minimum: 1, maximum: 1200 }),
} as const;

const addSchema = {
  type: 'object',
  properties: { productCode, productName, ...packageFields },
  required: ['productCode', 'productName'],
  additionalProperties: false,
} as unknown as JSONSchemaType<ProductPackageInput>;
const editSchema = {
  type: 'object',
  properties: { id: uuid, productCode, productName, ...packageFields },
  required: ['id'],
  additionalProperties: false,
} as unknown as JSONSchemaType<Partial<ProductPackageInput> & { id: string }>;
const listQuery = {
  type: 'object',
  properties: {
    productCode: optional({ type: 'string', maxLength: 64 }),
    productName: optional({ type: 'string', maxLength: 100 }),
    pageNo: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', enum: [...pageSizes], default: 20 },
  },
  required: ['pageNo', 'pageSize'],
} as unknown as JSONSchemaType<ProductPackageListQuery>;
const idQuery: JSONSchemaType<{ id: string }> = { type: 'object', properties: { id: uuid }, required: ['id'] };
const permissionsSchema = {
  type: 'object',
  properties: { id: uuid, permissionIds: { type: 'array', items: uuid, maxItems: 5000 } },
  required: ['id', 'permissionIds'],
  additionalProperties: false,
} as unknown as JSONSchemaType<{ id: string; permissionIds: string[] }>;

/**
 * Product packages (spec §3 "product package", §6 "Tenant product packages decide menus"): the
 * platform's catalogue of menu bundles that tenants subscribe to. The platform operator's alone,
 * like the tenants they are given to ("no ops permission" for anyone else, tenant administrators
 * included). Writes go through the owner connection: packages are platform records, which the
 * app role may only read.
 */
export function productPackageRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'tenants';
  const base = '/api/system/productPackage';
  router.use(base, async (req, _res, next) => {
    if (!(await isPlatformOperator(ctx, caller(req)))) throw new AppError(403, 'tenant/no-ops-permission');
    next();
  });

  apiRoute(router, { method: 'get', path: `${base}/list`, summary: 'Product packages, a page at a time', tag, query: listQuery, response: productPackagePageSchema }, async (_req, res, { query }) => {
    res.json(envelope(await ctx.owner.transaction((owner) => listProductPackages(owner, query))));
  });
  apiRoute(router, { method: 'post', path: `${base}/add`, summary: 'Add a product package', tag, body: addSchema, response: productPackageSchema }, async (req, res, { body }) => {
    res.json(envelope(await ctx.owner.transaction((owner) => addProductPackage(owner, caller(req).userId, body, requestLanguage(req))), okMessage(req)));
  });
  apiRoute(router, { method: 'put', path: `${base}/edit`, summary: 'Edit a product package (only the fields named change)', tag, body: editSchema, response: productPackageSchema }, async (req, res, { body }) => {
    const { id, ...input } = body;
    res.json(envelope(await ctx.owner.transaction((owner) => editProductPackage(owner, caller(req).userId, id, input, requestLanguage(req))), okMessage(req)));
  });
  apiRoute(router, { method: 'delete', path: `${base}/delete`, summary: 'Delete a product package no tenant subscribes to', tag, query: idQuery, response: noResultSchema }, async (req, res, { query }) => {
    await ctx.owner.transaction((owner) => deleteProductPackage(owner, query.id));
    res.json(envelope(null, okMessage(req)));
  });
  // The package's menus, picked from the menu tree (spec §6 "Tenant product packages decide menus").
  apiRoute(router, { method: 'get', path: `${base}/queryPermissions`, summary: 'The menus and buttons a product package holds', tag, query: idQuery, response: packagePermissionsSchema }, async (_req, res, { query }) => {
    res.json(envelope(await ctx.owner.transaction((owner) => readPackagePermissions(owner, query.id))));
  });
  apiRoute(router, { method: 'put', path: `${base}/savePermissions`, summary: 'Set the menus and buttons a product package holds (exactly those given)', tag, body: permissionsSchema, response: packagePermissionsSchema }, async (req, res, { body }) => {
    res.json(envelope(await ctx.owner.transaction((owner) => savePackagePermissions(owner, body.id, body.permissionIds, requestLanguage(req))), okMessage(req)));
  });
  return router;
}
