import { arraySchema, hasMoreListSchema, pageSchema, type ApiSchema } from './envelope';
import { dateTime, nullableText, text, uuid } from './fields';

/**
 * Result schemas of the route families, written as the server answers today (behaviour unchanged):
 * the fields every answer carries are `required`; extra fields are allowed (answers grow).
 */


/** The current user (`GET /api/user/info`, and `userInfo` of a login). */
export const userInfoSchema: ApiSchema = {
  type: 'object',
  properties: {
    id: uuid, username: text, realname: nullableText, avatar: nullableText, orgCode: nullableText, orgId: nullableText, orgName: nullableText,
    compCode: nullableText, compName: nullableText, email: nullableText, phone: nullableText, userType: text, backRoleFlg: text,
    enableVcode: { enum: ['Y', 'N'] }, forceChangePass: { enum: ['Y', 'N'] }, forceChangeFlag: { enum: ['Y', 'N'] },
    extendInfo: { type: 'object' },
    userExtendInfo: {
      type: 'object',
      properties: { tenantId: uuid, tenantCode: text, tenantName: text, divisionId: nullableText, divisionCode: nullableText, divisionName: nullableText },
      required: ['tenantId', 'tenantCode', 'tenantName'],
    },
  },
  required: ['id', 'username', 'realname', 'userType', 'extendInfo', 'userExtendInfo'],
};

/** A department a user belongs to (login's `departs`, `myDeparts`). */
export const userDepartmentSchema: ApiSchema = { type: 'object', properties: { orgId: uuid, orgCode: text, orgName: text }, required: ['orgId', 'orgCode', 'orgName'] };

/** A user's saved screen values of one kind (spec §3 `columnSetting` parts): data id → name → value. */
const screenValues: ApiSchema = { type: 'object', additionalProperties: { type: 'object', additionalProperties: text } };
/** Spec §3 login result `columnSetting {form, tableColumn, queryValue, gwSetting}`: the user's own saved settings. */
export const columnSettingSchema: ApiSchema = {
  type: 'object',
  properties: { form: screenValues, tableColumn: screenValues, queryValue: screenValues, gwSetting: screenValues },
  required: ['form', 'tableColumn', 'queryValue', 'gwSetting'],
};
/** Spec §3 login result `sysAllDictItems`: every dictionary of the tenant, code → its enabled items (value, text, title). */
export const sysAllDictItemsSchema: ApiSchema = {
  type: 'object',
  additionalProperties: { type: 'array', items: { type: 'object', properties: { value: text, text, title: text }, required: ['value', 'text', 'title'] } },
};

/**
 * A completed login: the token, the user and the departments one may work in. A password login also
 * answers `columnSetting` and `sysAllDictItems` (spec §3); the other entries (phone, SSO, password-free) do not.
 */
export const openedSessionSchema: ApiSchema = {
  type: 'object',
  properties: {
    token: text, userInfo: userInfoSchema, departs: { type: 'array', items: userDepartmentSchema }, multiDepart: { enum: [0, 1, 2] },
    passwordExpireAlert: { type: 'object', properties: { daysLeft: { type: 'integer' } }, required: ['daysLeft'] },
    columnSetting: columnSettingSchema, sysAllDictItems: sysAllDictItemsSchema,
  },
  required: ['token', 'userInfo', 'departs', 'multiDepart'],
};
/** A login that needs one more step (a verification code, a password change) first: a single-use ticket as `token`. */
export const loginStepSchema: ApiSchema = {
  type: 'object',
  properties: { token: text, userInfo: userInfoSchema, step: { enum: ['changePassword', 'verifyCode'] }, reason: { enum: ['expired', 'forced'] } },
  required: ['token', 'userInfo', 'step'],
};
/** `POST /api/system/login`: an opened session, or the next step (told apart by `step`). */
export const loginResultSchema: ApiSchema = { anyOf: [openedSessionSchema, loginStepSchema] };

/** `GET /api/system/user/myDeparts`. */
export const myDepartsSchema: ApiSchema = {
  type: 'object',
  properties: { departs: { type: 'array', items: userDepartmentSchema }, current: nullableText },
  required: ['departs', 'current'],
};

