import { diffJson, type JsonDiffEntry } from '@wharf/engine';
import type { Knex } from 'knex';
import type { FormTarget } from './loadForm';

export type DataAction = 'create' | 'update' | 'delete';

/** Writes one data-log entry: the form data before and after the change (in the same transaction as the change). */
export async function logChange(trx: Knex.Transaction, target: FormTarget, entry: { tenantId: string; recordId: string; version: number; action: DataAction; user: string; before: unknown; after: unknown }): Promise<void> {
  await trx('eform_data_log').insert({
    tenant_id: entry.tenantId,
    form_code: target.formCode,
    table_code: target.master.tableCode,
    record_id: entry.recordId,
    version: entry.version,
    action: entry.action,
    user_name: entry.user,
    before: entry.before === null ? null : JSON.stringify(entry.before),
    after: entry.after === null ? null : JSON.stringify(entry.after),
  });
}

export interface DataLogRecord {
  version: number;
  action: DataAction;
  time: string;
  user: string | null;
  changes: JsonDiffEntry[];
}

/** A record's history on its table (whichever form wrote it), oldest first, each entry with its structural diff. */
export async function readLogs(trx: Knex.Transaction, target: FormTarget, recordId: string): Promise<{ records: DataLogRecord[] }> {
  const rows = await trx('eform_data_log')
    .where({ table_code: target.master.tableCode, record_id: recordId })
    .orderBy([{ column: 'create_time' }, { column: 'version' }])
    .select<Array<{ version: number; action: DataAction; create_time: Date; user_name: string | null; before: unknown; after: unknown }>>('version', 'action', 'create_time', 'user_name', 'before', 'after');
  return {
    records: rows.map((row) => ({ version: row.version, action: row.action, time: row.create_time.toISOString(), user: row.user_name, changes: diffJson(row.before ?? {}, row.after ?? {}) })),
  };
}
