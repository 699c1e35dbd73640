import { Router } from 'express';
import type { JSONSchemaType } from 'ajv';
import { workflowInstanceActedSchema, workflowInstanceDetailSchema, workflowInstancePageSchema, workflowPreviewSchema, workflowStartedSchema } from '@wharf/schemas';
import { caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { apiRoute } from '../../http/apiRoute';
import { envelope, pageSizes } from '../../http/envelope';
import { uuid } from '../../http/idSchemas';
import { requestLanguage } from '../../http/language';
import { okMessage } from '../../http/routeHelpers';
import { pathId } from '../pathParams';
import { actOnInstance, type InstanceAction, type InstanceActionInput } from './instanceActions';
import { listInstances, type InstanceListQuery } from './listInstances';
import { previewInstance, type PreviewInput } from './previewInstance';
import { readInstance } from './readInstance';
import { startInstance, type StartInput } from './startInstance';

const code = { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' } as const;
const selfSelected = { type: 'object', maxProperties: 100, required: [], additionalProperties: { type: 'array', maxItems: 100, items: uuid }, nullable: true } as const;

const previewSchema: JSONSchemaType<PreviewInput> = {
  type: 'object',
  properties: { processKey: code, formCode: { ...code, nullable: true }, data: { type: 'object', required: [], nullable: true }, selfSelected, instanceId: { ...uuid, nullable: true } },
  required: ['processKey'],
  additionalProperties: false,
};

const startSchema: JSONSchemaType<StartInput> = {
  type: 'object',
  properties: { processKey: code, formCode: code, dataId: uuid, variables: { type: 'object', required: [], maxProperties: 200, nullable: true }, selfSelected },
  required: ['processKey', 'formCode', 'dataId'],
  additionalProperties: false,
};

const listSchema: JSONSchemaType<InstanceListQuery> = {
  type: 'object',
  properties: {
    classify: { type: 'string', enum: ['start', 'participate', 'all'], default: 'start' },
    status: { type: 'string', enum: ['active', 'suspended', 'completed'], nullable: true },
    processKey: { ...code, nullable: true },
    title: { type: 'string', maxLength: 100, nullable: true },
    pageNo: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', enum: [...pageSizes], default: 20 },
  },
  required: ['classify', 'pageNo', 'pageSize'],
};

const actionSchema: JSONSchemaType<InstanceActionInput> = {
  type: 'object',
  properties: { comment: { type: 'string', maxLength: 2000, nullable: true } },
  additionalProperties: false,
};

const actions: ReadonlyArray<[InstanceAction, string]> = [
  ['suspend', 'Suspend a request (managers)'],
  ['resume', 'Resume a suspended request (managers)'],
  ['withdraw', 'Withdraw one\'s request before the first approver acts'],
];

/** `/api/bpm/instance…`: preview, start, lists, detail and the whole-request actions. */
export function instanceRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'workflow';
  apiRoute(router, { method: 'post', path: '/api/bpm/instance/preview', summary: 'The route a request would take and its approvers', tag, body: previewSchema, response: workflowPreviewSchema }, async (req, res, { body }) => {
    res.json(envelope(await previewInstance(ctx, caller(req), body)));
  });
  apiRoute(router, { method: 'post', path: '/api/bpm/instance/start', summary: 'Start a request on a form record', tag, body: startSchema, response: workflowStartedSchema }, async (req, res, { body }) => {
    res.json(envelope(await startInstance(ctx, caller(req), body, requestLanguage(req)), okMessage(req)));
  });
  apiRoute(router, { method: 'get', path: '/api/bpm/instance/list', summary: 'Requests started by or involving the caller', tag, query: listSchema, response: workflowInstancePageSchema }, async (req, res, { query }) => {
    res.json(envelope(await listInstances(ctx, caller(req), query)));
  });
  apiRoute(router, { method: 'get', path: '/api/bpm/instance/:id', summary: 'A request: state, history, variables, tasks', tag, response: workflowInstanceDetailSchema }, async (req, res) => {
    res.json(envelope(await readInstance(ctx, caller(req), pathId(req))));
  });
  for (const [action, summary] of actions) {
    apiRoute(router, { method: 'post', path: `/api/bpm/instance/:id/${action}`, summary, tag, body: actionSchema, response: workflowInstanceActedSchema }, async (req, res, { body }) => {
      res.json(envelope(await actOnInstance(ctx, caller(req), pathId(req), action, body, requestLanguage(req)), okMessage(req)));
    });
  }
  return router;
}
