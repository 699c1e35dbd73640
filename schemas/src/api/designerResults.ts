import { pageSchema, recordsSchema, type ApiSchema } from './envelope';
import { noResultSchema } from './consoleWriteResults';
import { importRunSchema } from './taskResults';
import { viewDataSchema } from './results';
import { dateTime, integer, nullableInteger, nullableText, record, text, uuid } from './fields';

/** App groups, definition diffs, the view preview, background imports by view, task deletes and business tables, as the server answers today. */

/** An app group with its definitions counted by kind (`{ form: 2, view: 1 }`; kinds it has none of are absent). */
export const appGroupSchema: ApiSchema = record({
  id: uuid, groupName: text, groupCode: text, description: nullableText, icon: nullableText, sortOrder: integer,
  counts: { type: 'object', additionalProperties: integer }, createBy: nullableText, createTime: dateTime, updateBy: nullableText, updateTime: dateTime,
});
/** `GET /api/eform/appGroup/list`: a page of groups, and how many definitions of each kind are in no group. */
export const appGroupPageSchema: ApiSchema = (() => {
  const page = pageSchema(appGroupSchema) as { properties: Record<string, unknown>; required: string[] };
  return { ...page, properties: { ...page.properties, ungrouped: { type: 'object', additionalProperties: integer } }, required: [...page.required, 'ungrouped'] };
})();
/** `POST /api/eform/appGroup/move`: how many definitions moved, and how many of them were tables taken along. */
export const appGroupMovedSchema: ApiSchema = record({ movedCount: integer, tablesTakenAlong: integer });

const change: ApiSchema = {
  type: 'object',
  properties: { path: { type: 'string', description: 'JSON pointer into the body' }, op: { enum: ['added', 'removed', 'changed'] }, from: {}, to: {} },
  required: ['path', 'op'],
};
/** `GET /api/eform/definitions/{id}/diff`: what changed between two revisions. */
export const definitionDiffSchema: ApiSchema = record({ from: integer, to: integer, changes: { type: 'array', items: change } });

/** A business table's sync state: not created, created, created with a definition not yet synced, in sync. */
const tableStatus: ApiSchema = { enum: ['notCreated', 'created', 'notSynced', 'synced'] };
/** `GET /api/eform/tables`: table definitions with their sync state. */
export const tableListSchema: ApiSchema = recordsSchema(record({ code: text, name: text, version: integer, syncedVersion: nullableInteger, tableStatus }));
/** `POST /api/eform/tables/{code}/plan` and `…/sync`: the statements a sync runs (or ran), whether any loses data, and the spec's hint. */
export const tablePlanSchema: ApiSchema = record({
  tableStatus,
  statements: { type: 'array', items: record({ sql: text, destructive: { type: 'boolean' }, loss: text }, ['loss']) },
  destructive: { type: 'boolean' },
  message: text,
}, ['message']);

/** The result schema of each operation of this family (spread into `documentedResults`). */
const storedDefinition: ApiSchema = record({ id: uuid, code: text });
/**
 * `POST /api/eform/tables/{code}/quickApp`: what the one action made — the published form and list
 * view, the folder it made (null when the builder picked a menu), the menu entry and its button
 * permission points, ready to grant.
 */
export const quickAppSchema: ApiSchema = record({
  form: storedDefinition,
  view: storedDefinition,
  folder: { oneOf: [{ type: 'null' }, record({ id: uuid, menuCode: text })] },
  menu: record({ id: uuid, menuCode: text, path: text }),
  permissionPoints: { type: 'array', items: record({ id: uuid, perms: text, name: text }) },
});

export const designerResults: Readonly<Record<string, ApiSchema>> = {
  'GET /api/eform/appGroup/list': appGroupPageSchema,
  'GET /api/eform/appGroup/queryById': appGroupSchema,
  'POST /api/eform/appGroup/add': appGroupSchema,
  'PUT /api/eform/appGroup/edit': appGroupSchema,
  'DELETE /api/eform/appGroup/delete': noResultSchema,
  'POST /api/eform/appGroup/move': appGroupMovedSchema,
  'GET /api/eform/definitions/{id}/diff': definitionDiffSchema,
  'POST /api/eform/views/preview': viewDataSchema,
  'POST /api/eform/views/{viewCode}/asyncImport': importRunSchema,
  'DELETE /api/fyImportBackend/task/delete': noResultSchema,
  'DELETE /api/system/exportTask/delete': noResultSchema,
  'GET /api/eform/tables': tableListSchema,
  'POST /api/eform/tables/{code}/plan': tablePlanSchema,
  'POST /api/eform/tables/{code}/sync': tablePlanSchema,
  'POST /api/eform/tables/{code}/quickApp': quickAppSchema,
};
