import type { ApiResult } from '@wharf/schemas';
import type { AppServices } from '../../app/appServices';
import { unwrap } from '../../api/eformResult';
import { downloadFile } from '../../api/downloadFile';

/** A background export as the download centre lists it (`GET /api/system/exportTask/list`). */
export type ExportTask = ApiResult<'GET /api/system/exportTask/list'>['records'][number];

export type ExportTaskStatus = ExportTask['statusCode'];

export interface ExportTaskQuery {
  pageNo: number;
  pageSize: number;
  taskName?: string;
  extraCode?: string;
  limit?: number;
}

export type ExportTaskPage = ApiResult<'GET /api/system/exportTask/list'>;

/** The download centre's calls: its task list, deleting a task, and the stored file with the session's token. */
export function createDownloadsApi(app: Pick<AppServices, 'bootConfig' | 'session' | 'settings' | 'http'>) {
  return {
    list: (query: ExportTaskQuery) => unwrap(app.http.get<ExportTaskPage>('/system/exportTask/list', { ...query })),
    remove: (id: string) => unwrap(app.http.delete<null>('/system/exportTask/delete', { id })),
    download: (task: ExportTask & { fileId: string }) => downloadFile(app, `/common/static/${encodeURIComponent(task.fileId)}`, {}, task.fileName),
  };
}

export type DownloadsApi = ReturnType<typeof createDownloadsApi>;
