import type { AppServices } from '../app/appServices';
import { buildRequestHeaders, buildRequestUrl } from '../http/requestShape';

/** The envelope of an upload's answer, with its HTTP status (the list import answers 200 or 201). */
export interface UploadAnswer<T> {
  status: number;
  code: number;
  message: string;
  result: T;
}

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Sends a spreadsheet as the raw body of a POST with the session's token (the list import takes
 * the file itself, its name in `fileName`). A failed answer rejects with the server's message; a
 * file that never reached the server rejects with an Error without a message (the list then shows
 * the spec's "file upload error" tip).
 */
export async function uploadSheet<T>(services: Pick<AppServices, 'bootConfig' | 'session' | 'settings'>, path: string, file: File): Promise<UploadAnswer<T>> {
  const url = buildRequestUrl({ baseUrl: services.bootConfig.apiBaseUrl, path, method: 'POST', query: { fileName: file.name }, language: services.settings.getState().language, now: Date.now() });
  const headers = buildRequestHeaders({ token: services.session.getState().token, secondLanguage: services.settings.getState().secondLanguage, isDeclarePage: false, hasJsonBody: false });
  headers['Content-Type'] = xlsxType;
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers, body: file });
  } catch {
    throw new Error('');
  }
  let body: { success?: boolean; code?: number; message?: string; result?: T } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    body = {};
  }
  if (!response.ok || body.success === false) throw new Error(body.message || `HTTP ${response.status}`);
  return { status: response.status, code: body.code ?? response.status, message: body.message ?? '', result: body.result as T };
}
