import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import { AppError } from '../http/errors';
import type { FileRecord } from './fileRecords';
import type { FileStorage } from './fileStorage';

/** Pictures are shown in place (thumbnails, previews); everything else downloads. */
const isInline = (contentType: string) => /^image\/(png|jpeg|gif|webp)$/.test(contentType);

/**
 * Streams a stored file with the type the server decided at upload (never the client's claim),
 * `nosniff` so the browser does not guess another, and a disposition: inline for pictures,
 * attachment otherwise, with the original name for the download. A row whose bytes are gone is a 404.
 */
export async function sendStoredFile(res: Response, storage: FileStorage, file: FileRecord): Promise<void> {
  const stored = await storage.open(file.storageKey);
  if (!stored) throw new AppError(404, 'files/file-missing');
  const disposition = isInline(file.contentType) ? 'inline' : 'attachment';
  res.status(200);
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Length', String(stored.size));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // The ASCII name is the id (no quoting trouble); filename* carries the real one.
  res.setHeader('Content-Disposition', `${disposition}; filename="${file.id}"; filename*=UTF-8''${encodeURIComponent(file.name)}`);
  res.setHeader('Cache-Control', 'private, no-store');
  await pipeline(stored.stream, res);
}
