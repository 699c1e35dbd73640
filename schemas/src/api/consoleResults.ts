import { arraySchema, pageSchema, type ApiSchema } from './envelope';
import { dateTime, flag, integer, nullableDateTime, nullableInteger, nullableText, nullableUuid, record, text, uuid } from './fields';
import { storedFileSchema } from './fileResults';

/** The console's lists of users, organisations, dictionary items, announcements and messages, as the server answers today. */

/** A user as the console lists them. */
export const userRecordSchema: ApiSchema = record({
  id: uuid, username: text, realname: text, workNo: nullableText, phone: nullableText, email: nullableText, sex: nullableText,
  birthday: { anyOf: [{ type: 'string', format: 'date' }, { type: 'null' }] }, status: { enum: ['1', '2'] }, userType: text, userSource: text, orgId: nullableUuid,
  showWaterMark: flag, forceChangePass: text, isLocked: flag, createTime: dateTime, updateTime: dateTime,
  // Spec §3 user enable_vcode: the login's SMS-code step. Always sent; optional for fakes written before it.
  enableVcode: { enum: ['Y', 'N'] },
}, ['enableVcode']);
/** `GET /api/system/user/list`. */
export const userPageSchema: ApiSchema = pageSchema(userRecordSchema);

const orgFields = {
  id: uuid, parentId: nullableUuid, orgName: text, orgCode: text, orgType: { enum: ['organization', 'department'] }, orgOrder: integer,
  compCode: nullableText, socialCreditCode: nullableText, ipWhitelist: { type: ['array', 'null'], items: text }, passwordExpiryDays: nullableInteger,
  passwordAlertDays: nullableInteger, lockUserFailures: nullableInteger, passwordBlacklist: { type: ['array', 'null'], items: text }, multipleLogin: { enum: ['default', 'prohibit', 'allow'] },
};
/** An organisation or department (what add and edit answer). */
export const orgRecordSchema: ApiSchema = record(orgFields);
/** `GET /api/system/sysOrg/queryTreeList`: the roots, each with `children` when it has any (bare array). */
export const orgTreeSchema: ApiSchema = arraySchema({ ...record(orgFields), properties: { ...orgFields, children: { type: 'array', items: { type: 'object' } } } });

/** `GET /api/system/dict/getDictItems/{code}`: the enabled items (bare array; `title` repeats `text`). */
export const dictItemsSchema: ApiSchema = arraySchema(record({ value: text, text: text, title: text }));
/** `GET /api/system/dict/queryById`: a dictionary with all its items. */
export const dictWithItemsSchema: ApiSchema = record({
  id: uuid, dictCode: text, dictName: text,
  items: { type: 'array', items: record({ itemText: text, itemValue: text, sortOrder: integer, status: { enum: ['0', '1'] } }) },
});

/** An announcement as its author sees it (the server always sends its attachments; optional so older fakes stay valid). */
export const announcementSchema: ApiSchema = record({
  id: uuid, title: text, content: text, msgCategory: { enum: ['1', '2'] }, priority: { enum: ['L', 'M', 'H'] }, msgType: { enum: ['ALL', 'USER'] },
  userIds: { type: 'array', items: uuid }, startTime: nullableDateTime, endTime: nullableDateTime, sendStatus: { enum: ['0', '1', '2'] },
  sendTime: nullableDateTime, cancelTime: nullableDateTime, createTime: dateTime,
  attachmentIds: { type: 'array', items: uuid }, attachments: { type: 'array', items: storedFileSchema },
}, ['attachmentIds', 'attachments']);
/** `GET /api/system/annountCement/list`. */
export const announcementPageSchema: ApiSchema = pageSchema(announcementSchema);

/** A message of the message centre. */
export const messageSchema: ApiSchema = record({
  id: uuid, esTitle: text, esType: { enum: ['system', 'sms', 'email', 'wechat'] }, esReceiver: text, esContent: text, esParam: nullableText,
  status: { enum: ['0', '1', '2'] }, esSendStatus: { enum: ['0', '1', '2'] }, sendResult: nullableText, sendTime: nullableDateTime, createTime: dateTime,
  attachmentIds: { type: 'array', items: uuid }, attachments: { type: 'array', items: storedFileSchema },
  // The outbox's delivery (issue 22): state, attempts so far, the channel's words, the next try, the cause.
  esCc: nullableText, source: nullableText, esSendNum: integer, errMsg: nullableText, nextAttemptTime: nullableDateTime, sendStatus: { enum: ['waitSend', 'sendSuccess', 'sendFail'] },
  deliveryState: { anyOf: [{ enum: ['queued', 'sending', 'retry', 'sent', 'failed', 'unknown'] }, { type: 'null' }] },
}, ['attachmentIds', 'attachments', 'esCc', 'source', 'esSendNum', 'errMsg', 'nextAttemptTime', 'sendStatus', 'deliveryState']);
/** `GET /api/system/message/sysMessage/list`. */
export const messagePageSchema: ApiSchema = pageSchema(messageSchema);
