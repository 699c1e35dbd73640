import { storedFileSchema } from '@wharf/schemas';
import { formatMessage, isUuid, uploadExtensions } from '@wharf/engine';
import { Router, type Request, type Response } from 'express';
import type { JSONSchemaType } from 'ajv';
import { authenticate, caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { apiRoute } from '../http/apiRoute';
import { envelope } from '../http/envelope';
import { notFound, ValidationFailed } from '../http/errors';
import { requestLanguage } from '../http/language';
import { inCallerTenant, okMessage } from '../http/routeHelpers';
import { canReadFile } from './fileAccess';
import { describeFile, findFile, type FileOwner } from './fileRecords';
import { dataFolderStorage, type FileStorage } from './fileStorage';
import { readUpload, uploadedName } from './readUpload';
import { sendStoredFile } from './sendStoredFile';
import { uploadFile, uploadKindFor } from './uploadFile';

interface UploadQuery {
  purpose: 'form' | 'announcement';
  formCode?: string;
  colCode?: string;
  fileName?: string;
}

const uploadQuery = {
  type: 'object',
  properties: {
    purpose: { type: 'string', enum: ['form', 'announcement'] },
    formCode: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,100}$', nullable: true },
    colCode: { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_]{0,99}$', nullable: true },
    fileName: { type: 'string', maxLength: 255, nullable: true },
  },
  required: ['purpose'],
} as unknown as JSONSchemaType<UploadQuery>;

/** Every type an upload may be sent as: the file is the raw body, its type is decided from its content. */
const uploadTypes = ['application/octet-stream', 'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf', 'text/plain', 'text/csv', 'application/zip'];

function ownerOf(req: Request, query: UploadQuery): FileOwner {
  if (query.purpose === 'announcement') return { purpose: 'announcement' };
  const lang = requestLanguage(req);
  const missing = (['formCode', 'colCode'] as const).filter((key) => !query[key]);
  if (missing.length > 0) throw new ValidationFailed(missing.map((key) => ({ path: `/query/${key}`, code: 'request/required', message: formatMessage('request/required', lang) })));
  return { purpose: 'form', formCode: query.formCode!, colCode: query.colCode! };
}

/** Answers a stored file the caller may read; 404 for an unknown id, another tenant's, or one they may not read (telling nothing). */
async function serveFile(ctx: AppContext, storage: FileStorage, req: Request, res: Response, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  const file = await inCallerTenant(ctx, req, (trx) => findFile(trx, id));
  if (!file || !(await canReadFile(ctx, caller(req), file))) throw notFound();
  await sendStoredFile(res, storage, file);
}

/**
 * Uploaded files (issue 18 §5): `POST /api/files/upload` takes the file as the raw body for a form's
 * upload or image field or an announcement; `GET /api/files/{id}` serves it to whoever may read what
 * owns it (`canReadFile`).
 */
export function fileRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'files';
  const storage = dataFolderStorage(ctx.config.dataDir);

  apiRoute(router, { method: 'post', path: '/api/files/upload', summary: `Upload a file (raw body, name in ?fileName or X-File-Name; at most WHARF_UPLOAD_LIMIT_MB, default 10M; ${uploadExtensions.file.join(', ')}) for a form's upload or image field or an announcement`, tag, query: uploadQuery, successStatus: 201, upload: uploadTypes, errors: [413], response: storedFileSchema }, async (req, res, { query }) => {
    const lang = requestLanguage(req);
    const request = { ctx, storage, who: caller(req), lang, owner: ownerOf(req, query) };
    // Who may upload here is settled before the file is read.
    const kind = await uploadKindFor(request);
    const bytes = await readUpload(req, ctx.config.uploadLimitMegabytes);
    const stored = await uploadFile(request, kind, uploadedName(req, query.fileName), bytes);
    res.status(201).json(envelope(describeFile(stored), okMessage(req), 201));
  });

  apiRoute(router, { method: 'get', path: '/api/files/:id', summary: 'A stored file, for whoever may read what owns it (pictures inline, other files as attachments)', tag, file: 'application/octet-stream' }, async (req, res) => {
    await serveFile(ctx, storage, req, res, String(req.params.id));
  });
  return router;
}

/**
 * The spec's file paths (§7 "Files": `/acmp/api/dcAcmp/getFile/{name}`, `/cs/api/dcCsUpload/getFile/{name}`),
 * where `{name}` is the stored file's id: the same file and the same rights as `GET /api/files/{id}`.
 * They lie outside `/api`, so the router authenticates them itself.
 */
export function specFileRoutes(ctx: AppContext): Router {
  const router = Router();
  const storage = dataFolderStorage(ctx.config.dataDir);
  for (const base of ['/acmp/api/dcAcmp/getFile', '/cs/api/dcCsUpload/getFile']) {
    router.use(base, authenticate(ctx));
    apiRoute(router, { method: 'get', path: `${base}/:name`, summary: 'A stored file by its name (the id the upload answered), as GET /api/files/{id}', tag: 'files', file: 'application/octet-stream' }, async (req, res) => {
      await serveFile(ctx, storage, req, res, String(req.params.name));
    });
  }
  return router;
}
