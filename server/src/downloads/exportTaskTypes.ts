import type { Language, PermissionResult } from '@wharf/engine';

/** The states of an export task (spec §4): waiting, exporting, done, failed. */
export type ExportTaskStatus = 'init' | 'ing' | 'success' | 'failed';

/**
 * What a background export was asked, with the caller's rights as they were when it was asked:
 * the job runs without a session, so it does not look them up again (see `enqueueViewExport`).
 */
export interface ExportTaskRequest {
  kind: 'view';
  viewCode: string;
  /** The list's filter parameters as the export call takes them (validated when the task was made). */
  params: Record<string, string | string[]>;
  lang: Language;
  /** Whether the caller held `eformView:unmask`: masked columns are written in full only then. */
  canUnmask: boolean;
  /** The data-rule filter of the caller's roles over the view's rows (`viewRowFilter`). */
  rowFilter: PermissionResult;
}

/** A task as the download centre lists it; the stored path and the request stay on the server. */
export interface ExportTaskRecord {
  id: string;
  taskName: string;
  module: string;
  extraCode: string | null;
  fileName: string;
  statusCode: ExportTaskStatus;
  rowCount: number | null;
  errorMessage: string | null;
  insertTime: string;
  insertUserId: string;
  insertUserName: string | null;
  finishTime: string | null;
  /** Present when a file is stored: what `GET /api/common/static/{fileId}` downloads. */
  fileId: string | null;
  /** The spec's name (§3 export task) for the same handle: `common/static/{fastDFSPath}` downloads the file. */
  fastDFSPath: string | null;
}

/** Who asks to see tasks: their own, or (with the download centre's all-tasks permission) the tenant's. */
export interface TaskViewer {
  userId: string;
  canSeeAll: boolean;
}
