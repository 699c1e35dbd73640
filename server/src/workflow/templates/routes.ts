import { Router, type Request } from 'express';
import type { JSONSchemaType } from 'ajv';
import { workflowMigratedSchema, workflowPublishedSchema, workflowTemplatePageSchema, workflowTemplateSchema } from '@wharf/schemas';
import { caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { apiRoute } from '../../http/apiRoute';
import { envelope, pageSizes } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { requestLanguage } from '../../http/language';
import { okMessage } from '../../http/routeHelpers';
import { listTemplates, type TemplateListQuery } from './listTemplates';
import { migrateInstances, type MigrateInput } from './migrateInstances';
import { changeTemplate, publishTemplate, type LifecycleAction } from './templateLifecycle';

const listSchema: JSONSchemaType<TemplateListQuery> = {
  type: 'object',
  properties: {
    keyword: { type: 'string', maxLength: 100, nullable: true },
    status: { type: 'string', enum: ['design', 'active', 'suspended'], nullable: true },
    pageNo: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', enum: [...pageSizes], default: 20 },
  },
  required: ['pageNo', 'pageSize'],
};

const publishSchema: JSONSchemaType<{ version?: number }> = {
  type: 'object',
  properties: { version: { type: 'integer', minimum: 1, nullable: true } },
  additionalProperties: false,
};

const migrateSchema: JSONSchemaType<MigrateInput> = {
  type: 'object',
  properties: {
    fromVersion: { type: 'integer', minimum: 1, nullable: true },
    nodeMap: { type: 'object', maxProperties: 500, required: [], additionalProperties: { type: 'string', minLength: 1, maxLength: 64 }, nullable: true },
  },
  additionalProperties: false,
};

const keyPattern = /^[A-Za-z0-9_-]{1,100}$/;

/** The `{processKey}` path parameter; a key the definitions could not have is simply not found. */
function processKey(req: Request): string {
  const key = String(req.params.processKey);
  if (!keyPattern.test(key)) throw notFound();
  return key;
}

const lifecycle: ReadonlyArray<[LifecycleAction, string]> = [
  ['enable', 'Enable a template (new requests may start)'],
  ['disable', 'Disable a template (no new request starts; running ones go on)'],
  ['suspend', 'Suspend an active template'],
  ['activate', 'Activate a suspended template'],
];

/** `/api/bpm/template…`: the template list and lifecycle (spec §4), for workflow managers. */
export function templateRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'workflow';
  apiRoute(router, { method: 'get', path: '/api/bpm/template/list', summary: 'Workflow templates (group, name, key, version, status)', tag, query: listSchema, response: workflowTemplatePageSchema }, async (req, res, { query }) => {
    res.json(envelope(await listTemplates(ctx, caller(req), query)));
  });
  apiRoute(router, { method: 'post', path: '/api/bpm/template/:processKey/publish', summary: 'Publish the head version; answers running requests per node', tag, body: publishSchema, errors: [409], response: workflowPublishedSchema }, async (req, res, { body }) => {
    res.json(envelope(await publishTemplate(ctx, caller(req), processKey(req), body.version, requestLanguage(req)), okMessage(req)));
  });
  for (const [action, summary] of lifecycle) {
    apiRoute(router, { method: 'post', path: `/api/bpm/template/:processKey/${action}`, summary, tag, response: workflowTemplateSchema }, async (req, res) => {
      res.json(envelope(await changeTemplate(ctx, caller(req), processKey(req), action), okMessage(req)));
    });
  }
  apiRoute(router, { method: 'post', path: '/api/bpm/template/:processKey/migrate', summary: 'Move running requests onto the published version', tag, body: migrateSchema, response: workflowMigratedSchema }, async (req, res, { body }) => {
    res.json(envelope(await migrateInstances(ctx, caller(req), processKey(req), body, requestLanguage(req)), okMessage(req)));
  });
  return router;
}
