import { announcementPageSchema, announcementSchema, deletedCountSchema, markedReadSchema, myAnnouncementPageSchema, noResultSchema } from '@wharf/schemas';
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { JSONSchemaType } from 'ajv';
import { uuidPattern, uuidPatternText } from '@wharf/engine';
import { caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';
import { apiRoute } from '../../http/apiRoute';
import { envelope, pageSizes } from '../../http/envelope';
import { accessDenied, notFound } from '../../http/errors';
import { requestLanguage } from '../../http/language';
import { inCallerTenant, okMessage } from '../../http/routeHelpers';
import { grantBasis } from '../../platform/access/grantedPermissions';
import {
  addAnnouncement,
  deleteAnnouncements,
  editAnnouncement,
  listAnnouncements,
  markRead,
  myAnnouncements,
  publishAnnouncement,
  revokeAnnouncement,
  type AnnouncementInput,
  type AnnouncementListQuery,
} from './announcementOperations';

const uuid = { type: 'string', pattern: uuidPattern } as const;
// ISO 8601 date-times, e.g. 2026-11-22T08:00:00Z or 2026-11-22 08:00:00+08:00.
const dateTime = { type: 'string', maxLength: 40, pattern: '^\\d{4}-\\d{2}-\\d{2}[T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:?\\d{2})?$', nullable: true } as const;
const announcementProperties = {
  title: { type: 'string', minLength: 1, maxLength: 100 },
  // Rich text; screens sanitise it before showing it (the server stores it as written).
  content: { type: 'string', minLength: 1, maxLength: 100_000 },
  msgCategory: { type: 'string', enum: ['1', '2'] },
  priority: { type: 'string', enum: ['L', 'M', 'H'] },
  msgType: { type: 'string', enum: ['ALL', 'USER'] },
  userIds: { type: 'array', items: uuid, maxItems: 5000 },
  startTime: dateTime,
  endTime: dateTime,
  attachmentIds: { type: 'array', items: uuid, maxItems: 10, uniqueItems: true },
} as const;
const addSchema = { type: 'object', properties: announcementProperties, required: ['title', 'content'], additionalProperties: false } as unknown as JSONSchemaType<AnnouncementInput>;
const editSchema = { type: 'object', properties: { id: uuid, ...announcementProperties }, required: ['id', 'title', 'content'], additionalProperties: false } as unknown as JSONSchemaType<AnnouncementInput & { id: string }>;
const idQuery: JSONSchemaType<{ id: string }> = { type: 'object', properties: { id: uuid }, required: ['id'] };
const idsQuery = { type: 'object', properties: { ids: { type: 'string', maxLength: 500 * 37, pattern: `^${uuidPatternText}(,${uuidPatternText})*$` } }, required: ['ids'] } as unknown as JSONSchemaType<{ ids: string }>;
const pageProperties = { pageNo: { type: 'integer', minimum: 1, default: 1 }, pageSize: { type: 'integer', enum: [...pageSizes], default: 20 } } as const;
const listQuery = {
  type: 'object',
  properties: { ...pageProperties, title: { type: 'string', maxLength: 100, nullable: true }, sendStatus: { type: 'string', enum: ['0', '1', '2'], nullable: true } },
  required: ['pageNo', 'pageSize'],
} as unknown as JSONSchemaType<AnnouncementListQuery>;
const myQuery = {
  type: 'object',
  properties: { ...pageProperties, readFlag: { type: 'string', enum: ['0', '1'], nullable: true }, msgCategory: { type: 'string', enum: ['1', '2'], nullable: true } },
  required: ['pageNo', 'pageSize'],
} as unknown as JSONSchemaType<{ pageNo: number; pageSize: number; readFlag?: '0' | '1'; msgCategory?: '1' | '2' }>;
const readBody: JSONSchemaType<{ anntId: string }> = { type: 'object', properties: { anntId: uuid }, required: ['anntId'], additionalProperties: false };

/** Request bodies are not filled with schema defaults; these are the announcement's. */
function withDefaults(body: Partial<AnnouncementInput>): AnnouncementInput {
  return { msgCategory: '1', priority: 'M', msgType: 'ALL', userIds: [], startTime: null, endTime: null, attachmentIds: [], ...body } as AnnouncementInput;
}

/**
 * Announcements (spec §3, §4, §7 annountCement, sysAnnouncementSend): the tenant's administrators
 * write, publish and withdraw them; every user reads theirs and marks them read.
 */
export function announcementRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'announcements';
  const base = '/api/system/annountCement';
  const inbox = '/api/system/sysAnnouncementSend';
  const administratorsOnly = async (req: Request, _res: Response, next: NextFunction) => {
    const who = caller(req);
    if ((await withTenant(ctx.db, who.homeTenantId, (trx) => grantBasis(trx, who.userId))) === 'roles') throw accessDenied();
    next();
  };
  router.use(base, administratorsOnly);

  apiRoute(router, { method: 'get', path: `${base}/list`, summary: 'Announcements, a page at a time', tag, query: listQuery, response: announcementPageSchema }, async (req, res, { query }) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => listAnnouncements(trx, query))));
  });
  apiRoute(router, { method: 'post', path: `${base}/add`, summary: 'Write an announcement (unpublished)', tag, body: addSchema, response: announcementSchema }, async (req, res, { body }) => {
    const { tenantId, userId } = caller(req);
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => addAnnouncement(trx, tenantId, userId, withDefaults(body), requestLanguage(req))), okMessage(req)));
  });
  apiRoute(router, { method: 'put', path: `${base}/edit`, summary: 'Change an unpublished announcement', tag, body: editSchema, response: announcementSchema }, async (req, res, { body }) => {
    const { id, ...input } = body;
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => editAnnouncement(trx, caller(req).userId, id, withDefaults(input), requestLanguage(req))), okMessage(req)));
  });
  apiRoute(router, { method: 'delete', path: `${base}/delete`, summary: 'Delete an announcement', tag, query: idQuery, response: noResultSchema }, async (req, res, { query }) => {
    if ((await inCallerTenant(ctx, req, (trx) => deleteAnnouncements(trx, [query.id]))) === 0) throw notFound();
    res.json(envelope(null, okMessage(req)));
  });
  apiRoute(router, { method: 'delete', path: `${base}/deleteBatch`, summary: 'Delete several announcements', tag, query: idsQuery, response: deletedCountSchema }, async (req, res, { query }) => {
    const deleted = await inCallerTenant(ctx, req, (trx) => deleteAnnouncements(trx, [...new Set(query.ids.split(','))]));
    res.json(envelope({ deleted }, okMessage(req)));
  });
  apiRoute(router, { method: 'get', path: `${base}/doReleaseData`, summary: 'Publish an announcement', tag, query: idQuery, response: noResultSchema }, async (req, res, { query }) => {
    await inCallerTenant(ctx, req, (trx) => publishAnnouncement(trx, caller(req).userId, query.id));
    res.json(envelope(null, okMessage(req)));
  });
  apiRoute(router, { method: 'get', path: `${base}/doReovkeData`, summary: 'Withdraw a published announcement', tag, query: idQuery, response: noResultSchema }, async (req, res, { query }) => {
    await inCallerTenant(ctx, req, (trx) => revokeAnnouncement(trx, caller(req).userId, query.id));
    res.json(envelope(null, okMessage(req)));
  });

  apiRoute(router, { method: 'get', path: `${inbox}/getMyAnnouncementSend`, summary: 'The caller\'s announcements, newest first, with read flags', tag, query: myQuery, response: myAnnouncementPageSchema }, async (req, res, { query }) => {
    const { homeTenantId, userId } = caller(req);
    res.json(envelope(await withTenant(ctx.db, homeTenantId, (trx) => myAnnouncements(trx, userId, query))));
  });
  apiRoute(router, { method: 'put', path: `${inbox}/editByAnntIdAndUserId`, summary: 'Mark one announcement read', tag, body: readBody, response: noResultSchema }, async (req, res, { body }) => {
    const { homeTenantId, userId } = caller(req);
    await withTenant(ctx.db, homeTenantId, (trx) => markRead(trx, homeTenantId, userId, body.anntId));
    res.json(envelope(null, okMessage(req)));
  });
  apiRoute(router, { method: 'put', path: `${inbox}/readAll`, summary: 'Mark every announcement read', tag, response: markedReadSchema }, async (req, res) => {
    const { homeTenantId, userId } = caller(req);
    const marked = await withTenant(ctx.db, homeTenantId, (trx) => markRead(trx, homeTenantId, userId));
    res.json(envelope({ marked }, okMessage(req)));
  });
  return router;
}
