import { quoteIdentifier } from '@wharf/engine';
import type { Knex } from 'knex';
import { joinParts, namedStatement, runPart, sql, sqlText, type SqlPart } from '../../db/sqlParts';
import { businessSchema } from '../tables/physicalNames';
import type { FormSubTableTarget, FormTable, FormTarget } from './loadForm';
import { keyCast } from './recordWrite';
import type { ShapedRecord } from './shapeRecord';

/** A stored record as the API returns it (contract "Form data API"). */
export interface StoredRecord {
  id: string;
  rowVersion: number;
  data: Record<string, unknown>;
  createTime: string;
  createBy: string | null;
  updateTime: string | null;
  updateBy: string | null;
}

/** A stored record with the master values its sub-table rows point at (not part of the API answer). */
export interface LoadedRecord extends StoredRecord {
  subKeys: Map<string, unknown>;
}

const table = (trx: Knex.Transaction, physicalName: string) => trx.withSchema(businessSchema).from(physicalName);

/** A row's stored fields from its `to_jsonb` form: date-times read back as they were written (`yyyy-MM-dd HH:mm:ss`). */
function fieldsOf(target: FormTable, row: Record<string, unknown>, codes: Iterable<string>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const code of codes) {
    if (!target.columns.has(code) || !(code in row)) continue;
    const value = row[code];
    data[code] = target.columns.get(code)!.colType === 'datetime' && typeof value === 'string' ? value.replace('T', ' ') : value;
  }
  return data;
}

/** The master column value the sub-table rows point at. */
export function masterKeyValue(sub: FormSubTableTarget, id: string, data: Record<string, unknown>): unknown {
  return sub.masterKey === 'id' ? id : data[sub.masterKey];
}

/**
 * One statement for a record and its sub-table rows: the master row, and per sub-table the rows
 * pointing at its key (in the order they were written), each as JSON.
 */
function readStatement(target: Pick<FormTarget, 'master' | 'subTables'>, id: string, forUpdate: boolean): SqlPart {
  const schema = quoteIdentifier(businessSchema);
  const subs = target.subTables.map((sub, index) => {
    const key = `t.${quoteIdentifier(sub.masterKey)}${keyCast(sub)}`;
    return `, (select coalesce(jsonb_agg(to_jsonb(s) order by s."create_time", s."id"), '[]'::jsonb) from ${schema}.${quoteIdentifier(sub.physicalName)} s where s.${quoteIdentifier(sub.foreignKey)} = ${key}) as "s${index}"`;
  });
  return joinParts([
    sqlText(`select to_jsonb(t) as "row"${subs.join('')} from ${schema}.${quoteIdentifier(target.master.physicalName)} t where t."id" = `),
    sql`${id}`,
    sqlText(forUpdate ? ' for update of t' : ''),
  ], '');
}

/** Reads a record with its sub-table rows (`forUpdate` locks the master row for a change), in one statement. */
export async function readRecord(trx: Knex.Transaction, target: FormTarget, id: string, forUpdate = false): Promise<LoadedRecord | undefined> {
  const [found] = await runPart<RecordRow>(trx, readStatement(target, id, forUpdate), 'wharf_record_read');
  return found ? recordOf(target, id, found) : undefined;
}

/** The row `readStatement` answers. */
export type RecordRow = Record<string, unknown> & { row: Record<string, unknown> };

/** The statement `readRecord` sends (named as it names it), for a caller that sends it along with others. */
export const recordReadStatement = (target: Pick<FormTarget, 'master' | 'subTables'>, id: string, forUpdate: boolean) => namedStatement(readStatement(target, id, forUpdate), 'wharf_record_read');

