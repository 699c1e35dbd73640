import type { Request } from 'express';
import { AppError } from '../http/errors';

/**
 * Reads the raw request body (the file itself, no multipart) into memory, refusing it with the
 * spec's message ("too large, max {1}M", a 413) as soon as it is over `limitMegabytes` (the
 * operator's `WHARF_UPLOAD_LIMIT_MB`): at once when `Content-Length` says so, else when the count
 * passes it (the rest is not read).
 */
export async function readUpload(req: Request, limitMegabytes: number): Promise<Buffer> {
  const maxUploadBytes = limitMegabytes * 1024 * 1024;
  const tooLarge = () => new AppError(413, 'files/too-large', [limitMegabytes]);
  const declared = Number(req.get('Content-Length'));
  if (Number.isFinite(declared) && declared > maxUploadBytes) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxUploadBytes) {
      // The rest is not read: the connection closes after the answer rather than draining it.
      req.res?.setHeader('Connection', 'close');
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

/** The uploaded file's name for its metadata: the query's, else `X-File-Name`, without control characters or path separators. */
export function uploadedName(req: Request, fromQuery: string | undefined): string {
  const header = req.get('X-File-Name');
  let name = fromQuery ?? '';
  if (!name && header) {
    try {
      name = decodeURIComponent(header);
    } catch {
      name = header;
    }
  }
  // eslint-disable-next-line no-control-regex
  return name.replace(/[\u0000-\u001f\u007f\\/]/g, '').trim().slice(0, 255);
}
