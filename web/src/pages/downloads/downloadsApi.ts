import type { AppServices } from '../../app/appServices';
import { unwrap } from '../../api/eformResult';
import { downloadFile } from '../../api/downloadFile';

export type ExportTaskStatus = 'init' | 'ing' | 'success' | 'failed';

/** A background export as the download centre lists it (`GET /api/system/exportTask/list`). */
export interface ExportTask {
  id: string;
  taskName: string;
  module: string;
  extraCode: string | null;
  fileName: string;
  statusCode: ExportTaskStatus;
  rowCount: number | null;
  errorMessage: string | null;
  insertTime: string;
  insertUserName: string | null;
  /** Set when the task has a stored file: the only case where it may be downloaded. */
  fileId: string | null;
}

export interface ExportTaskQuery {
  pageNo: number;
  pageSize: number;
  taskName?: string;
  extraCode?: string;
  limit?: number;
}

export interface ExportTaskPage {
  records: ExportTask[];
  total: number;
}

/** The download centre's calls: its task list, deleting a task, and the stored file with the session's token. */
export function createDownloadsApi(app: Pick<AppServices, 'bootConfig' | 'session' | 'settings' | 'http'>) {
  return {
    list: (query: ExportTaskQuery) => unwrap(app.http.get<ExportTaskPage>('/system/exportTask/list', { ...query })),
    remove: (id: string) => unwrap(app.http.delete<null>('/system/exportTask/delete', { id })),
    download: (task: ExportTask & { fileId: string }) => downloadFile(app, `/common/static/${encodeURIComponent(task.fileId)}`, {}, task.fileName),
  };
}

export type DownloadsApi = ReturnType<typeof createDownloadsApi>;
