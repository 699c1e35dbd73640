import type { JSONSchemaType } from 'ajv';
import { Router, type Request } from 'express';
import { delegationPageSchema, delegationSchema, noResultSchema } from '@wharf/schemas';
import { caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { apiRoute } from '../../http/apiRoute';
import { envelope, page, pageSizes } from '../../http/envelope';
import { uuid } from '../../http/idSchemas';
import { requestLanguage } from '../../http/language';
import { inCallerTenant, okMessage } from '../../http/routeHelpers';
import { addDelegation, deleteDelegation, editDelegation, listDelegations, type DelegationActor, type DelegationInput } from './delegationOperations';
import { managesWorkflows } from '../access/workflowAccess';

// Process keys are definition codes; the resource is 'all' or a non-empty list of them.
// An instant with its offset (2026-12-01T08:00:00Z, …+08:00): a delegation's bounds mean the same everywhere.
const instant = { type: 'string', maxLength: 40, pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:\\d{2})$' } as const;
const processKey = { type: 'string', minLength: 1, maxLength: 100 } as const;
const inputProperties = {
  delegateBailee: uuid,
  delegateResource: { oneOf: [{ type: 'string', const: 'all' }, { type: 'array', items: processKey, minItems: 1, maxItems: 200 }] },
  start: instant,
  end: instant,
} as const;
const required = ['delegateBailee', 'delegateResource', 'start', 'end'];
const addBody = { type: 'object', properties: inputProperties, required, additionalProperties: false } as unknown as JSONSchemaType<DelegationInput>;
const editBody = { type: 'object', properties: { id: uuid, ...inputProperties }, required: ['id', ...required], additionalProperties: false } as unknown as JSONSchemaType<DelegationInput & { id: string }>;
const idBody: JSONSchemaType<{ id: string }> = { type: 'object', properties: { id: uuid }, required: ['id'], additionalProperties: false };
const listQuery = {
  type: 'object',
  properties: { pageNo: { type: 'integer', minimum: 1, default: 1 }, pageSize: { type: 'integer', enum: [...pageSizes], default: 20 } },
  required: ['pageNo', 'pageSize'],
} as unknown as JSONSchemaType<{ pageNo: number; pageSize: number }>;

async function actorOf(ctx: AppContext, req: Request): Promise<DelegationActor> {
  const who = caller(req);
  return { userId: who.userId, isManager: await managesWorkflows(ctx, who) };
}

/**
 * Delegation (spec §3 delegate; issue 16): a user hands their approval tasks (all processes or
 * some) to another for a time. Everyone manages their own; the workflow management permission
 * sees and changes the tenant's. The engine applies them when approvers are computed.
 */
export function delegationRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'workflow';
  apiRoute(router, { method: 'get', path: '/api/bpm/delegate/list', summary: 'Delegations: one\'s own (given or received), or the tenant\'s for a workflow manager', tag, query: listQuery, response: delegationPageSchema }, async (req, res, { query }) => {
    const actor = await actorOf(ctx, req);
    const { records, total } = await inCallerTenant(ctx, req, (trx) => listDelegations(trx, actor, query));
    res.json(envelope(page(records, total, query.pageNo, query.pageSize)));
  });
  apiRoute(router, { method: 'post', path: '/api/bpm/delegate/add', summary: 'Delegate one\'s approval tasks to another user for a time', tag, body: addBody, response: delegationSchema }, async (req, res, { body }) => {
    const actor = await actorOf(ctx, req);
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => addDelegation(trx, caller(req).tenantId, actor, body, requestLanguage(req))), okMessage(req)));
  });
  apiRoute(router, { method: 'post', path: '/api/bpm/delegate/edit', summary: 'Change a delegation (its delegator or a workflow manager)', tag, body: editBody, response: delegationSchema, errors: [404] }, async (req, res, { body }) => {
    const actor = await actorOf(ctx, req);
    const { id, ...input } = body;
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => editDelegation(trx, actor, id, input, requestLanguage(req))), okMessage(req)));
  });
  apiRoute(router, { method: 'post', path: '/api/bpm/delegate/delete', summary: 'Remove a delegation (its delegator or a workflow manager)', tag, body: idBody, errors: [404], response: noResultSchema }, async (req, res, { body }) => {
    const actor = await actorOf(ctx, req);
    await inCallerTenant(ctx, req, (trx) => deleteDelegation(trx, actor, body.id));
    res.json(envelope(null, okMessage(req)));
  });
  return router;
}
