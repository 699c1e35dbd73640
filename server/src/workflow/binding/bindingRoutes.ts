import type { JSONSchemaType } from 'ajv';
import { Router } from 'express';
import { boundTemplateSchema, formStartedSchema } from '@wharf/schemas';
import { caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { apiRoute } from '../../http/apiRoute';
import { envelope } from '../../http/envelope';
import { uuid } from '../../http/idSchemas';
import { requestLanguage } from '../../http/language';
import { inCallerTenant, okMessage } from '../../http/routeHelpers';
import { startInstance } from '../instances/startInstance';
import { templateForForm, type TemplateBinding } from './templateForForm';

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

/**
 * Binding (issue 16): which template a form starts — by its form code, by business and bill type,
 * or by the process definition id of a menu's workflow redirect tab (spec §2) — and starting it from
 * the form. No active template: 404 `workflow/no-template-for-form` (spec §8). Any signed-in user
 * may ask which template a form starts; starting checks the template's start permission and the
 * caller's access to the record (`startInstance`).
 */
export function bindingRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'workflow';
  apiRoute(router, { method: 'get', path: '/api/bpm/binding/template', summary: 'The active template a form starts (by form code, or business and bill type)', tag, query: formQuery, response: boundTemplateSchema, errors: [404] }, async (req, res, { query }) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => templateForForm(trx, bindingOf(query)))));
  });
  apiRoute(router, { method: 'get', path: '/api/bpm/binding/redirect', summary: 'The template a workflow redirect tab opens (process definition id, `@` for `:`)', tag, query: definitionIdQuery, response: boundTemplateSchema, errors: [404] }, async (req, res, { query }) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => templateForForm(trx, { definitionId: query.definitionId }))));
  });
  apiRoute(router, { method: 'post', path: '/api/bpm/binding/start', summary: 'Start the template the form is bound to, on one of its records', tag, body: startBody, response: formStartedSchema, errors: [404] }, async (req, res, { body }) => {
    const template = await inCallerTenant(ctx, req, (trx) => templateForForm(trx, { formCode: body.formCode }));
    const started = await startInstance(ctx, caller(req), { processKey: template.processKey, formCode: body.formCode, dataId: body.dataId, ...(body.variables ? { variables: body.variables } : {}) }, requestLanguage(req));
    res.json(envelope({ ...started, processKey: template.processKey }, okMessage(req)));
  });
  return router;
}