/** A record from the row `readStatement` answered. */
export function recordOf(target: FormTarget, id: string, found: RecordRow): LoadedRecord {
  const row = found.row;
  const data = fieldsOf(target.master, row, target.storedFields);
  const subKeys = new Map(target.subTables.map((sub) => [sub.sub.tableName, masterKeyValue(sub, id, row)]));
  target.subTables.forEach((sub, index) => {
    const key = subKeys.get(sub.sub.tableName);
    const rows = key === undefined || key === null ? [] : (found[`s${index}`] as Array<Record<string, unknown>>);
    data[sub.sub.tableName] = rows.map((subRow) => fieldsOf(sub, subRow, sub.sub.fields.map((f) => f.colCode).filter((code) => code !== sub.foreignKey)));
  });
  return {
    id,
    subKeys,
    rowVersion: row.row_version as number,
    data,
    createTime: row.create_time as string,
    createBy: (row.create_by as string | null) ?? null,
    updateTime: (row.update_time as string | null) ?? null,
    updateBy: (row.update_by as string | null) ?? null,
  };
}

async function writeSubRows(trx: Knex.Transaction, target: FormTarget, shaped: ShapedRecord, id: string, masterValues: Record<string, unknown>, user: string, previousKeys?: Map<string, unknown>): Promise<void> {
  for (const sub of target.subTables) {
    const previous = previousKeys?.get(sub.sub.tableName);
    // A master key column the form does not show keeps its stored value.
    const key = sub.masterKey === 'id' || sub.masterKey in masterValues ? masterKeyValue(sub, id, masterValues) : previous;
    const rows = shaped.subRows.get(sub.sub.tableName);
    if (rows === undefined) {
      // Rows not sent stay; they follow the master when the value they point at changed.
      if (previousKeys && previous !== key && previous !== undefined && previous !== null) await table(trx, sub.physicalName).where(sub.foreignKey, previous as string).update({ [sub.foreignKey]: key });
      continue;
    }
    if (previousKeys && previous !== undefined && previous !== null) await table(trx, sub.physicalName).where(sub.foreignKey, previous as string).delete();
    if (rows.length === 0) continue;
    // clock_timestamp() rises row by row, so the rows read back in the order they were sent.
    await trx.withSchema(businessSchema).table(sub.physicalName).insert(rows.map((row) => ({ ...row, [sub.foreignKey]: key, create_by: user, create_time: trx.raw('clock_timestamp()') })));
  }
}

/** Inserts a record and its sub-table rows; returns the new id and row version. */
export async function insertRecord(trx: Knex.Transaction, target: FormTarget, shaped: ShapedRecord, user: string): Promise<{ id: string; rowVersion: number }> {
  const [created] = await trx.withSchema(businessSchema).table(target.master.physicalName).insert({ ...shaped.master, create_by: user }).returning<Array<{ id: string; row_version: number }>>(['id', 'row_version']);
  await writeSubRows(trx, target, shaped, created!.id, shaped.master, user);
  return { id: created!.id, rowVersion: created!.row_version };
}

/** Updates a record whose row version is `rowVersion`; undefined when it changed meanwhile (or is gone). */
export async function updateRecord(trx: Knex.Transaction, target: FormTarget, id: string, rowVersion: number, shaped: ShapedRecord, before: LoadedRecord, user: string): Promise<{ id: string; rowVersion: number } | undefined> {
  const [updated] = await trx.withSchema(businessSchema).table(target.master.physicalName)
    .where({ id, row_version: rowVersion })
    .update({ ...shaped.master, row_version: trx.raw('row_version + 1'), update_time: trx.fn.now(), update_by: user })
    .returning<Array<{ row_version: number }>>(['row_version']);
  if (!updated) return undefined;
  const masterValues = { ...before.data, ...shaped.master };
  await writeSubRows(trx, target, shaped, id, masterValues, user, before.subKeys);
  return { id, rowVersion: updated.row_version };
}

/** Deletes a record and its sub-table rows. */
export async function deleteRecord(trx: Knex.Transaction, target: FormTarget, record: LoadedRecord): Promise<void> {
  for (const sub of target.subTables) {
    const key = record.subKeys.get(sub.sub.tableName);
    if (key !== undefined && key !== null) await table(trx, sub.physicalName).where(sub.foreignKey, key as string).delete();
  }
  await table(trx, target.master.physicalName).where({ id: record.id }).delete();
}
