import { isUuid } from '@wharf/engine';
import { warningBackTestSchema, warningCronPreviewSchema, warningRecipientOptionsSchema, warningEvaluationSchema, warningResultPageSchema, warningResultSchema, warningRuleListSchema, warningStateEventListSchema, warningTemplateListSchema } from '@wharf/schemas';
import type { JSONSchemaType } from 'ajv';
import { Router, type Request } from 'express';
import { caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { apiRoute } from '../http/apiRoute';
import { envelope, pageSizes } from '../http/envelope';
import { notFound } from '../http/errors';
import { requestLanguage } from '../http/language';
import { okMessage } from '../http/routeHelpers';
import { assertHolds } from '../platform/access/requirePermission';
import { backTestRule, type BackTestQuery } from './backTest';
import { nextCronFirings } from './cronWindow';
import { evaluateRule } from './evaluateRule';
import { tenantTimeZone } from './tenantClock';
import { withTenant } from '../db/withTenant';
import { listWarningRules } from './ruleList';
import { listWarningTemplates } from './templateList';
import { recipientOptions, type RecipientOptionsQuery } from './recipientOptions';
import { actOnResult, listResults, resultEvents, warningPermission, type ResultQuery } from './resultOperations';

const code = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,100}$' } as const;

// Query schemas are closed: an unknown key is a 400 naming it. The web client's `_t` and `lang` (spec §7)
// are dropped before any route's query check unless its schema names them (`http/validateRequest.ts`).
const resultQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    warningCode: code,
    ruleCode: code,
    status: { type: 'string', enum: ['pending', 'warn', 'cancel'], nullable: true },
    pageNo: { type: 'integer', minimum: 1, nullable: true },
    pageSize: { type: 'integer', enum: [...pageSizes], nullable: true },
  },
  required: ['warningCode', 'ruleCode'],
} as unknown as JSONSchemaType<ResultQuery>;

const ruleBody = {
  type: 'object',
  additionalProperties: false,
  properties: { warningCode: code, ruleCode: code },
  required: ['warningCode', 'ruleCode'],
} as unknown as JSONSchemaType<{ warningCode: string; ruleCode: string }>;

const backTestBody = {
  type: 'object',
  additionalProperties: false,
  properties: { warningCode: code, ruleCode: code, from: { type: 'string', maxLength: 40 }, to: { type: 'string', maxLength: 40 } },
  required: ['warningCode', 'ruleCode', 'from', 'to'],
} as unknown as JSONSchemaType<BackTestQuery>;

const cronQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { cronExpr: { type: 'string', minLength: 1, maxLength: 120 } },
  required: ['cronExpr'],
} as unknown as JSONSchemaType<{ cronExpr: string }>;

const recipientQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    type: { type: 'string', enum: ['user', 'role', 'depart'] },
    keyword: { type: 'string', maxLength: 100, nullable: true },
    ids: { type: 'string', maxLength: 20_000, nullable: true },
  },
  required: ['type'],
} as unknown as JSONSchemaType<RecipientOptionsQuery>;

const actionBody = {
  type: 'object',
  additionalProperties: false,
  properties: { note: { type: 'string', maxLength: 500, nullable: true } },
} as unknown as JSONSchemaType<{ note?: string }>;

function stateId(req: Request): string {
  const id = String(req.params.id);
  if (!isUuid(id)) throw notFound();
  return id;
}

/**
 * Warning results and operations (spec §7 prefix `/api/warn`): a rule's results page, relieve and
 * recover on a record (audited), the record's audit, evaluating a rule now, and the back-test.
 * Each operation checks the warning designer permission itself (`resultOperations.ts`).
 */
export function warningRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'warnings';

  apiRoute(router, { method: 'get', path: '/api/warn/rules', summary: 'The tenant\'s published warning rules with their item, schedule, last run and records in warning', tag, response: warningRuleListSchema }, async (req, res) => {
    res.json(envelope(await listWarningRules(ctx, caller(req))));
  });

  apiRoute(router, { method: 'get', path: '/api/warn/templates', summary: 'The message templates of the tenant\'s published warning rules, each with its rule\'s notice config', tag, response: warningTemplateListSchema }, async (req, res) => {
    res.json(envelope(await listWarningTemplates(ctx, caller(req))));
  });

  apiRoute(router, { method: 'get', path: '/api/warn/results', summary: 'A warning rule\'s results: its records in warning (or pending, or cancelled), their values and since when; shaped by the rule\'s resultPageLoadScript', tag, query: resultQuery, errors: [404], response: warningResultPageSchema }, async (req, res, { query }) => {
    res.json(envelope(await listResults(ctx, caller(req), query, requestLanguage(req))));
  });

  for (const action of ['relieve', 'recover'] as const) {
    apiRoute(router, { method: 'post', path: `/api/warn/results/:id/${action}`, summary: action === 'relieve' ? 'Relieve a record\'s warning (cancel it by hand; it stays quiet while the record still breaches); audited' : 'Recover a relieved warning (back to warn, no new notice); audited', tag, body: actionBody, errors: [409], response: warningResultSchema }, async (req, res, { body }) => {
      res.json(envelope(await actOnResult(ctx, caller(req), stateId(req), action, body.note), okMessage(req)));
    });
  }

  apiRoute(router, { method: 'get', path: '/api/warn/results/:id/events', summary: 'Who relieved or recovered a record\'s warning, and when', tag, response: warningStateEventListSchema }, async (req, res) => {
    res.json(envelope(await resultEvents(ctx, caller(req), stateId(req))));
  });

  apiRoute(router, { method: 'post', path: '/api/warn/rules/evaluate', summary: 'Evaluate a published warning rule now (as its schedule would), sending the notices of records that fire', tag, body: ruleBody, errors: [404], response: warningEvaluationSchema }, async (req, res, { body }) => {
    const who = caller(req);
    await assertHolds(ctx, who, warningPermission);
    res.json(envelope(await evaluateRule(ctx, who.tenantId, body.warningCode, body.ruleCode), okMessage(req)));
  });

  apiRoute(router, { method: 'post', path: '/api/warn/rules/backtest', summary: 'How often a published warning rule would have fired over a past period (at most 31 days); stores and sends nothing', tag, body: backTestBody, errors: [404], response: warningBackTestSchema }, async (req, res, { body }) => {
    res.json(envelope(await backTestRule(ctx, caller(req), body, requestLanguage(req))));
  });

  apiRoute(router, { method: 'get', path: '/api/warn/rules/nextTimes', summary: 'A warning rule\'s cron expression read on the tenant\'s clock: its next five firings (400 when it does not read)', tag, query: cronQuery, response: warningCronPreviewSchema }, async (req, res, { query }) => {
    const who = caller(req);
    await assertHolds(ctx, who, warningPermission);
    const timeZone = await withTenant(ctx.db, who.tenantId, tenantTimeZone);
    res.json(envelope({ times: nextCronFirings(query.cronExpr, timeZone, new Date(), 5).map((time) => time.toISOString()), timeZone }));
  });

  apiRoute(router, { method: 'get', path: '/api/warn/recipients', summary: 'The tenant\'s users, roles or departments a warning may notify: those matching a keyword, and the given ids named (the designer\'s recipient pickers)', tag, query: recipientQuery, response: warningRecipientOptionsSchema }, async (req, res, { query }) => {
    res.json(envelope(await recipientOptions(ctx, caller(req), query)));
  });
  return router;
}
