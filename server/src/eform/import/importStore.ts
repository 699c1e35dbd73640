import type { Knex } from 'knex';
import type { FormTarget } from '../data/loadForm';

/** A refused row as kept for the details download: its sheet row number, its cells as shown, why. */
export interface RefusedRow {
  rowNumber: number;
  /** The sheet of the row, when the import read several (modes 3 and 4). */
  sheetName?: string;
  cells: Array<string | number | boolean | null>;
  reason: string;
}

export interface StoredImport {
  viewCode: string;
  fileName: string;
  headers: string[];
  refusedRows: RefusedRow[];
}

/**
 * Keeps the refused rows of an import for 7 days (the column default), and drops the tenant's
 * imports past that on the way (row-level security keeps both to the transaction's tenant).
 */
export async function saveRefusedRows(trx: Knex.Transaction, entry: StoredImport & { userId: string; importedCount: number }): Promise<string> {
  await trx('eform_view_import').where('expires_at', '<', trx.fn.now()).delete();
  const [row] = await trx('eform_view_import')
    .insert({
      tenant_id: trx.raw('app_current_tenant()'),
      view_code: entry.viewCode,
      file_name: entry.fileName,
      user_id: entry.userId,
      imported_count: entry.importedCount,
      refused_count: entry.refusedRows.length,
      headers: JSON.stringify(entry.headers),
      // Every row as wide as the headings (a streamed sheet's rows are as wide as they are).
      refused_rows: JSON.stringify(entry.refusedRows.map((row) => (row.cells.length >= entry.headers.length ? row : { ...row, cells: [...row.cells, ...new Array<null>(entry.headers.length - row.cells.length).fill(null)] }))),
    })
    .returning<Array<{ id: string }>>('id');
  return row!.id;
}

/** The refused rows of one of the user's own imports, while they are kept. */
export async function readRefusedRows(trx: Knex.Transaction, importId: string, userId: string): Promise<StoredImport | undefined> {
  const row = await trx('eform_view_import')
    .where({ id: importId, user_id: userId })
    .where('expires_at', '>', trx.fn.now())
    .first<{ view_code: string; file_name: string; headers: string[]; refused_rows: RefusedRow[] } | undefined>('view_code', 'file_name', 'headers', 'refused_rows');
  return row ? { viewCode: row.view_code, fileName: row.file_name, headers: row.headers, refusedRows: row.refused_rows } : undefined;
}

/** A record an import wrote (created, changed or deleted), with its data before and after (the log's entry). */
export interface ImportedChange {
  action: 'create' | 'update' | 'delete';
  recordId: string;
  version: number;
  before: unknown;
  after: unknown;
  /** Its data-log entry was written with the record (rows added in sets): `logImportedChanges` leaves it out. */
  isLogged?: true;
}

/** Rows per insert: 9 bound values each stays well under PostgreSQL's 65,535 parameters. */
const logChunk = 500;

const asJson = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/**
 * The data-log entries of an import's records, written together after its last row: the same
 * entries `logChange` writes one save at a time. Their `create_time` is the transaction's start
 * either way, so the log reads exactly as if each row had written its own.
 */
export async function logImportedChanges(trx: Knex.Transaction, target: FormTarget, entry: { tenantId: string; user: string; changes: readonly ImportedChange[] }): Promise<void> {
  const unlogged = entry.changes.filter((change) => change.isLogged !== true);
  for (let start = 0; start < unlogged.length; start += logChunk) {
    await trx('eform_data_log').insert(unlogged.slice(start, start + logChunk).map((change) => ({
      tenant_id: entry.tenantId,
      form_code: target.formCode,
      table_code: target.master.tableCode,
      record_id: change.recordId,
      version: change.version,
      action: change.action,
      user_name: entry.user,
      before: asJson(change.before),
      after: asJson(change.after),
    })));
  }
}
