import { arraySchema, pageSchema, type ApiSchema } from './envelope';
import { dateTime, flag, integer, nullableText, nullableUuid, record, text, uuid } from './fields';

/** Menus, roles and their permissions in the console, as the server answers today. */

const menuFields = {
  id: uuid, parentId: nullableUuid, name: text, menuCode: text, menuType: { enum: ['0', '1', '2'], description: '0 top-level menu, 1 sub-menu, 2 button' },
  path: nullableText, component: nullableText, url: nullableText, perms: nullableText, permsType: { enum: ['1', '2'] }, sortNo: integer, icon: nullableText,
  hidden: flag, keepAlive: flag, back: { enum: ['0', '1'], description: '0 workspace, 1 console' }, visitorAccess: flag, defaultShortcut: flag,
  status: { enum: ['0', '1'], description: '0 allowed, 1 disabled' }, titles: { type: 'object', additionalProperties: text },
  componentProps: { type: 'array', items: record({ label: text, value: text }) },
  // Spec §3 menu item flags (issue 23); optional, as app packages and older answers lack them.
  topFlag: flag, groupId: nullableText, reminderMenu: flag,
};
const optionalMenuFields = ['topFlag', 'groupId', 'reminderMenu'];
/** A menu or button as the console reads it. */
export const menuRecordSchema: ApiSchema = record(menuFields, optionalMenuFields);

/** `GET /api/system/permission/list`: the tenant's menus as a tree (bare array; `children` only on nodes that have them). */
export const menuTreeSchema: ApiSchema = arraySchema({ ...record(menuFields, optionalMenuFields), properties: { ...menuFields, children: { type: 'array', items: { type: 'object' } } } });
/** `GET /api/system/permission/getSystemMenuList`: the top-level menus (bare array). */
export const menuListSchema: ApiSchema = arraySchema(menuRecordSchema);

const treeNode: ApiSchema = {
  type: 'object',
  properties: { key: uuid, title: text, menuType: { enum: ['0', '1', '2'] }, perms: nullableText, children: { type: 'array', items: { type: 'object' } } },
  required: ['key', 'title', 'menuType', 'perms'],
};
/** `GET /api/system/permission/queryTreeList`: the menu tree for granting (titles in the caller's language) and every menu's id. */
export const permissionTreeSchema: ApiSchema = record({ treeList: { type: 'array', items: treeNode }, ids: { type: 'array', items: uuid } });

/** A bare array of ids (`queryRolePermission`: the role's menu ids; `loadAllRoleIds`: every role's id). */
export const idListSchema: ApiSchema = arraySchema(uuid);

/** A role as the console lists it. */
export const roleRecordSchema: ApiSchema = record({
  id: uuid, roleName: text, roleCode: text, roleType: { enum: ['back', 'front', 'agent'] }, roleOrder: integer, description: nullableText, createTime: dateTime, updateTime: dateTime,
});
/** `GET /api/system/role/list`. */
export const rolePageSchema: ApiSchema = pageSchema(roleRecordSchema);
