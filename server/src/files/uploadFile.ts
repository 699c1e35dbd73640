import { createHash, randomUUID } from 'node:crypto';
import { checkUploadType, formatMessage, type Language, type UploadKind } from '@wharf/engine';
import type { Caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { callerGrantBasis } from '../eform/data/formDataGrants';
import { formAccess } from '../eform/data/formDataOperations';
import { loadForm } from '../eform/data/loadForm';
import { accessDenied, ValidationFailed } from '../http/errors';
import { insertFile, type FileOwner, type FileRecord } from './fileRecords';
import { storageKey, type FileStorage } from './fileStorage';

/** Who is uploading, in which language, for what. */
export interface UploadRequest {
  ctx: AppContext;
  storage: FileStorage;
  who: Caller;
  lang: Language;
  owner: FileOwner;
}

const issue = (path: string, code: string, lang: Language, args: readonly unknown[] = []) => ({ path, code, message: formatMessage(code, lang, [...args]) });

/**
 * Settles, before the file is read, whether the caller may upload for this owner and what kind of
 * file it takes: a form's upload or image field for those who may create or change its records
 * (403 otherwise; 400 naming the field when it is no upload field of the published form), an
 * announcement's attachment for the announcements' administrators.
 */
export async function uploadKindFor(request: Omit<UploadRequest, 'storage'>): Promise<UploadKind> {
  const { ctx, who, lang, owner } = request;
  if (owner.purpose === 'announcement') {
    if ((await callerGrantBasis(ctx, who)) === 'roles') throw accessDenied();
    return 'file';
  }
  const [create, update] = await Promise.all([formAccess({ ctx, who, formCode: owner.formCode }, 'create'), formAccess({ ctx, who, formCode: owner.formCode }, 'update')]);
  const target = await withTenant(ctx.db, who.tenantId, (trx) => loadForm(trx, who.tenantId, owner.formCode));
  if (create === false && update === false) throw accessDenied();
  const field = target.form.fields.find((candidate) => candidate.colCode === owner.colCode);
  if (!field || (field.type !== 'upload' && field.type !== 'image')) throw new ValidationFailed([issue('/query/colCode', 'files/not-an-upload-field', lang, [owner.colCode])]);
  return field.type === 'image' ? 'image' : 'file';
}

/**
 * Keeps an uploaded file: its type decided from its name and its first bytes (engine
 * `checkUploadType`; 400 at `/body` otherwise), its bytes under a key the server makes, its row in
 * the caller's tenant. The client's name is kept as metadata only.
 */
export async function uploadFile(request: UploadRequest, kind: UploadKind, fileName: string, bytes: Buffer): Promise<FileRecord> {
  const { ctx, storage, who, lang, owner } = request;
  const type = checkUploadType(fileName, bytes.subarray(0, 512), kind);
  if (!type.ok) throw new ValidationFailed([issue('/body', type.code, lang, type.args)]);
  const id = randomUUID();
  const key = storageKey(who.tenantId, id);
  await storage.put(key, bytes);
  try {
    return await withTenant(ctx.db, who.tenantId, (trx) => insertFile(trx, who.tenantId, {
      id, owner, name: fileName || `${id}.${type.extension}`, contentType: type.contentType, size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'), storageKey: key, createdBy: who.userId,
    }));
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
}
