import { quoteIdentifier, sqlType } from '@wharf/engine';
import type { Knex } from 'knex';
import { joinParts, sql, sqlText, withStatement, type SqlPart } from '../../db/sqlParts';
import { runCommitting } from '../../db/committingStatement';
import { runShaped } from './runStatement';
import { businessSchema } from '../tables/physicalNames';
import type { FormSubTableTarget, FormTable, FormTarget } from './loadForm';
import type { ShapedRecord } from './shapeRecord';

const q = quoteIdentifier;
/** Creates with up to this many sub-table rows run prepared (one text per row count); larger ones unnamed (`runShaped`). */
const preparedRows = 10;
export const tableName = (table: FormTable) => `${q(businessSchema)}.${q(table.physicalName)}`;
const datetimeColumns = (table: FormTable) => [...table.columns].filter(([, shape]) => shape.colType === 'datetime').map(([code]) => code);

/**
 * A stored row's form fields as JSON, in SQL: what `recordStore`'s `fieldsOf` makes of a row read
 * back (the columns `codes` the row has; date-times as written, `yyyy-MM-dd HH:mm:ss`), made from the
 * row a write returns, so the data log's "after" needs no read of its own.
 */
export function fieldsJson(row: string, table: FormTable, codes: readonly string[]): SqlPart {
  const stored = codes.filter((code) => table.columns.has(code));
  return joinParts([
    sqlText(`(select coalesce(jsonb_object_agg(e.key, case when e.key = any(`),
    sql`${datetimeColumns(table)}::text[]) and jsonb_typeof(e.value) = 'string' then to_jsonb(regexp_replace(e.value #>> '{}', 'T', ' ')) else e.value end), '{}'::jsonb) from jsonb_each(`,
    sqlText(row),
    sql`) e where e.key = any(${stored}::text[]))`,
  ], '');
}

const castableTypes = new Set(['varchar', 'text', 'int', 'bigint', 'decimal', 'date', 'datetime', 'time', 'boolean']);

/** A cast to the base type of the sub-table's column pointing at the master (no length: a cast never cuts a key). */
export function keyCast(sub: FormSubTableTarget): string {
  const shape = sub.columns.get(sub.foreignKey);
  if (!shape || !castableTypes.has(shape.colType)) return '';
  const type = sqlType(shape).replace(/\(.*\)$/, '');
  return `::${type === 'varchar' ? 'text' : type}`;
}

/** The sub-table fields a record's rows show (the column pointing at the master is the server's). */
export const subFieldCodes = (sub: FormSubTableTarget) => sub.sub.fields.map((f) => f.colCode).filter((code) => code !== sub.foreignKey);

/** `insert … values …` of rows that may name different columns (one left out takes its default, as knex writes it). */
export function insertRows(table: FormTable, rows: ReadonlyArray<Record<string, unknown>>, extra: ReadonlyArray<readonly [column: string, value: SqlPart]>): SqlPart {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const names = [...columns, ...extra.map(([column]) => column)].map(q).join(', ');
  const tuples = rows.map((row) => joinParts([
    sqlText('('),
    joinParts([...columns.map((column) => (column in row ? sql`${row[column]}` : sqlText('default'))), ...extra.map(([, value]) => value)], ', '),
    sqlText(')'),
  ], ''));
  return joinParts([sqlText(`insert into ${tableName(table)} (${names}) values `), joinParts(tuples, ', '), sqlText(' returning *')], '');
}

/** A master column numbered in the write itself (`lateNumbering.ts`): the counter's CTE (`n`) answering the value as `v`. */
export interface NumberedInWrite {
  colCode: string;
  counter: SqlPart;
  /** Also answer whether another row of the master already holds the number (`taken`), as the rules' uniqueness question would. */
  asksTaken: boolean;
  /** Send the write with the COMMIT (`runCommitting`): the counter's `guard` stands for every check left (`sealedNumbering.ts`). */
  commits?: boolean;
}

/** What the write answers: the new record, and with `NumberedInWrite` the number it got. */
export interface InsertedRecord {
  id: string;
  rowVersion: number;
  number?: string;
  taken?: boolean;
}

