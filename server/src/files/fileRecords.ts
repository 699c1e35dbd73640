import type { Knex } from 'knex';

/** What owns a file, and so who reads it. */
export type FileOwner = { purpose: 'form'; formCode: string; colCode: string } | { purpose: 'announcement' };

/** A stored file as the server knows it (the storage key never leaves the server). */
export interface FileRecord {
  id: string;
  owner: FileOwner;
  /** The client's name for it: metadata for the download name and lists, never a path. */
  name: string;
  contentType: string;
  size: number;
  sha256: string;
  storageKey: string;
  createdBy: string;
  createdAt: string;
}

interface FileRow {
  id: string;
  purpose: 'form' | 'announcement';
  form_code: string | null;
  col_code: string | null;
  original_name: string;
  content_type: string;
  size_bytes: string;
  sha256: string;
  storage_key: string;
  created_by: string;
  created_at: Date;
}

function fromRow(row: FileRow): FileRecord {
  return {
    id: row.id,
    owner: row.purpose === 'form' ? { purpose: 'form', formCode: row.form_code!, colCode: row.col_code! } : { purpose: 'announcement' },
    name: row.original_name,
    contentType: row.content_type,
    size: Number(row.size_bytes),
    sha256: row.sha256,
    storageKey: row.storage_key,
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
  };
}

/** Records a stored file in the tenant of the transaction. */
export async function insertFile(trx: Knex.Transaction, tenantId: string, file: Omit<FileRecord, 'createdAt'>): Promise<FileRecord> {
  const [row] = await trx('sys_file').insert({
    id: file.id,
    tenant_id: tenantId,
    purpose: file.owner.purpose,
    form_code: file.owner.purpose === 'form' ? file.owner.formCode : null,
    col_code: file.owner.purpose === 'form' ? file.owner.colCode : null,
    original_name: file.name,
    content_type: file.contentType,
    size_bytes: file.size,
    sha256: file.sha256,
    storage_key: file.storageKey,
    created_by: file.createdBy,
  }).returning('*');
  return fromRow(row as FileRow);
}

/** One file of the transaction's tenant (row-level security hides every other tenant's). */
export async function findFile(trx: Knex.Transaction, id: string): Promise<FileRecord | undefined> {
  const row = await trx('sys_file').where({ id }).first<FileRow | undefined>();
  return row ? fromRow(row) : undefined;
}

/** The files of the given ids that an owner of this purpose may list (announcement attachments). */
export async function filesOf(trx: Knex.Transaction, ids: readonly string[], purpose: FileOwner['purpose']): Promise<FileRecord[]> {
  if (ids.length === 0) return [];
  const rows = await trx('sys_file').whereIn('id', [...ids]).where({ purpose }).select<FileRow[]>('*');
  return rows.map(fromRow);
}

/** A stored file as answers show it (records, announcements, the upload's answer). */
export interface DescribedFile {
  id: string;
  name: string;
  contentType: string;
  size: number;
  /** Where it is read (`GET /api/files/{id}`, with the session's token). */
  url: string;
}

/** A stored file as answers show it: never its storage key or hash. */
export function describeFile(file: FileRecord): DescribedFile {
  return { id: file.id, name: file.name, contentType: file.contentType, size: file.size, url: `/api/files/${file.id}` };
}
