import { deletedCountSchema, messagePageSchema, messageSchema, noResultSchema } from '@wharf/schemas';
import { Router } from 'express';
import type { JSONSchemaType } from 'ajv';
import { caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { apiRoute } from '../../http/apiRoute';
import { envelope, pageSizes } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { requestLanguage } from '../../http/language';
import { inCallerTenant, okMessage } from '../../http/routeHelpers';
import { requirePermission } from '../../platform/access/requirePermission';
import { idList, uuid } from '../../http/idSchemas';
import { addMessage, deleteMessages, editMessage, listMessages, revokeMessage, type MessageListQuery } from './messageOperations';
import { messageTypes, type MessageInput } from './messageRecord';
import { publishMessage, resendMessage } from './publishMessage';

const messageProperties = {
  esTitle: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
  esType: { type: 'string', enum: [...messageTypes] },
  esReceiver: { type: 'string', minLength: 1, maxLength: 10_000 },
  // Rich text; screens sanitise it before showing it, as they do announcements.
  esContent: { type: 'string', minLength: 1, maxLength: 100_000, pattern: '\\S' },
  esParam: { type: 'string', maxLength: 10_000, nullable: true },
  attachmentIds: { type: 'array', items: uuid, maxItems: 10, uniqueItems: true, nullable: true },
} as const;
const addSchema = { type: 'object', properties: messageProperties, required: ['esTitle', 'esType', 'esReceiver', 'esContent'], additionalProperties: false } as unknown as JSONSchemaType<MessageInput>;
const editSchema = { type: 'object', properties: { id: uuid, ...messageProperties }, required: ['id', 'esTitle', 'esType', 'esReceiver', 'esContent'], additionalProperties: false } as unknown as JSONSchemaType<MessageInput & { id: string }>;
const idQuery: JSONSchemaType<{ id: string }> = { type: 'object', properties: { id: uuid }, required: ['id'] };
const idsQuery = { type: 'object', properties: { ids: idList }, required: ['ids'] } as unknown as JSONSchemaType<{ ids: string }>;
const listQuery = {
  type: 'object',
  properties: {
    pageNo: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', enum: [...pageSizes], default: 20 },
    esTitle: { type: 'string', maxLength: 100, nullable: true },
    esType: { type: 'string', enum: [...messageTypes], nullable: true },
    status: { type: 'string', enum: ['0', '1', '2'], nullable: true },
    esSendStatus: { type: 'string', enum: ['0', '1', '2'], nullable: true },
  },
  required: ['pageNo', 'pageSize'],
} as unknown as JSONSchemaType<MessageListQuery>;

/**
 * Message administration (spec §3 message, §4 message centre and message send): the tenant's
 * messages are drafted, published (handed to the outbox, `delivery/outbox/`), withdrawn and — when
 * their delivery failed — sent again by holders of the message page's button. The list shows the
 * outbox's state: esSendStatus, attempts, errMsg, the next try. Receivers read system messages in their message centre (`sysAnnouncementSend`).
 */
export function messageRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'messages';
  const base = '/api/system/message/sysMessage';
  router.use(base, requirePermission(ctx, 'systemMessage:edit'));

  apiRoute(router, { method: 'get', path: `${base}/list`, summary: 'Messages, a page at a time', tag, query: listQuery, response: messagePageSchema }, async (req, res, { query }) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => listMessages(trx, query, requestLanguage(req)))));
  });
  apiRoute(router, { method: 'post', path: `${base}/add`, summary: 'Write a message (draft)', tag, body: addSchema, response: messageSchema }, async (req, res, { body }) => {
    const { tenantId, userId } = caller(req);
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => addMessage(trx, tenantId, userId, body, requestLanguage(req))), okMessage(req)));
  });
  apiRoute(router, { method: 'put', path: `${base}/edit`, summary: 'Change a draft message', tag, body: editSchema, response: messageSchema }, async (req, res, { body }) => {
    const { id, ...input } = body;
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => editMessage(trx, caller(req).userId, id, input, requestLanguage(req))), okMessage(req)));
  });
  apiRoute(router, { method: 'delete', path: `${base}/delete`, summary: 'Delete a message', tag, query: idQuery, response: noResultSchema }, async (req, res, { query }) => {
    if ((await inCallerTenant(ctx, req, (trx) => deleteMessages(trx, [query.id]))) === 0) throw notFound();
    res.json(envelope(null, okMessage(req)));
  });
  apiRoute(router, { method: 'delete', path: `${base}/deleteBatch`, summary: 'Delete several messages', tag, query: idsQuery, response: deletedCountSchema }, async (req, res, { query }) => {
    const deleted = await inCallerTenant(ctx, req, (trx) => deleteMessages(trx, [...new Set(query.ids.split(','))]));
    res.json(envelope({ deleted }, okMessage(req)));
  });
  apiRoute(router, { method: 'put', path: `${base}/publish`, summary: 'Publish a draft and hand it to the outbox', tag, query: idQuery, response: noResultSchema }, async (req, res, { query }) => {
    const { tenantId, userId } = caller(req);
    await inCallerTenant(ctx, req, (trx) => publishMessage(trx, tenantId, userId, query.id));
    res.json(envelope(null, okMessage(req)));
  });
  apiRoute(router, { method: 'put', path: `${base}/resend`, summary: 'Send a failed message again', tag, query: idQuery, response: noResultSchema }, async (req, res, { query }) => {
    const { tenantId, userId } = caller(req);
    await inCallerTenant(ctx, req, (trx) => resendMessage(trx, tenantId, userId, query.id));
    res.json(envelope(null, okMessage(req)));
  });
  apiRoute(router, { method: 'put', path: `${base}/revoke`, summary: 'Withdraw a published message', tag, query: idQuery, response: noResultSchema }, async (req, res, { query }) => {
    await inCallerTenant(ctx, req, (trx) => revokeMessage(trx, caller(req).userId, query.id));
    res.json(envelope(null, okMessage(req)));
  });
  return router;
}