/**
 * A permission menu item (spec §3 "Menu item (session)"). The server always sends the flags topFlag, groupId and
 * reminderMenu (issue 23); they are not required here so that fakes written before them still pass.
 */
const menuNode: ApiSchema = {
  type: 'object',
  properties: {
    id: uuid, path: text, name: text, component: nullableText, menuCode: nullableText, hidden: { type: 'boolean' }, meta: { type: 'object', properties: { title: text }, required: ['title'] }, children: { type: 'array', items: { type: 'object' } },
    topFlag: { type: 'boolean' }, groupId: nullableText, reminderMenu: { type: 'boolean' },
  },
  required: ['id', 'path', 'name', 'meta'],
};
const grant: ApiSchema = { type: 'object', properties: { action: text, type: text, status: text, describe: nullableText }, required: ['action', 'type', 'status'] };

/** `GET /api/system/getUserPermissionByToken`: menus, button grants and settings of the current user. */
export const userPermissionsSchema: ApiSchema = {
  type: 'object',
  properties: {
    menu: { type: 'array', items: menuNode }, auth: { type: 'array', items: grant }, allAuth: { type: 'array', items: grant },
    portalType: text, formOpenType: text, quickMenu: { type: 'array', items: text }, permissionQuestion: { type: 'boolean' }, userSettings: { type: 'object' },
  },
  required: ['menu', 'auth', 'allAuth', 'quickMenu', 'userSettings'],
};

const definitionFields = {
  id: uuid, kind: text, code: text, name: text, status: { enum: ['draft', 'published'] }, version: { type: 'integer' },
  publishedVersion: { type: ['integer', 'null'] }, schemaVersion: { type: 'integer' },
  createBy: nullableText, createTime: dateTime, updateBy: nullableText, updateTime: dateTime,
} as const;
const definitionRequired = ['id', 'kind', 'code', 'name', 'status', 'version', 'publishedVersion', 'schemaVersion', 'createTime', 'updateTime'];

/** A definition with its head body (`GET /api/eform/definitions/{id}`, and what create/save answer). */
export const definitionSchema: ApiSchema = { type: 'object', properties: { ...definitionFields, body: { type: 'object' } }, required: [...definitionRequired, 'body'] };
/** `GET /api/eform/definitions`: a page of definitions without bodies. */
export const definitionPageSchema: ApiSchema = pageSchema({ type: 'object', properties: { ...definitionFields, groupId: nullableText }, required: [...definitionRequired, 'groupId'] });
/** `GET /api/eform/definitions/{id}/revisions`: a bare array, oldest first. */
export const definitionRevisionsSchema: ApiSchema = arraySchema({ type: 'object', properties: { version: { type: 'integer' }, name: text, schemaVersion: { type: 'integer' }, createBy: nullableText, createTime: dateTime }, required: ['version', 'name', 'schemaVersion', 'createTime'] });

/** `GET /api/eform/views/{viewCode}/data`: rows keyed by column code, `total` only when asked for. */
export const viewDataSchema: ApiSchema = hasMoreListSchema({ type: 'object' });

/** `GET /api/eform/views/{viewCode}/definition`: the published view, resolved for the list page. */
export const viewDefinitionSchema: ApiSchema = {
  type: 'object',
  properties: {
    viewCode: text, viewName: text, viewType: text, version: { type: 'integer' }, body: { type: 'object' }, formCode: nullableText, tableName: nullableText, source: text,
    columns: { type: 'array', items: { type: 'object', properties: { colCode: text, title: text, colType: text }, required: ['colCode', 'title', 'colType'] } },
    permissions: { type: 'array', items: text }, pageSizes: { type: 'array', items: { type: 'integer' } }, defaultPageSize: { type: 'integer' },
  },
  required: ['viewCode', 'viewName', 'viewType', 'version', 'body', 'formCode', 'tableName', 'source', 'columns', 'permissions', 'pageSizes', 'defaultPageSize'],
};

/** `GET /api/system/dict/list`: a page of dictionaries. */
export const dictPageSchema: ApiSchema = pageSchema({ type: 'object', properties: { id: uuid, dictCode: text, dictName: text, description: nullableText, itemCount: { type: 'integer' } }, required: ['id', 'dictCode', 'dictName', 'description'] });
