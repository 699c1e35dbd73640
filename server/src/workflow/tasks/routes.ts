import { Router } from 'express';
import type { JSONSchemaType } from 'ajv';
import { workflowBatchApprovedSchema, workflowCcPageSchema, workflowCcReadSchema, workflowTaskActedSchema, workflowTaskPageSchema } from '@wharf/schemas';
import { caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { apiRoute } from '../../http/apiRoute';
import { envelope, pageSizes } from '../../http/envelope';
import { uuid } from '../../http/idSchemas';
import { requestLanguage } from '../../http/language';
import { okMessage } from '../../http/routeHelpers';
import { pathId } from '../pathParams';
import { listCc, listTasks, type TaskListQuery } from './listTasks';
import { actOnTask, batchApprove, markCcRead, type TaskActionInput } from './taskActions';

const comment = { type: 'string', maxLength: 2000, nullable: true } as const;

const listSchema: JSONSchemaType<TaskListQuery> = {
  type: 'object',
  properties: {
    processKey: { type: 'string', maxLength: 100, nullable: true },
    title: { type: 'string', maxLength: 100, nullable: true },
    isRead: { type: 'boolean', nullable: true },
    pageNo: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', enum: [...pageSizes], default: 20 },
  },
  required: ['pageNo', 'pageSize'],
};

type Without<T> = T extends { kind: infer _K } ? Omit<T, 'kind'> : never;
type Bodies = { [K in TaskActionInput['kind']]: Without<Extract<TaskActionInput, { kind: K }>> };

const commentOnly = { type: 'object', properties: { comment }, additionalProperties: false } as const;
const toUser = { type: 'object', properties: { userId: uuid, comment }, required: ['userId'], additionalProperties: false } as const;

/** Each task action's body (the engine's action is built from it on the server). */
const bodies: { [K in keyof Bodies]: JSONSchemaType<Bodies[K]> } = {
  approve: commentOnly,
  reject: {
    type: 'object',
    properties: { target: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$', nullable: true, description: "'initiator', 'previous', or the id of a node the request passed" }, comment },
    additionalProperties: false,
  },
  delegate: toUser,
  transfer: toUser,
  addSigner: {
    type: 'object',
    properties: { userIds: { type: 'array', minItems: 1, maxItems: 50, items: uuid }, position: { type: 'string', enum: ['before', 'after'] }, comment },
    required: ['userIds', 'position'],
    additionalProperties: false,
  },
  urge: commentOnly,
} as never;

const summaries: Record<TaskActionInput['kind'], string> = {
  approve: 'Approve a task (or resubmit, for the initiator\'s task after a return)',
  reject: 'Reject a task: back to the initiator, the previous node or a visited node',
  delegate: 'Delegate a task to another user',
  transfer: 'Transfer a task to another user',
  addSigner: 'Add signers before or after oneself',
  urge: 'Urge the assignee of a task (the initiator)',
};

const batchSchema: JSONSchemaType<{ taskIds: string[]; comment?: string }> = {
  type: 'object',
  properties: { taskIds: { type: 'array', minItems: 1, maxItems: 200, items: uuid }, comment },
  required: ['taskIds'],
  additionalProperties: false,
};

/** `/api/bpm/task…`: the caller's to-do, done and cc lists and the task actions. */
export function taskRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'workflow';
  apiRoute(router, { method: 'get', path: '/api/bpm/task/todo', summary: 'The caller\'s pending tasks', tag, query: listSchema, response: workflowTaskPageSchema }, async (req, res, { query }) => {
    res.json(envelope(await listTasks(ctx, caller(req), 'todo', query)));
  });
  apiRoute(router, { method: 'get', path: '/api/bpm/task/done', summary: 'Tasks the caller handled', tag, query: listSchema, response: workflowTaskPageSchema }, async (req, res, { query }) => {
    res.json(envelope(await listTasks(ctx, caller(req), 'done', query)));
  });
  apiRoute(router, { method: 'get', path: '/api/bpm/task/cc', summary: 'Requests copied to the caller (read or unread)', tag, query: listSchema, response: workflowCcPageSchema }, async (req, res, { query }) => {
    res.json(envelope(await listCc(ctx, caller(req), query)));
  });
  apiRoute(router, { method: 'post', path: '/api/bpm/task/batchApprove', summary: 'Approve several tasks at the same node of one template', tag, body: batchSchema, response: workflowBatchApprovedSchema }, async (req, res, { body }) => {
    res.json(envelope(await batchApprove(ctx, caller(req), body.taskIds, body.comment, requestLanguage(req)), okMessage(req)));
  });
  for (const kind of Object.keys(bodies) as Array<TaskActionInput['kind']>) {
    apiRoute(router, { method: 'post', path: `/api/bpm/task/:id/${kind}`, summary: summaries[kind], tag, body: bodies[kind] as JSONSchemaType<object>, response: workflowTaskActedSchema }, async (req, res, { body }) => {
      res.json(envelope(await actOnTask(ctx, caller(req), pathId(req), { kind, ...body } as TaskActionInput, requestLanguage(req)), okMessage(req)));
    });
  }
  apiRoute(router, { method: 'post', path: '/api/bpm/task/:id/read', summary: 'Mark a copy (cc) of a request read', tag, response: workflowCcReadSchema }, async (req, res) => {
    res.json(envelope(await markCcRead(ctx, caller(req), pathId(req)), okMessage(req)));
  });
  return router;
}
