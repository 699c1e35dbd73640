import { arraySchema, hasMoreListSchema, recordsSchema, type ApiSchema } from './envelope';
import { dateTime, integer, nullableDateTime, nullableText, record, text, uuid } from './fields';

/** Form data (contract "Form data API") and the SQL config runs, as the server answers today. */

const written = { id: uuid, rowVersion: { type: 'integer', minimum: 1 } };

/** `POST /api/eform/data/{formCode}` (and the form page's submit): the new record's id and row version. */
export const formDataCreatedSchema: ApiSchema = record(written);
// A save that changes nothing keeps the record's version (spec §8 "no data modification"): `isModified` false.
const changed = { ...written, isModified: { type: 'boolean' } };
/** `PUT /api/eform/data/{formCode}/{id}`: the record's id and its row version (new, or kept when nothing changed). */
export const formDataUpdatedSchema: ApiSchema = record(changed);
/** `PUT /api/eform/data/{formCode}/batch`: each record's id and row version (new, or kept when nothing changed). */
export const formDataBatchSchema: ApiSchema = recordsSchema(record(changed));
/** `POST /api/eform/data/{formCode}/{id}/copy`: the copy's id. */
export const formDataCopySchema: ApiSchema = record({ id: uuid });
/** `DELETE /api/eform/data/{formCode}` and `…/{id}`: how many records were deleted. */
export const formDataDeletedSchema: ApiSchema = record({ deleted: { type: 'integer', minimum: 0 } });

/** `GET /api/eform/data/{formCode}/{id}`: a record, values by field code, sub-table rows as arrays under the sub-table's name. */
export const formDataRecordSchema: ApiSchema = record({
  id: uuid, rowVersion: { type: 'integer', minimum: 1 }, data: { type: 'object' },
  createTime: dateTime, createBy: nullableText, updateTime: nullableDateTime, updateBy: nullableText,
});

const change: ApiSchema = {
  type: 'object',
  properties: { path: { type: 'string', description: 'JSON pointer into the record\'s data' }, op: { enum: ['added', 'removed', 'changed'] }, from: {}, to: {} },
  required: ['path', 'op'],
};
/** `GET /api/eform/data/{formCode}/{id}/logs`: each version with what changed, oldest first. */
export const formDataLogsSchema: ApiSchema = recordsSchema(record({ version: integer, action: text, time: dateTime, user: nullableText, changes: { type: 'array', items: change } }));

/** `POST /api/system/duplicate/check`. */
export const duplicateCheckSchema: ApiSchema = record({ isUnique: { type: 'boolean' } });

/** `GET /api/eform/runtime/form/{formCode}/definition`: the published form body and the operations the caller may do. */
export const runtimeFormSchema: ApiSchema = {
  type: 'object',
  properties: { formCode: text, formName: text, objectName: text, fields: { type: 'array', items: { type: 'object' } }, allowedOperations: { type: 'array', items: text } },
  required: ['formCode', 'fields', 'allowedOperations'],
};

/** A select option `{ value, label }`: both text (SQL values are turned to text, null to ''). */
export const optionSchema: ApiSchema = record({ value: text, label: text });
/** `POST …/viewEngine/getSqlConfigOptions` and `getHttpConfigOptions`: a bare array of options. */
export const optionsSchema: ApiSchema = arraySchema(optionSchema);
/** `POST …/viewEngine/getSqlConfigItems`: the rows (by column name), the column names, and whether the row cap cut it. */
export const sqlConfigItemsSchema: ApiSchema = record({ records: { type: 'array', items: { type: 'object' } }, columns: { type: 'array', items: text }, isTruncated: { type: 'boolean' } });

/** `POST /api/system/dynamicquery/queryListByTableNameAndCondition`: a page of a business table's rows (by column name), `hasMore` when another page follows. */
export const tableRowsSchema: ApiSchema = hasMoreListSchema({ type: 'object' });
