import { arraySchema, type ApiSchema } from './envelope';
import { flag, integer, nullableUuid, record, text, uuid } from './fields';
import { isFreeSchema, noResultSchema } from './consoleWriteResults';
import { menuRecordSchema } from './menuResults';

/**
 * Menu management (operator writes, the pickers' browsing calls, definitions put on a menu), the
 * visit list, data rules and the older role-permission save, as the server answers today.
 */

/** A menu with everything under it (`children` only on nodes that have them). */
const menuNodeSchema: ApiSchema = { ...menuRecordSchema, properties: { ...(menuRecordSchema.properties as object), children: { type: 'array', items: { type: 'object' } } } };
/** `GET …/getSystemSubmenu`: the menus and buttons directly under one menu (bare array). */
export const submenuListSchema: ApiSchema = arraySchema(menuRecordSchema);
/** `GET …/getSystemSubmenuBatch`: the children of each asked parent, by parent id. */
export const submenusByParentSchema: ApiSchema = { type: 'object', additionalProperties: arraySchema(menuRecordSchema) };
/** `GET …/queryListAsync`: one level of the tree, each saying whether it has children. */
export const menuLevelSchema: ApiSchema = arraySchema({ ...menuRecordSchema, properties: { ...(menuRecordSchema.properties as object), hasChild: flag }, required: [...(menuRecordSchema.required as string[]), 'hasChild'] });
/** `GET …/queryVirtualTreeList`: the menu tree without buttons. */
export const menuTreeWithoutButtonsSchema: ApiSchema = arraySchema(menuNodeSchema);
/** `POST …/copy`: the copied top-level menu with its copied children. */
export const copiedMenuSchema: ApiSchema = menuRecordSchema;
/** `POST /api/eform/{forms|views|reports|dashboards}/{code}/menu`: the new menu entry and the page address it opens. */
export const definitionMenuSchema: ApiSchema = record({ id: uuid, menuCode: text, path: text });

/** `GET …/getVisitList` (spec §7 "visit-list by token: response menu"): every page the user may visit, flat. */
export const visitListSchema: ApiSchema = record({
  menu: arraySchema(record({
    id: uuid, parentId: nullableUuid, sortNo: integer, path: text, name: text, component: text, menuCode: text, hidden: flag, back: { enum: ['0', '1'] },
    componentProps: { type: 'array', items: record({ label: text, value: text }) }, visitorAccess: flag,
    meta: record({ title: text, icon: text, url: text, keepAlive: flag, internalOrExternal: flag }, ['icon', 'url']),
  })),
});

/** A data rule: a row filter of one menu (1 in force, 0 off). */
export const dataRuleSchema: ApiSchema = record({ id: uuid, permissionId: uuid, ruleName: text, ruleColumn: text, ruleOperator: text, ruleValue: text, status: { enum: ['0', '1'] } });
/** `GET …/getPermRuleListByPermId`: the data rules of one menu (bare array). */
export const dataRuleListSchema: ApiSchema = arraySchema(dataRuleSchema);
/** `GET …/queryPermissionRule`: a menu's data rules and the ids of those the role applies. */
export const roleDataRulesSchema: ApiSchema = record({ rules: arraySchema(dataRuleSchema), grantedRuleIds: arraySchema(uuid) });

/** The result schema of each operation of this family (spread into `documentedResults`). */
export const menuAdminResults: Readonly<Record<string, ApiSchema>> = {
  'GET /api/system/permission/checkOnlyPermisson': isFreeSchema,
  'POST /api/system/permission/add': menuRecordSchema,
  'PUT /api/system/permission/edit': menuRecordSchema,
  'DELETE /api/system/permission/delete': noResultSchema,
  'POST /api/system/permission/copy': copiedMenuSchema,
  'POST /api/eform/forms/{code}/menu': definitionMenuSchema,
  'POST /api/eform/views/{code}/menu': definitionMenuSchema,
  'POST /api/eform/reports/{code}/menu': definitionMenuSchema,
  'POST /api/eform/dashboards/{code}/menu': definitionMenuSchema,
  'GET /api/system/permission/getVisitList': visitListSchema,
  'GET /api/system/permission/getSystemSubmenu': submenuListSchema,
  'GET /api/system/permission/getSystemSubmenuBatch': submenusByParentSchema,
  'GET /api/system/permission/queryListAsync': menuLevelSchema,
  'GET /api/system/permission/queryVirtualTreeList': menuTreeWithoutButtonsSchema,
  'GET /api/system/permission/getPermRuleListByPermId': dataRuleListSchema,
  'GET /api/system/permission/queryPermissionRule': roleDataRulesSchema,
  'POST /api/system/permission/addPermissionRule': dataRuleSchema,
  'PUT /api/system/permission/editPermissionRule': dataRuleSchema,
  'DELETE /api/system/permission/deletePermissionRule': noResultSchema,
  'POST /api/system/permission/saveRolePermissionRule': noResultSchema,
  'POST /api/system/permission/saveRolePermissionOld': noResultSchema,
};
