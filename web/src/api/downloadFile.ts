import type { AppServices } from '../app/appServices';
import { buildRequestHeaders, buildRequestUrl, type QueryValue } from '../http/requestShape';

/** The file name a Content-Disposition header gives (RFC 5987 `filename*` first), or undefined. */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
  const plain = /filename\s*=\s*("?)([^";]+)\1/.exec(header);
  return plain?.[2]?.trim();
}

/**
 * Downloads a file the API streams (an export): a GET with the session's token header, since a
 * plain link cannot carry it. A JSON answer that is not an attachment is the server's failure message (spec §8).
 */
export async function downloadFile(services: Pick<AppServices, 'bootConfig' | 'session' | 'settings'>, path: string, query: Record<string, QueryValue>, fallbackName: string): Promise<void> {
  const url = buildRequestUrl({ baseUrl: services.bootConfig.apiBaseUrl, path, method: 'GET', query, language: services.settings.getState().language, now: Date.now() });
  const headers = buildRequestHeaders({ token: services.session.getState().token, secondLanguage: services.settings.getState().secondLanguage, isDeclarePage: false, hasJsonBody: false });
  headers.Accept = '*/*';
  const response = await fetch(url, { headers });
  const type = response.headers.get('content-type') ?? '';
  // A JSON answer is the server's failure message, unless it is itself the file (an app package is JSON sent as an attachment).
  const isAttachment = /^\s*attachment/i.test(response.headers.get('content-disposition') ?? '');
  if (!response.ok || (type.includes('application/json') && !isAttachment)) {
    const text = await response.text();
    let message = '';
    try {
      message = String((JSON.parse(text) as { message?: unknown }).message ?? '');
    } catch {
      message = '';
    }
    throw new Error(message || `HTTP ${response.status}`);
  }
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
