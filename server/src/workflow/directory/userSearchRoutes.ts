import type { JSONSchemaType } from 'ajv';
import { Router } from 'express';
import { workflowUserChoicesSchema } from '@wharf/schemas';
import type { AppContext } from '../../context';
import { apiRoute } from '../../http/apiRoute';
import { envelope } from '../../http/envelope';
import { inCallerTenant } from '../../http/routeHelpers';
import { searchWorkflowUsers } from './userSearch';

const searchQuery = {
  type: 'object',
  properties: { keyword: { type: 'string', maxLength: 100, default: '' } },
  required: ['keyword'],
} as unknown as JSONSchemaType<{ keyword: string }>;

/**
 * `GET /api/bpm/users?keyword=`: the workflow's own user search, for every signed-in user of the
 * tenant (the console's user list needs `systemUser:view`, which ordinary approvers lack, yet they
 * must find someone to transfer, delegate or add as a signer).
 */
export function userSearchRoutes(ctx: AppContext): Router {
  const router = Router();
  apiRoute(router, {
    method: 'get', path: '/api/bpm/users', summary: 'Active users of the tenant by username or name, for the workflow\'s pickers (20 at most)', tag: 'workflow',
    query: searchQuery, response: workflowUserChoicesSchema,
  }, async (req, res, { query }) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => searchWorkflowUsers(trx, query.keyword))));
  });
  return router;
}
