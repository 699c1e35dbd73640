import { checkResultSchema, checkRulePageSchema, checkRuleSchema, deletedCountSchema, noResultSchema } from '@wharf/schemas';
import { Router } from 'express';
import type { JSONSchemaType } from 'ajv';
import { checkRuleLimits } from '@wharf/engine';
import { caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { apiRoute } from '../../http/apiRoute';
import { envelope, pageSizes } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { requestLanguage } from '../../http/language';
import { inCallerTenant, okMessage } from '../../http/routeHelpers';
import { tenantScripts } from '../../sandbox/tenantScripts';
import { requirePermission } from '../../platform/access/requirePermission';
import { idList, uuid } from '../../http/idSchemas';
import { checkValue, deleteCheckRules, findCheckRule, listCheckRules, saveCheckRule, type CheckRuleInput, type CheckRuleListQuery } from './checkRuleOperations';
import { regexTesterFor } from './regexTester';

const ruleCode = { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' } as const;
// The segments' shape is checked by the engine (checkCheckRuleSegments), so every issue gets its own path.
const ruleProperties = {
  ruleCode,
  ruleName: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
  segments: {},
  message: { type: 'string', maxLength: 200, nullable: true },
  description: { type: 'string', maxLength: 255, nullable: true },
} as const;
const addSchema = { type: 'object', properties: ruleProperties, required: ['ruleCode', 'ruleName', 'segments'], additionalProperties: false } as unknown as JSONSchemaType<CheckRuleInput>;
const editSchema = { type: 'object', properties: { id: uuid, ...ruleProperties }, required: ['id', 'ruleCode', 'ruleName', 'segments'], additionalProperties: false } as unknown as JSONSchemaType<CheckRuleInput & { id: string }>;
const idQuery: JSONSchemaType<{ id: string }> = { type: 'object', properties: { id: uuid }, required: ['id'] };
const idsQuery = { type: 'object', properties: { ids: idList }, required: ['ids'] } as unknown as JSONSchemaType<{ ids: string }>;
const listQuery = {
  type: 'object',
  properties: {
    pageNo: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', enum: [...pageSizes], default: 20 },
    ruleCode: { type: 'string', maxLength: 100, nullable: true },
    ruleName: { type: 'string', maxLength: 100, nullable: true },
  },
  required: ['pageNo', 'pageSize'],
} as unknown as JSONSchemaType<CheckRuleListQuery>;
// The query parser has already decoded the url-encoded value (spec §5 "rule code and url-encoded value").
const checkQuery: JSONSchemaType<{ ruleCode: string; value: string }> = {
  type: 'object',
  properties: { ruleCode: { type: 'string', maxLength: 100 }, value: { type: 'string', maxLength: checkRuleLimits.value } },
  required: ['ruleCode', 'value'],
};

/**
 * Check rules (spec §5, §7 `checkRule/checkByCode`): named code formats. Any user of the tenant
 * checks a value (forms do); keeping the rules needs the check-rule page's button.
 */
export function checkRuleRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'check rules';
  const base = '/api/system/checkRule';
  router.use(['list', 'add', 'edit', 'delete', 'deleteBatch'].map((p) => `${base}/${p}`), requirePermission(ctx, 'systemCheckRule:edit'));

  apiRoute(router, { method: 'get', path: `${base}/list`, summary: 'Check rules, a page at a time', tag, query: listQuery, response: checkRulePageSchema }, async (req, res, { query }) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => listCheckRules(trx, query))));
  });
  apiRoute(router, { method: 'post', path: `${base}/add`, summary: 'Add a check rule', tag, body: addSchema, response: checkRuleSchema }, async (req, res, { body }) => {
    const { tenantId, userId } = caller(req);
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => saveCheckRule(trx, tenantId, userId, body, requestLanguage(req))), okMessage(req)));
  });
  apiRoute(router, { method: 'put', path: `${base}/edit`, summary: 'Edit a check rule', tag, body: editSchema, response: checkRuleSchema }, async (req, res, { body }) => {
    const { tenantId, userId } = caller(req);
    const { id, ...input } = body;
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => saveCheckRule(trx, tenantId, userId, input, requestLanguage(req), id)), okMessage(req)));
  });
  apiRoute(router, { method: 'delete', path: `${base}/delete`, summary: 'Delete a check rule', tag, query: idQuery, response: noResultSchema }, async (req, res, { query }) => {
    if ((await inCallerTenant(ctx, req, (trx) => deleteCheckRules(trx, [query.id]))) === 0) throw notFound();
    res.json(envelope(null, okMessage(req)));
  });
  apiRoute(router, { method: 'delete', path: `${base}/deleteBatch`, summary: 'Delete several check rules', tag, query: idsQuery, response: deletedCountSchema }, async (req, res, { query }) => {
    const deleted = await inCallerTenant(ctx, req, (trx) => deleteCheckRules(trx, [...new Set(query.ids.split(','))]));
    res.json(envelope({ deleted }, okMessage(req)));
  });
  apiRoute(router, { method: 'get', path: `${base}/checkByCode`, summary: 'Check a value against a rule: success, or the rule\'s message', tag, query: checkQuery, response: checkResultSchema }, async (req, res, { query }) => {
    // The rule is read in a short transaction; the sandboxed matching runs after it, holding no connection.
    const rule = await inCallerTenant(ctx, req, (trx) => findCheckRule(trx, query.ruleCode));
    const answer = await checkValue(rule, query.value, requestLanguage(req), regexTesterFor(tenantScripts(caller(req).tenantId).patterns));
    // A value that fails is an answer, not an error: HTTP 200 with success false and the message (as the forms expect).
    res.json({ ...envelope({ isValid: answer.isValid }, answer.message), success: answer.isValid });
  });
  return router;
}
