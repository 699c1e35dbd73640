import { changedCountSchema, isFreeSchema, noResultSchema, recycledUserPageSchema, userListSchema, userPageSchema, userRecordSchema } from '@wharf/schemas';
import { Router } from 'express';
import type { JSONSchemaType } from 'ajv';
import { formatMessage } from '@wharf/engine';
import { caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { apiRoute } from '../../http/apiRoute';
import { inCallerTenant, okMessage } from '../../http/routeHelpers';
import { envelope } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { sessionCacheFor } from '../../auth/sessionChangeListener';
import { grantsChanged } from '../../platform/access/grantsChanged';
import { requirePermission } from '../../platform/access/requirePermission';
import { addUser, editUser, freezeUsers, listUsers, purgeUsers, recycleUsers, resetPassword, restoreUsers, type UserListQuery } from './userOperations';
import { addUserSchema, checkOnlyUserQuery, editUserSchema, frozenBatchSchema, listUsersQuery, resetPasswordSchema } from './userSchemas';
import { idList, splitIds, uuid } from '../../http/idSchemas';

const idQuery: JSONSchemaType<{ id: string }> = { type: 'object', properties: { id: uuid }, required: ['id'] };
const idsQuery: JSONSchemaType<{ ids: string }> = { type: 'object', properties: { ids: idList }, required: ['ids'] };
const userIdsBody: JSONSchemaType<{ userIds: string }> = { type: 'object', properties: { userIds: idList }, required: ['userIds'], additionalProperties: false };
const userIdsQuery: JSONSchemaType<{ userIds: string }> = { type: 'object', properties: { userIds: idList }, required: ['userIds'] };

/** User administration (spec §7 System user calls), guarded by the user page's buttons. */
export function userRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'users';
  const base = '/api/system/user';
  // Sessions of users just frozen, deleted or given a new password end at once in this process too
  // (other processes hear it from the database a moment later).
  const forgetSessions = (ids: string[]) => ids.forEach((id) => sessionCacheFor(ctx).forgetUser(id));
  router.use(['list', 'recycleBin', 'checkOnlyUser', 'queryUserByDepId'].map((p) => `${base}/${p}`), requirePermission(ctx, 'systemUser:view'));
  router.use(['add', 'edit', 'frozenBatch', 'delete', 'deleteBatch', 'putRecycleBin', 'deleteRecycleBin', 'resetPassword'].map((p) => `${base}/${p}`), requirePermission(ctx, 'systemUser:edit'));

  apiRoute(router, { method: 'get', path: `${base}/list`, summary: 'Users, a page at a time', tag, query: listUsersQuery, response: userPageSchema }, async (req, res, { query }) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => listUsers(trx, query))));
  });
  apiRoute(router, { method: 'get', path: `${base}/recycleBin`, summary: 'Users in the recycle bin', tag, query: listUsersQuery, response: recycledUserPageSchema }, async (req, res, { query }) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => listUsers(trx, { ...query, isRecycled: true } satisfies UserListQuery))));
  });
  apiRoute(router, { method: 'get', path: `${base}/queryUserByDepId`, summary: 'Users of an organisation or department', tag, query: idQuery, response: userListSchema }, async (req, res, { query }) => {
    res.json(envelope((await inCallerTenant(ctx, req, (trx) => listUsers(trx, { orgId: query.id, pageNo: 1, pageSize: 500 }))).records));
  });
  apiRoute(router, { method: 'get', path: `${base}/checkOnlyUser`, summary: 'Whether a username, email or phone is still free', tag, query: checkOnlyUserQuery, response: isFreeSchema }, async (req, res, { query }) => {
    const { rows } = await ctx.db.raw<{ rows: { field: string }[] }>('select field from auth_identity_taken(?, ?, ?)', [query.username ?? '', query.email || null, query.phone || null]);
    const taken = rows.filter((row) => row.field !== 'username' || query.username);
    const isFree = taken.length === 0;
    const lang = requestLanguage(req);
    res.json({ ...envelope(isFree, isFree ? okMessage(req) : formatMessage(`register/${taken[0]!.field}-exists`, lang)), success: isFree });
  });
  apiRoute(router, { method: 'post', path: `${base}/add`, summary: 'Add a user', tag, body: addUserSchema, response: userRecordSchema }, async (req, res, { body }) => {
    const { tenantId, userId } = caller(req);
    const saved = await inCallerTenant(ctx, req, (trx) => addUser(trx, tenantId, userId, body, requestLanguage(req)));
    // A user's roles and departments are part of what they hold.
    grantsChanged();
    res.json(envelope(saved, okMessage(req)));
  });
  apiRoute(router, { method: 'put', path: `${base}/edit`, summary: 'Edit a user', tag, body: editUserSchema, response: userRecordSchema }, async (req, res, { body }) => {
    const { tenantId, userId } = caller(req);
    const { id, ...input } = body;
    const saved = await inCallerTenant(ctx, req, (trx) => editUser(trx, tenantId, userId, id, input, requestLanguage(req)));
    // A user's roles and departments are part of what they hold.
    grantsChanged();
    res.json(envelope(saved, okMessage(req)));
  });
  apiRoute(router, { method: 'put', path: `${base}/frozenBatch`, summary: 'Freeze (2) or unfreeze (1) users', tag, body: frozenBatchSchema, response: changedCountSchema }, async (req, res, { body }) => {
    const frozen = await inCallerTenant(ctx, req, (trx) => freezeUsers(trx, splitIds(body.ids), body.status));
    forgetSessions(splitIds(body.ids));
    res.json(envelope(frozen, okMessage(req)));
  });
  apiRoute(router, { method: 'delete', path: `${base}/delete`, summary: 'Move a user to the recycle bin', tag, query: idQuery, response: changedCountSchema }, async (req, res, { query }) => {
    const recycled = await inCallerTenant(ctx, req, (trx) => recycleUsers(trx, caller(req).userId, [query.id]));
    forgetSessions([query.id]);
    res.json(envelope(recycled, okMessage(req)));
  });
  apiRoute(router, { method: 'delete', path: `${base}/deleteBatch`, summary: 'Move users to the recycle bin', tag, query: idsQuery, response: changedCountSchema }, async (req, res, { query }) => {
    const recycled = await inCallerTenant(ctx, req, (trx) => recycleUsers(trx, caller(req).userId, splitIds(query.ids)));
    forgetSessions(splitIds(query.ids));
    res.json(envelope(recycled, okMessage(req)));
  });
  apiRoute(router, { method: 'put', path: `${base}/putRecycleBin`, summary: 'Restore users from the recycle bin', tag, body: userIdsBody, response: changedCountSchema }, async (req, res, { body }) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => restoreUsers(trx, caller(req).tenantId, splitIds(body.userIds))), okMessage(req)));
  });
  apiRoute(router, { method: 'delete', path: `${base}/deleteRecycleBin`, summary: 'Delete users in the recycle bin for good', tag, query: userIdsQuery, response: changedCountSchema }, async (req, res, { query }) => {
    const purged = await inCallerTenant(ctx, req, (trx) => purgeUsers(trx, splitIds(query.userIds)));
    forgetSessions(splitIds(query.userIds));
    res.json(envelope(purged, okMessage(req)));
  });
  apiRoute(router, { method: 'put', path: `${base}/resetPassword`, summary: 'Set a new password for a user (they must change it at next login)', tag, body: resetPasswordSchema, response: noResultSchema }, async (req, res, { body }) => {
    await inCallerTenant(ctx, req, (trx) => resetPassword(trx, body.id, body.password, requestLanguage(req)));
    forgetSessions([body.id]);
    res.json(envelope(null, okMessage(req)));
  });
  return router;
}
