import type { ApiResult } from '@wharf/schemas';
import type { HttpClient } from '../http/httpClient';
import { unwrap } from './eformResult';

/** One sheet column of an import task: letter (a–z, up to 3), the field it fills, its heading. */
export interface FieldMapEntry {
  colLetter: string;
  colCode: string;
  colName?: string | null;
}

/** An import task as the designer edits it (spec §3 "Import task labels", "Async import config"). */
export interface ImportTaskInput {
  taskName: string;
  taskCode: string;
  importMode: '1' | '2' | '3' | '4';
  importType: '1' | '2' | '3' | '4';
  pageTitle: string;
  headStartRow: number;
  startRow: number;
  endRow?: number | null;
  listStartRow: number;
  sheetName: string;
  businessPk?: string | null;
  customParam?: string | null;
  systemCode?: string | null;
  extendKey?: string | null;
  importKey?: string | null;
  formCode: string;
  autoImport?: boolean | null;
  fieldsMapConfig?: FieldMapEntry[] | null;
}

/** An import task as the server answers it (`/api/fyImportBackend/task/queryById`, the list's records). */
export type ImportTaskRecord = ApiResult<'GET /api/fyImportBackend/task/queryById'>;

/** A save's answer: the task and what its author should know (an empty business key). */
export type SavedTask = ApiResult<'POST /api/fyImportBackend/task/add'>;

/** Spec §4 status codes of a run. */
export type RunStatus = 'A00' | 'A10' | 'B10' | 'B20' | 'B30' | 'C10' | 'C20' | 'C30' | 'C40' | 'D10' | 'E10' | 'F10' | 'G10';

/** A background import run as `getAsyncImportById` returns it (its status code one of `RunStatus`). */
export type ImportRun = Omit<ApiResult<'GET /api/eform/manage/actAppAsyncImport/getAsyncImportById'>, 'statusCode'> & { statusCode: RunStatus };

/** `GET /api/fyImportBackend/run/list`. */
export type ImportRunPage = Omit<ApiResult<'GET /api/fyImportBackend/run/list'>, 'records'> & { records: ImportRun[] };

/** The import-task designer's calls and the caller's runs (spec §7: base path /api/fyImportBackend). */
export function createAsyncImportApi(http: HttpClient) {
  const task = '/fyImportBackend/task';
  return {
    listTasks: (query: { pageNo: number; pageSize: number; keyword?: string }) => unwrap(http.get<ApiResult<'GET /api/fyImportBackend/task/list'>>(`${task}/list`, { ...query })),
    addTask: (input: ImportTaskInput) => unwrap(http.post<SavedTask>(`${task}/add`, input)),
    editTask: (id: string, input: ImportTaskInput) => unwrap(http.put<SavedTask>(`${task}/edit`, { id, ...input })),
    removeTask: (id: string) => unwrap(http.delete<null>(`${task}/delete`, { id })),
    listRuns: (query: { pageNo: number; pageSize: number }) => unwrap(http.get<ImportRunPage>('/fyImportBackend/run/list', { ...query })),
    readRun: (id: string) => unwrap(http.get<ImportRun>('/eform/manage/actAppAsyncImport/getAsyncImportById', { id })),
    confirmRun: (id: string) => unwrap(http.post<ImportRun>('/fyImportBackend/run/confirm', { id })),
  };
}

export type AsyncImportApi = ReturnType<typeof createAsyncImportApi>;
