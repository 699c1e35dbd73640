import type { Language } from '@wharf/engine';
import type { Knex } from 'knex';
import { notFound } from '../http/errors';
import { refuseWhenInUse } from './refuseInUse';

/** The tenant records definitions name by code, and where each keeps its code and name. */
const guardedRecords = {
  dictionary: { table: 'sys_dict', code: 'dict_code', name: 'dict_name' },
  sqlConfig: { table: 'eform_sql_config', code: 'sql_code', name: 'sql_name' },
  httpConfig: { table: 'eform_http_config', code: 'http_code', name: 'http_name' },
  fillRule: { table: 'sys_fill_rule', code: 'rule_code', name: 'rule_name' },
} as const;

export type GuardedRecordKind = keyof typeof guardedRecords;

async function readRecord(trx: Knex.Transaction, kind: GuardedRecordKind, id: string): Promise<{ code: string; label: string }> {
  const { table, code, name } = guardedRecords[kind];
  const row = await trx(table).where({ id }).first<Record<string, string> | undefined>(code, name);
  if (!row) throw notFound();
  return { code: row[code]!, label: `${row[name]} (${row[code]})` };
}

/**
 * Before deleting a dictionary, SQL or HTTP config or fill rule: 404 when the id is not the
 * tenant's, 400 naming each definition that still names it (issue 18 §3). `path` is the request
 * field that carried the id.
 */
export async function refuseDeleteInUse(trx: Knex.Transaction, kind: GuardedRecordKind, id: string, path: string, lang: Language): Promise<void> {
  const record = await readRecord(trx, kind, id);
  await refuseWhenInUse(trx, { kind, code: record.code }, 'delete', record.label, path, lang);
}

/**
 * Before saving a record under `newCode`: definitions name it by its code, so changing the code
 * of one in use is refused (400 at `path`, naming them); 404 when the id is not the tenant's.
 */
export async function refuseRecodeInUse(trx: Knex.Transaction, kind: GuardedRecordKind, id: string, newCode: string, path: string, lang: Language): Promise<void> {
  const record = await readRecord(trx, kind, id);
  if (record.code !== newCode) await refuseWhenInUse(trx, { kind, code: record.code }, 'rename', record.label, path, lang);
}
