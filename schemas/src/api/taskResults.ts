import { fieldIssueSchema, pageSchema, type ApiSchema } from './envelope';
import { dateTime, flag, integer, nullableDateTime, nullableInteger, nullableText, record, text, uuid } from './fields';

/** Import tasks and runs, and export tasks (the download centre), as the server answers today. */

/** An import task (`/api/fyImportBackend/task/queryById`, the task list's records). */
export const importTaskSchema: ApiSchema = record({
  id: uuid, taskName: text, taskCode: text, systemCode: nullableText, importMode: text, importType: text, pageTitle: nullableText,
  headStartRow: integer, startRow: integer, endRow: nullableInteger, listStartRow: nullableInteger, sheetName: nullableText, businessPk: nullableText,
  customParam: nullableText, extendKey: nullableText, importKey: nullableText, formCode: text, autoImport: flag,
  fieldsMapConfig: { type: 'array', items: { type: 'object', properties: { colLetter: text, colCode: text, colName: nullableText }, required: ['colLetter', 'colCode'] } },
  createTime: dateTime, updateTime: dateTime,
});
/** `GET /api/fyImportBackend/task/list`. */
export const importTaskPageSchema: ApiSchema = pageSchema(importTaskSchema);
/** `POST …/task/add`, `PUT …/task/edit`: the saved task and what to look at (e.g. a mapped column the form lacks). */
export const importTaskSavedSchema: ApiSchema = record({ task: importTaskSchema, warnings: { type: 'array', items: fieldIssueSchema } });

/** An import run: its status code (`A10` … `C40`), the counts, and where its error workbook is. */
export const importRunSchema: ApiSchema = record({
  id: uuid, taskCode: nullableText, viewCode: nullableText, formCode: text, fileName: text, statusCode: text, importType: text, autoImport: flag,
  totalCount: integer, checkedCount: integer, wrongCount: integer, importedCount: integer, message: nullableText, errorsUrl: nullableText,
  isSettled: flag, canConfirm: flag, createTime: dateTime, updateTime: dateTime, finishTime: nullableDateTime,
});
/** `GET /api/fyImportBackend/run/list`. */
export const importRunPageSchema: ApiSchema = pageSchema(importRunSchema);

/**
 * An export task as the download centre lists it (`fileId` when a file is stored, and under the spec's name for
 * the stored file, `fastDFSPath`, the same handle: what `common/static/{…}` downloads).
 */
export const exportTaskSchema: ApiSchema = record({
  id: uuid, taskName: text, module: text, extraCode: nullableText, fileName: text, statusCode: { enum: ['init', 'ing', 'success', 'failed'] }, rowCount: nullableInteger, errorMessage: nullableText,
  insertTime: dateTime, insertUserId: uuid, insertUserName: nullableText, finishTime: nullableDateTime, fileId: nullableText, fastDFSPath: nullableText,
});
/** `GET /api/system/exportTask/list`. */
export const exportTaskPageSchema: ApiSchema = pageSchema(exportTaskSchema);
/**
 * `POST /exportasync/api/v1/task/get`: the spec (§7) names this service's answer a content list, so it keeps
 * its own paging names (`content`, `totalElements`, `pageNum`, `pageSize`, `totalPages`) — the one exception
 * to the one list shape.
 */
export const exportTaskContentSchema: ApiSchema = record({
  content: { type: 'array', items: exportTaskSchema }, totalElements: { type: 'integer', minimum: 0 }, pageNum: { type: 'integer', minimum: 1 }, pageSize: { type: 'integer', minimum: 1 }, totalPages: { type: 'integer', minimum: 0 },
});
/** `POST /api/eform/views/{viewCode}/exportTask` (202): the queued task's id. */
export const exportTaskQueuedSchema: ApiSchema = record({ taskId: uuid });
