import { fillRulePageSchema, fillRuleSchema, noResultSchema } from '@wharf/schemas';
import { Router } from 'express';
import type { JSONSchemaType } from 'ajv';
import { caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { apiRoute } from '../../http/apiRoute';
import { inCallerTenant, okMessage } from '../../http/routeHelpers';
import { envelope, pageSizes } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { requirePermission } from '../../platform/access/requirePermission';
import { uuid } from '../../http/idSchemas';
import { deleteFillRule, listFillRules, saveFillRule, type FillRuleInput } from './fillRuleOperations';

// Rule parameters are checked by the engine (checkFillRuleParams): spec §5 wants an object, not an array.
const ruleProperties = {
  ruleCode: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' },
  ruleName: { type: 'string', minLength: 1, maxLength: 100 },
  ruleParams: {},
} as const;
const addSchema = { type: 'object', properties: ruleProperties, required: ['ruleCode', 'ruleName', 'ruleParams'], additionalProperties: false } as unknown as JSONSchemaType<FillRuleInput>;
const editSchema = { type: 'object', properties: { id: uuid, ...ruleProperties }, required: ['id', 'ruleCode', 'ruleName', 'ruleParams'], additionalProperties: false } as unknown as JSONSchemaType<FillRuleInput & { id: string }>;
const idQuery: JSONSchemaType<{ id: string }> = { type: 'object', properties: { id: uuid }, required: ['id'] };
const listQuery: JSONSchemaType<{ pageNo: number; pageSize: number }> = {
  type: 'object',
  properties: { pageNo: { type: 'integer', minimum: 1, default: 1 }, pageSize: { type: 'integer', enum: [...pageSizes], default: 20 } },
  required: ['pageNo', 'pageSize'],
};

/**
 * Fill rules: editing needs the fill-rule page's button. Generating a value is a form-data helper
 * (`eform/data/fillRuleValueRoute.ts`), for holders of a form that uses the rule.
 */
export function fillRuleRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'fill rules';
  const base = '/api/system/fillRule';
  router.use(['list', 'add', 'edit', 'delete'].map((p) => `${base}/${p}`), requirePermission(ctx, 'systemFillRule:edit'));

  apiRoute(router, { method: 'get', path: `${base}/list`, summary: 'Fill rules', tag, query: listQuery, response: fillRulePageSchema }, async (req, res, { query }) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => listFillRules(trx, query))));
  });
  apiRoute(router, { method: 'post', path: `${base}/add`, summary: 'Add a fill rule', tag, body: addSchema, response: fillRuleSchema }, async (req, res, { body }) => {
    const { tenantId, userId } = caller(req);
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => saveFillRule(trx, tenantId, userId, body, requestLanguage(req))), okMessage(req)));
  });
  apiRoute(router, { method: 'put', path: `${base}/edit`, summary: 'Edit a fill rule', tag, body: editSchema, response: fillRuleSchema }, async (req, res, { body }) => {
    const { tenantId, userId } = caller(req);
    const { id, ...input } = body;
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => saveFillRule(trx, tenantId, userId, input, requestLanguage(req), id)), okMessage(req)));
  });
  apiRoute(router, { method: 'delete', path: `${base}/delete`, summary: 'Delete a fill rule', tag, query: idQuery, response: noResultSchema }, async (req, res, { query }) => {
    await inCallerTenant(ctx, req, (trx) => deleteFillRule(trx, query.id, requestLanguage(req)));
    res.json(envelope(null, okMessage(req)));
  });
  return router;
}
