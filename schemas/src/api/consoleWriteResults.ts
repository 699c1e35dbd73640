import { arraySchema, pageSchema, type ApiSchema } from './envelope';
import { announcementSchema, messageSchema, orgRecordSchema, userPageSchema, userRecordSchema } from './consoleResults';
import { roleRecordSchema } from './menuResults';
import { integer, nullableDateTime, record, text, uuid } from './fields';
import { storedFileSchema } from './fileResults';

/**
 * The console's writes and smaller reads (users, organisations, roles, announcements, messages) and
 * the view engine's HTTP config and name look-ups, as the server answers today.
 */

/** How many records a batch write changed. */
export const changedCountSchema: ApiSchema = { type: 'integer', minimum: 0, description: 'How many records it changed' };
/** A write that answers nothing: the envelope's message says it was done. */
export const noResultSchema: ApiSchema = { type: 'null', description: 'Nothing; the message says it was done' };
/** A uniqueness check: `true` when free; when taken, `success` is false and the message names the clash. */
export const isFreeSchema: ApiSchema = { type: 'boolean', description: 'true when the value is free (when taken, success is false and the message says why)' };
/** `{ deleted }`: how many records a batch delete removed. */
export const deletedCountSchema: ApiSchema = record({ deleted: { type: 'integer', minimum: 0 } });
/** Names by id (`{ [id]: name }`; ids the caller cannot see are left out). */
export const namesByIdSchema: ApiSchema = { type: 'object', additionalProperties: text };
/** Every role, unpaged (bare array). */
export const roleListSchema: ApiSchema = arraySchema(roleRecordSchema);
/** `GET …/recycleBin`: the recycled users, a page at a time. */
export const recycledUserPageSchema: ApiSchema = userPageSchema;
/** `GET …/queryUserByDepId`: the users of an organisation (bare array, at most 500). */
export const userListSchema: ApiSchema = arraySchema(userRecordSchema);

/** An announcement in the caller's inbox. */
export const myAnnouncementSchema: ApiSchema = record({
  anntId: uuid, title: text, content: text, msgCategory: { enum: ['1', '2'] }, priority: { enum: ['L', 'M', 'H'] }, sendTime: nullableDateTime, readFlag: { enum: ['0', '1'] },
  attachments: { type: 'array', items: storedFileSchema },
}, ['attachments']);
/** `GET /api/system/sysAnnouncementSend/getMyAnnouncementSend`. */
export const myAnnouncementPageSchema: ApiSchema = pageSchema(myAnnouncementSchema);
/** `PUT /api/system/sysAnnouncementSend/readAll`: how many announcements were marked read. */
export const markedReadSchema: ApiSchema = record({ marked: integer });

/** `POST …/viewEngine/codeToName`: per column, each code's name (`{ [colCode]: { [code]: name } }`). */
export const codeNamesSchema: ApiSchema = { type: 'object', additionalProperties: { type: 'object', additionalProperties: text } };
/** `POST …/viewEngine/getHttpConfigItems`: whatever the HTTP config's returnScript gives (any JSON value; the config decides its shape). */
export const httpConfigItemsSchema: ApiSchema = { description: "Any JSON value: the HTTP config's answer as its returnScript shaped it (the config, not the API, decides the shape)" };

/** The result schema of each operation of this family (spread into `documentedResults`). */
export const consoleWriteResults: Readonly<Record<string, ApiSchema>> = {
  'GET /api/system/user/recycleBin': recycledUserPageSchema,
  'GET /api/system/user/queryUserByDepId': userListSchema,
  'GET /api/system/user/checkOnlyUser': isFreeSchema,
  'POST /api/system/user/add': userRecordSchema,
  'PUT /api/system/user/edit': userRecordSchema,
  'PUT /api/system/user/frozenBatch': changedCountSchema,
  'DELETE /api/system/user/delete': changedCountSchema,
  'DELETE /api/system/user/deleteBatch': changedCountSchema,
  'PUT /api/system/user/putRecycleBin': changedCountSchema,
  'DELETE /api/system/user/deleteRecycleBin': changedCountSchema,
  'PUT /api/system/user/resetPassword': noResultSchema,
  'GET /api/system/user/queryUserRole': { type: 'array', items: uuid },
  'PUT /api/system/sysOrg/edit': orgRecordSchema,
  'DELETE /api/system/sysOrg/delete': noResultSchema,
  'GET /api/system/sysOrg/queryUserNameByUserIds': namesByIdSchema,
  'GET /api/system/sysOrg/queryDeptNameByDeptIds': namesByIdSchema,
  'GET /api/system/role/queryall': roleListSchema,
  'GET /api/system/role/checkRoleCode': isFreeSchema,
  'POST /api/system/role/add': roleRecordSchema,
  'PUT /api/system/role/edit': roleRecordSchema,
  'PUT /api/system/role/copy': roleRecordSchema,
  'DELETE /api/system/role/delete': noResultSchema,
  'POST /api/system/permission/saveRolePermission': noResultSchema,
  'PUT /api/system/annountCement/edit': announcementSchema,
  'DELETE /api/system/annountCement/delete': noResultSchema,
  'DELETE /api/system/annountCement/deleteBatch': deletedCountSchema,
  'GET /api/system/annountCement/doReleaseData': noResultSchema,
  'GET /api/system/annountCement/doReovkeData': noResultSchema,
  'GET /api/system/sysAnnouncementSend/getMyAnnouncementSend': myAnnouncementPageSchema,
  'PUT /api/system/sysAnnouncementSend/editByAnntIdAndUserId': noResultSchema,
  'PUT /api/system/sysAnnouncementSend/readAll': markedReadSchema,
  'PUT /api/system/message/sysMessage/edit': messageSchema,
  'DELETE /api/system/message/sysMessage/delete': noResultSchema,
  'DELETE /api/system/message/sysMessage/deleteBatch': deletedCountSchema,
  'PUT /api/system/message/sysMessage/publish': noResultSchema,
  'PUT /api/system/message/sysMessage/revoke': noResultSchema,
  'PUT /api/system/message/sysMessage/resend': noResultSchema,
  'POST /api/eform/engine/viewEngine/getHttpConfigItems': httpConfigItemsSchema,
  'POST /api/eform/engine/viewEngine/codeToName': codeNamesSchema,
};