/**
 * Inserts a record, its sub-table rows and its data-log entry in one statement (data-modifying CTEs):
 * the master row, each sub-table's rows pointing at the master's stored key, and the log's "after" —
 * the record as a read would return it: the master's fields and, per sub-table, the rows pointing at
 * its key (those already there and the new ones) in the order they were written.
 */
export async function insertLoggedRecord(trx: Knex.Transaction, target: FormTarget, shaped: ShapedRecord, user: string, tenantId: string, numbered?: NumberedInWrite): Promise<InsertedRecord> {
  const named: Array<readonly [string, SqlPart]> = [];
  let master = shaped.master;
  const masterExtra: Array<readonly [string, SqlPart]> = [['create_by', sql`${user}`]];
  if (numbered) {
    named.push(['n', numbered.counter]);
    const { [numbered.colCode]: _checkedWith, ...rest } = shaped.master;
    master = rest;
    masterExtra.unshift([numbered.colCode, sqlText('(select "v" from "n")')]);
  }
  named.push(['m', insertRows(target.master, [master], masterExtra)]);
  const subsAfter: SqlPart[] = [];
  target.subTables.forEach((sub, index) => {
    const key = `(select ${q(sub.masterKey)} from "m")`;
    // Compared with the column pointing at it as the column's type (a master id held in a text column).
    const keyAsColumn = `${key}${keyCast(sub)}`;
    const rows = shaped.subRows.get(sub.sub.tableName) ?? [];
    const name = `s${index}`;
    // clock_timestamp() rises row by row, so the rows read back in the order they were sent.
    if (rows.length > 0) named.push([name, insertRows(sub, rows, [[sub.foreignKey, sqlText(key)], ['create_by', sql`${user}`], ['create_time', sqlText('clock_timestamp()')]])]);
    const written = rows.length > 0 ? `select "create_time", "id", to_jsonb(${q(name)}) as r from ${q(name)} union all ` : '';
    subsAfter.push(joinParts([
      sql`jsonb_build_object(${sub.sub.tableName}::text, `,
      sqlText(`case when ${key} is null then '[]'::jsonb else coalesce((select jsonb_agg(`),
      fieldsJson('x.r', sub, subFieldCodes(sub)),
      sqlText(` order by x."create_time", x."id") from (${written}select t."create_time", t."id", to_jsonb(t) as r from ${tableName(sub)} t where t.${q(sub.foreignKey)} = ${keyAsColumn}) x), '[]'::jsonb) end)`),
    ], ''));
  });
  const after = joinParts([fieldsJson('to_jsonb("m")', target.master, target.storedFields), ...subsAfter], ' || ');
  named.push(['log', joinParts([
    sql`insert into eform_data_log (tenant_id, form_code, table_code, record_id, version, action, user_name, before, after) select ${tenantId}::uuid, ${target.formCode}::text, ${target.master.tableCode}::text, "m"."id", "m"."row_version", 'create', ${user}::text, null, `,
    after,
    sqlText(' from "m"'),
  ], '')]);
  const rowCount = [...shaped.subRows.values()].reduce((sum, rows) => sum + rows.length, 0);
  // The statement's snapshot does not hold the row it inserts: `taken` is about the other rows.
  const answers = !numbered ? '' : `, (select "v" from "n") as "number"${numbered.asksTaken ? `, exists (select 1 from ${tableName(target.master)} where ${q(numbered.colCode)} = (select "v" from "n")) as "taken"` : ''}`;
  const statement = withStatement(named, `select "id", "row_version"${answers} from "m"`);
  type Created = { id: string; row_version: number; number?: string; taken?: boolean };
  const [created] = numbered?.commits
    ? await runCommitting<Created>(trx, statement, 'wharf_record_insert', rowCount <= preparedRows)
    : await runShaped<Created>(trx, statement, 'wharf_record_insert', rowCount <= preparedRows);
  return { id: created!.id, rowVersion: created!.row_version, ...(numbered ? { number: created!.number!, ...(numbered.asksTaken ? { taken: created!.taken! } : {}) } : {}) };
}
