import { Router } from 'express';
import { caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { apiRoute } from '../../http/apiRoute';
import { envelope } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { inCallerTenant, okMessage } from '../../http/routeHelpers';
import { requirePermission } from '../../system/requirePermission';
import { addSchema, editSchema, idQuery, listQuery, moveSchema } from './appGroupSchemas';
import { addAppGroup, deleteAppGroup, editAppGroup, listAppGroups, readAppGroup } from './appGroupStore';
import { moveToAppGroup } from './moveToAppGroup';

/**
 * App groups (`/api/eform/appGroup`): the console main page's list with counts per kind, add, edit,
 * delete (only an empty group), and "move to app group" for the list pages. Reading is for every
 * user of the tenant (like the definitions list); changes need the app group page's buttons.
 */
export function appGroupRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'appGroups';
  const base = '/api/eform/appGroup';
  router.post(`${base}/add`, requirePermission(ctx, 'appGroup:add'));
  router.put(`${base}/edit`, requirePermission(ctx, 'appGroup:edit'));
  router.delete(`${base}/delete`, requirePermission(ctx, 'appGroup:delete'));
  router.post(`${base}/move`, requirePermission(ctx, 'appGroup:move'));

  apiRoute(router, { method: 'get', path: `${base}/list`, summary: 'App groups, a page at a time, with their definitions counted by kind', tag, query: listQuery }, async (req, res, { query }) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => listAppGroups(trx, query))));
  });
  apiRoute(router, { method: 'get', path: `${base}/queryById`, summary: 'One app group with its counts', tag, query: idQuery }, async (req, res, { query }) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => readAppGroup(trx, query.id))));
  });
  apiRoute(router, { method: 'post', path: `${base}/add`, summary: 'Add an app group (name and code unique in the tenant)', tag, body: addSchema }, async (req, res, { body }) => {
    const { tenantId, userId } = caller(req);
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => addAppGroup(trx, tenantId, userId, body, requestLanguage(req))), okMessage(req)));
  });
  apiRoute(router, { method: 'put', path: `${base}/edit`, summary: 'Change an app group', tag, body: editSchema }, async (req, res, { body }) => {
    const { userId } = caller(req);
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => editAppGroup(trx, userId, body, requestLanguage(req))), okMessage(req)));
  });
  apiRoute(router, { method: 'delete', path: `${base}/delete`, summary: 'Delete an empty app group (one that holds definitions is refused)', tag, query: idQuery }, async (req, res, { query }) => {
    await inCallerTenant(ctx, req, (trx) => deleteAppGroup(trx, query.id));
    res.json(envelope(null, okMessage(req)));
  });
  apiRoute(router, { method: 'post', path: `${base}/move`, summary: "Move definitions into a group, or out of any (groupId empty); splitTableName 'Y' takes forms' and views' tables along", tag, body: moveSchema }, async (req, res, { body }) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => moveToAppGroup(trx, body, requestLanguage(req))), okMessage(req)));
  });
  return router;
}
