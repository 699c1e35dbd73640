import type { StoredFile, UploadTarget } from '@wharf/renderer';
import { useMemo } from 'react';
import type { AppServices } from '../app/appServices';
import { useServices } from '../app/ServicesContext';
import { buildRequestHeaders, buildRequestUrl, type QueryValue } from '../http/requestShape';

type Session = Pick<AppServices, 'bootConfig' | 'session' | 'settings'>;

/** What the server says of a refused upload: the field issues' own words (size, type), else its message. */
function refusalOf(status: number, body: { message?: string; result?: { errors?: Array<{ message?: string }> } }): Error {
  const issues = (body.result?.errors ?? []).map((issue) => issue.message).filter(Boolean);
  return new Error(issues.join('; ') || body.message || `HTTP ${status}`);
}

/** The API path of a stored file's URL (`/api/files/…` → `/files/…`), as the request shape wants it under the base URL. */
const apiPath = (url: string) => url.replace(/^\/api(?=\/)/, '');

/**
 * Sends a file as the raw body of `POST /api/files/upload` with the session's token, reporting the
 * progress (an XMLHttpRequest: fetch cannot tell how much of a body has gone). Rejects with the
 * server's words for a refusal, and with an empty message when the file never reached the server.
 */
export function sendFile(app: Session, query: Record<string, QueryValue>, file: File, onProgress?: (percent: number) => void): Promise<StoredFile & { id: string }> {
  const url = buildRequestUrl({ baseUrl: app.bootConfig.apiBaseUrl, path: '/files/upload', method: 'POST', query: { ...query, fileName: file.name }, language: app.settings.getState().language, now: Date.now() });
  const headers = buildRequestHeaders({ token: app.session.getState().token, secondLanguage: app.settings.getState().secondLanguage, isDeclarePage: false, hasJsonBody: false });
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded * 100) / event.total));
    };
    request.onload = () => {
      let body: { success?: boolean; message?: string; result?: unknown } = {};
      try {
        body = JSON.parse(request.responseText) as typeof body;
      } catch {
        body = {};
      }
      if (request.status >= 200 && request.status < 300 && body.success !== false) resolve(body.result as StoredFile & { id: string });
      else reject(refusalOf(request.status, body as Parameters<typeof refusalOf>[1]));
    };
    request.onerror = () => reject(new Error(''));
    request.send(file);
  });
}

/** Reads a stored file with the session's token (a link or an `<img>` cannot carry it). */
export async function readStoredFile(app: Session, url: string): Promise<Blob> {
  const requestUrl = buildRequestUrl({ baseUrl: app.bootConfig.apiBaseUrl, path: apiPath(url), method: 'GET', language: app.settings.getState().language, now: Date.now() });
  const headers = buildRequestHeaders({ token: app.session.getState().token, secondLanguage: app.settings.getState().secondLanguage, isDeclarePage: false, hasJsonBody: false });
  headers.Accept = '*/*';
  const response = await fetch(requestUrl, { headers });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.blob();
}

/** The form runtime's file services (`FormServices.upload`, `readFile`) over the app's session. */
export function createFileTransfer(app: Session) {
  return {
    upload: (file: File, target: UploadTarget) => sendFile(app, { purpose: 'form', formCode: target.formCode, colCode: target.colCode }, file, target.onProgress),
    readFile: (url: string) => readStoredFile(app, url),
  };
}

/** `createFileTransfer` for the app's services, made once per services object. */
export function useFileTransfer(): ReturnType<typeof createFileTransfer> {
  const app = useServices();
  return useMemo(() => createFileTransfer(app), [app]);
}
