import { appGroupMovedSchema, appGroupPageSchema, appGroupSchema, noResultSchema } from '@wharf/schemas';
import { Router, type Request } from 'express';
import { isDesigner, type HeldButtonPermissions } from '@wharf/engine';
import { caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { apiRoute } from '../../http/apiRoute';
import { envelope } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { inCallerTenant, okMessage } from '../../http/routeHelpers';
import { designerGrants } from '../../definitions/designerAccess';
import { accessDenied } from '../../http/errors';
import { addSchema, editSchema, idQuery, listQuery, moveSchema } from './appGroupSchemas';
import { addAppGroup, deleteAppGroup, editAppGroup, listAppGroups, readAppGroup } from './appGroupStore';
import { moveToAppGroup } from './moveToAppGroup';

/**
 * App groups (`/api/eform/appGroup`): the console main page's list with counts per kind, add, edit,
 * delete (only an empty group), and "move to app group" for the list pages. All of it is for
 * designers (a holder of any kind's designer permission); changes also need the app group page's
 * buttons, and a move the save permission of each kind it moves. Each handler checks for itself.
 */
export function appGroupRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'appGroups';
  const base = '/api/eform/appGroup';
  /** The caller's grants, after refusing (403) a caller who designs nothing or lacks the button `perms`. */
  const designerWith = async (req: Request, perms?: string): Promise<HeldButtonPermissions> => {
    const grants = await designerGrants(ctx, caller(req));
    const holdsButton = perms === undefined || grants.isAll || grants.perms.has(perms);
    if (!isDesigner(grants) || !holdsButton) throw accessDenied();
    return grants;
  };

  apiRoute(router, { method: 'get', path: `${base}/list`, summary: 'App groups, a page at a time, with their definitions counted by kind', tag, query: listQuery, response: appGroupPageSchema }, async (req, res, { query }) => {
    await designerWith(req);
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => listAppGroups(trx, query))));
  });
  apiRoute(router, { method: 'get', path: `${base}/queryById`, summary: 'One app group with its counts', tag, query: idQuery, response: appGroupSchema }, async (req, res, { query }) => {
    await designerWith(req);
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => readAppGroup(trx, query.id))));
  });
  apiRoute(router, { method: 'post', path: `${base}/add`, summary: 'Add an app group (name and code unique in the tenant)', tag, body: addSchema, response: appGroupSchema }, async (req, res, { body }) => {
    await designerWith(req, 'appGroup:add');
    const { tenantId, userId } = caller(req);
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => addAppGroup(trx, tenantId, userId, body, requestLanguage(req))), okMessage(req)));
  });
  apiRoute(router, { method: 'put', path: `${base}/edit`, summary: 'Change an app group', tag, body: editSchema, response: appGroupSchema }, async (req, res, { body }) => {
    await designerWith(req, 'appGroup:edit');
    const { userId } = caller(req);
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => editAppGroup(trx, userId, body, requestLanguage(req))), okMessage(req)));
  });
  apiRoute(router, { method: 'delete', path: `${base}/delete`, summary: 'Delete an empty app group (one that holds definitions is refused)', tag, query: idQuery, response: noResultSchema }, async (req, res, { query }) => {
    await designerWith(req, 'appGroup:delete');
    await inCallerTenant(ctx, req, (trx) => deleteAppGroup(trx, query.id));
    res.json(envelope(null, okMessage(req)));
  });
  apiRoute(router, { method: 'post', path: `${base}/move`, summary: "Move definitions into a group, or out of any (groupId empty); splitTableName 'Y' takes forms' and views' tables along", tag, body: moveSchema, response: appGroupMovedSchema }, async (req, res, { body }) => {
    const grants = await designerWith(req, 'appGroup:move');
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => moveToAppGroup(trx, body, grants, requestLanguage(req))), okMessage(req)));
  });
  return router;
}
