import { arraySchema, pageSchema, recordsSchema, type ApiSchema } from './envelope';
import { dictItemsSchema } from './consoleResults';
import { noResultSchema } from './consoleWriteResults';
import { dateTime, integer, nullableText, record, text, uuid, yesNo } from './fields';

/** SQL and HTTP configs (their console routes and test runs) and dictionary writes, as the server answers today. */

const audit = { createBy: nullableText, createTime: dateTime, updateBy: nullableText, updateTime: dateTime };

/** A SQL config with its audit fields (`queryById`, the list's records, what add and edit answer). */
export const sqlConfigSchema: ApiSchema = record({
  id: uuid, sqlCode: text, sqlName: text, sqlQuery: text, isCache: yesNo, parameters: { type: 'array', items: { type: 'object' } }, ...audit,
});
/** `GET /api/eform/sqlConfig/list`. */
export const sqlConfigPageSchema: ApiSchema = pageSchema(sqlConfigSchema);
/** An HTTP config with its audit fields; `body` and `returnScript` only when set. */
export const httpConfigSchema: ApiSchema = record({
  id: uuid, httpCode: text, httpName: text, httpUrl: text, httpMethod: text, header: { type: 'object', additionalProperties: text }, body: text, returnScript: text, ...audit,
}, ['body', 'returnScript']);
/** `GET /api/eform/httpConfig/list`. */
export const httpConfigPageSchema: ApiSchema = pageSchema(httpConfigSchema);
/** Where a config is named: each definition and the places in it (`…/usage`). */
export const configUsageSchema: ApiSchema = recordsSchema(record({ kind: text, code: text, name: text, status: text, paths: { type: 'array', items: text } }));
/** `POST /api/eform/sqlConfig/test`: the first rows of a run, its column names, how many rows and the parameters the SQL names. */
export const sqlConfigTestSchema: ApiSchema = record({
  columns: { type: 'array', items: text }, records: { type: 'array', items: { type: 'object' } }, rowCount: integer, isTruncated: { type: 'boolean' },
  parameterNames: { type: 'array', items: text }, elapsedMs: integer,
});
/** `POST /api/eform/httpConfig/test`: the config's answer (as its returnScript shaped it) and how long the call took. */
export const httpConfigTestSchema: ApiSchema = record({ result: { description: 'Any JSON value: the remote answer as the returnScript shaped it' }, elapsedMs: integer });

/** A dictionary without its items, as its writes answer (and the list lists it). */
export const dictSummarySchema: ApiSchema = record({ id: uuid, dictCode: text, dictName: text, description: nullableText, itemCount: integer });
/** One dictionary item as the item calls answer it. */
export const dictItemRecordSchema: ApiSchema = record({
  id: uuid, dictId: uuid, itemText: text, itemValue: text, title: nullableText, sortOrder: integer, status: { enum: ['0', '1'] }, description: nullableText,
});
/** `GET /api/system/dict/treeList`: dictionaries for the tree picker (bare array). */
export const dictTreeSchema: ApiSchema = arraySchema(record({ key: uuid, title: text, id: uuid, dictCode: text, dictName: text, description: nullableText }));
/** `GET /api/system/dict/queryByDictItemId`: an item with its dictionary. */
export const dictOfItemSchema: ApiSchema = record({ id: uuid, dictCode: text, dictName: text, description: nullableText, item: dictItemRecordSchema });
/** `GET /api/system/dict/getDictItemMap/{code}`: each enabled item's text by its value. */
export const dictItemMapSchema: ApiSchema = { type: 'object', additionalProperties: text };
/** `GET /api/eform/dict/init`: every dictionary's enabled items, by code (bare array). */
export const allDictItemsSchema: ApiSchema = arraySchema(record({ code: text, dicts: dictItemsSchema }));

/** The result schema of each operation of this family (spread into `documentedResults`). */
export const configResults: Readonly<Record<string, ApiSchema>> = {
  'GET /api/eform/sqlConfig/list': sqlConfigPageSchema,
  'GET /api/eform/sqlConfig/queryById': sqlConfigSchema,
  'POST /api/eform/sqlConfig/add': sqlConfigSchema,
  'PUT /api/eform/sqlConfig/edit': sqlConfigSchema,
  'DELETE /api/eform/sqlConfig/delete': noResultSchema,
  'GET /api/eform/sqlConfig/usage': configUsageSchema,
  'POST /api/eform/sqlConfig/test': sqlConfigTestSchema,
  'GET /api/eform/httpConfig/list': httpConfigPageSchema,
  'GET /api/eform/httpConfig/queryById': httpConfigSchema,
  'POST /api/eform/httpConfig/add': httpConfigSchema,
  'PUT /api/eform/httpConfig/edit': httpConfigSchema,
  'DELETE /api/eform/httpConfig/delete': noResultSchema,
  'GET /api/eform/httpConfig/usage': configUsageSchema,
  'POST /api/eform/httpConfig/test': httpConfigTestSchema,
  'POST /api/system/dict/add': dictSummarySchema,
  'PUT /api/system/dict/edit': dictSummarySchema,
  'POST /api/system/dict/copy': dictSummarySchema,
  'DELETE /api/system/dict/delete': noResultSchema,
  'GET /api/system/dict/getDictItemMap/{code}': dictItemMapSchema,
  'GET /api/eform/dict/init': allDictItemsSchema,
  'GET /api/system/dict/treeList': dictTreeSchema,
  'GET /api/system/dict/queryByDictItemId': dictOfItemSchema,
  'POST /api/system/dictItem/add': dictItemRecordSchema,
  'PUT /api/system/dictItem/edit': dictItemRecordSchema,
};
