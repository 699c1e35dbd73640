import { tableRowsSchema } from '@wharf/schemas';
import { Router } from 'express';
import type { JSONSchemaType } from 'ajv';
import type { AppContext } from '../context';
import { apiRoute } from '../http/apiRoute';
import { envelope } from '../http/envelope';
import { requestLanguage } from '../http/language';
import { inCallerTenant } from '../http/routeHelpers';
import { viewDesignPermission } from '../eform/views/viewAccess';
import { requirePermission } from '../platform/access/requirePermission';
import { queryTableRows, type TableRowsQuery } from './queryTableRows';

const name = { type: 'string', minLength: 1, maxLength: 100 } as const;
const scalar = { anyOf: [{ type: 'string', maxLength: 2000 }, { type: 'number' }, { type: 'boolean' }] } as const;
const querySchema = {
  type: 'object',
  properties: {
    tableName: name,
    condition: {
      type: 'object',
      maxProperties: 30,
      additionalProperties: { anyOf: [...scalar.anyOf, { type: 'null' }, { type: 'array', minItems: 1, maxItems: 500, items: scalar }] },
    },
    columns: { type: 'array', minItems: 1, maxItems: 200, items: name },
    pageNo: { type: 'integer', minimum: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 500 },
  },
  required: ['tableName'],
  additionalProperties: false,
} as unknown as JSONSchemaType<Partial<Pick<TableRowsQuery, 'pageNo' | 'pageSize'>> & Omit<TableRowsQuery, 'pageNo' | 'pageSize'>>;
const defaultPageSize = 100;

/**
 * `POST /api/system/dynamicquery/queryListByTableNameAndCondition` (spec §7). Who may read: holders
 * of `eformView:edit` (and the platform operator), the same people `viewAccess` lets read every
 * view, since they can already show any table's rows through a view or its preview. Anyone else
 * reads business rows only through the views their menus open, where data rules and masking apply;
 * a raw table read has neither, so it is refused to them (403).
 */
export function dynamicQueryRoutes(ctx: AppContext): Router {
  const router = Router();
  const path = '/api/system/dynamicquery/queryListByTableNameAndCondition';
  router.use(path, requirePermission(ctx, viewDesignPermission));
  apiRoute(router, { method: 'post', path, summary: 'Rows of a business table by column values (tableName, condition, columns, pageNo, pageSize ≤ 500)', tag: 'form data', body: querySchema, response: tableRowsSchema }, async (req, res, { body }) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => queryTableRows(trx, { ...body, pageNo: body.pageNo ?? 1, pageSize: body.pageSize ?? defaultPageSize }, requestLanguage(req)))));
  });
  return router;
}
