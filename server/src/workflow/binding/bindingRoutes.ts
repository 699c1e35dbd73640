import type { JSONSchemaType } from 'ajv';
import type { Knex } from 'knex';
import { Router } from 'express';
import { boundTemplateSchema, formStartedSchema, startOfferSchema } from '@wharf/schemas';
import { caller, type Caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { apiRoute } from '../../http/apiRoute';
import { envelope } from '../../http/envelope';
import { uuid } from '../../http/idSchemas';
import { requestLanguage } from '../../http/language';
import { inCallerTenant, okMessage } from '../../http/routeHelpers';
import { admitsAsInitiator, startableTemplate } from '../instances/startAccess';
import { startInstance } from '../instances/startInstance';
import { findBinding, templateForForm, type BoundTemplate, type TemplateBinding } from './templateForForm';

const code = { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' } as const;
const typeName = { type: 'string', minLength: 1, maxLength: 100 } as const;

interface FormQuery {
  formCode?: string;
  businessType?: string;
  billType?: string;
}
// Either the form code, or the business type with the bill type.
const formQuery = {
  type: 'object',
  properties: { formCode: { ...code, nullable: true }, businessType: { ...typeName, nullable: true }, billType: { ...typeName, nullable: true } },
  // ajv's strict mode wants each branch to know the properties it requires.
  anyOf: [
    { properties: { formCode: code }, required: ['formCode'] },
    { properties: { businessType: typeName, billType: typeName }, required: ['businessType', 'billType'] },
  ],
} as unknown as JSONSchemaType<FormQuery>;
// `processKey` or `processKey:version`; the menu path's `@` for `:` is taken too.
const definitionIdQuery: JSONSchemaType<{ definitionId: string }> = {
  type: 'object',
  properties: { definitionId: { type: 'string', minLength: 1, maxLength: 120, pattern: '^[A-Za-z0-9_-]+([:@][0-9]{1,9})?$' } },
  required: ['definitionId'],
};
interface StartByFormBody {
  formCode: string;
  dataId: string;
  variables?: Record<string, unknown>;
}
const startBody = {
  type: 'object',
  properties: { formCode: code, dataId: uuid, variables: { type: 'object', required: [], maxProperties: 200, nullable: true } },
  required: ['formCode', 'dataId'],
  additionalProperties: false,
} as unknown as JSONSchemaType<StartByFormBody>;

const bindingOf = (query: FormQuery): TemplateBinding =>
  query.formCode ? { formCode: query.formCode } : { businessType: query.businessType!, billType: query.billType! };

/** The bound template, answered only to those it admits as initiators (403 `workflow/start-not-permitted` otherwise). */
async function startableBound(trx: Knex.Transaction, who: Caller, binding: TemplateBinding): Promise<BoundTemplate> {
  const bound = await templateForForm(trx, binding);
  await startableTemplate(trx, who, bound.processKey, undefined);
  return bound;
}

/** Whether the caller may start a form's bound template now, and the template only if so. */
interface StartOffer {
  mayStart: boolean;
  template: BoundTemplate | null;
}

/**
 * The form's "submit for approval" question, answered 200 either way (an access answer is true or
 * false, not a refusal): no active template and a template that does not admit the caller both say
 * `mayStart: false` and name no template, so the two cannot be told apart by those not admitted.
 */
async function startOffer(trx: Knex.Transaction, who: Caller, binding: TemplateBinding): Promise<StartOffer> {
  const found = await findBinding(trx, binding);
  if (!found || !(await admitsAsInitiator(trx, who, found.definition))) return { mayStart: false, template: null };
  return { mayStart: true, template: found.template };
}

/**
 * Binding (issue 16): which template a form starts — by its form code, by business and bill type,
 * or by the process definition id of a menu's workflow redirect tab (spec §2) — and starting it from
 * the form. No active template: 404 `workflow/no-template-for-form` (spec §8). Only those the
 * template admits as initiators (its start permission and promoter) are told which template it is
 * (403 otherwise); a form asks `startOffer`, which answers whether without a refusal. Starting
 * also checks the caller's access to the record (`startInstance`).
 */
export function bindingRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'workflow';
  apiRoute(router, { method: 'get', path: '/api/bpm/binding/template', summary: 'The active template a form starts (by form code, or business and bill type)', tag, query: formQuery, response: boundTemplateSchema, errors: [403, 404] }, async (req, res, { query }) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => startableBound(trx, caller(req), bindingOf(query)))));
  });
  apiRoute(router, { method: 'get', path: '/api/bpm/binding/startOffer', summary: 'Whether the caller may start the form\'s bound template now, with the template when they may (200 either way)', tag, query: formQuery, response: startOfferSchema }, async (req, res, { query }) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => startOffer(trx, caller(req), bindingOf(query)))));
  });
  apiRoute(router, { method: 'get', path: '/api/bpm/binding/redirect', summary: 'The template a workflow redirect tab opens (process definition id, `@` for `:`)', tag, query: definitionIdQuery, response: boundTemplateSchema, errors: [403, 404] }, async (req, res, { query }) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => startableBound(trx, caller(req), { definitionId: query.definitionId }))));
  });
  apiRoute(router, { method: 'post', path: '/api/bpm/binding/start', summary: 'Start the template the form is bound to, on one of its records', tag, body: startBody, response: formStartedSchema, errors: [403, 404] }, async (req, res, { body }) => {
    const template = await inCallerTenant(ctx, req, (trx) => templateForForm(trx, { formCode: body.formCode }));
    const started = await startInstance(ctx, caller(req), { processKey: template.processKey, formCode: body.formCode, dataId: body.dataId, ...(body.variables ? { variables: body.variables } : {}) }, requestLanguage(req));
    res.json(envelope({ ...started, processKey: template.processKey }, okMessage(req)));
  });
  return router;
}
