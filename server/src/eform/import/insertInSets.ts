import { quoteIdentifier } from '@wharf/engine';
import type { Knex } from 'knex';
import type { FormTarget } from '../data/loadForm';
import type { ShapedRecord } from '../data/shapeRecord';
import { businessSchema } from '../tables/physicalNames';

// The rows a chunk of an import keeps, and their data-log entries, in one statement (`addInSets.ts`).

type MasterRow = ShapedRecord['master'];

/** Who writes, into which form. */
export interface InsertJob {
  target: FormTarget;
  tenantId: string;
  user: string;
}

/** The array type each column's values are bound as (its type without length: a cast never cuts a value; the column's own type rounds as a single insert would). */
const arrayTypes: Record<string, string> = { varchar: 'text', text: 'text', int: 'integer', bigint: 'bigint', decimal: 'numeric', date: 'date', datetime: 'timestamp', time: 'time', boolean: 'boolean' };
/** `jsonb_build_object` takes at most 100 arguments: the log's "after" is built in parts of this many fields. */
const fieldsPerObject = 50;

const q = quoteIdentifier;

/**
 * The log entry's "after" for the inserted row `m`: its stored fields as a read returns them
 * (date-times as `yyyy-MM-dd HH:mm:ss`), named in SQL so no row is taken apart as JSON.
 */
export function afterOf(target: FormTarget, bindings: unknown[]): string {
  const stored = target.storedFields.filter((code) => target.master.columns.has(code));
  const pairs = stored.map((code) => {
    bindings.push(code);
    const value = target.master.columns.get(code)!.colType === 'datetime' ? `to_jsonb(replace(to_jsonb(m.${q(code)}) #>> '{}', 'T', ' '))` : `to_jsonb(m.${q(code)})`;
    return `?::text, ${value}`;
  });
  const parts: string[] = [];
  for (let at = 0; at < pairs.length; at += fieldsPerObject) parts.push(`jsonb_build_object(${pairs.slice(at, at + fieldsPerObject).join(', ')})`);
  return parts.length > 0 ? parts.join(' || ') : `'{}'::jsonb`;
}

/**
 * The rows as one column array each (`unnest`): a few bound values whatever the row count, planned
 * at once. Only when every row names the same columns and each column's type binds as an array;
 * otherwise undefined.
 */
function asColumnArrays(target: FormTarget, rows: readonly MasterRow[], user: string, bindings: unknown[]): { columns: string[]; source: string } | undefined {
  const columns = Object.keys(rows[0]!);
  const sameColumns = rows.every((row) => Object.keys(row).length === columns.length && columns.every((column) => column in row));
  const types = columns.map((column) => arrayTypes[target.master.columns.get(column)?.colType ?? '']);
  if (!sameColumns || types.some((type) => type === undefined)) return undefined;
  const arrays = columns.map((column, index) => {
    bindings.push(rows.map((row) => row[column] ?? null));
    return `?::${types[index]}[]`;
  });
  bindings.push(rows.map(() => user));
  return { columns: [...columns, 'create_by'], source: `select * from unnest(${[...arrays, '?::text[]'].join(', ')})` };
}

/** The rows as one tuple each (a column a row leaves out takes its default, as a single insert leaves it). */
function asTuples(rows: readonly MasterRow[], user: string, bindings: unknown[]): { columns: string[]; source: string } {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const tuples = rows.map((row) => {
    const cells = columns.map((column) => {
      if (!(column in row)) return 'default';
      bindings.push(row[column]);
      return '?';
    });
    bindings.push(user);
    return `(${[...cells, '?'].join(', ')})`;
  });
  return { columns: [...columns, 'create_by'], source: `values ${tuples.join(', ')}` };
}

/**
 * The kept rows inserted and per row the log's "create" entry whose "after" is the record as a read
 * returns it, in one statement. Returns the added ids and row versions in the rows' order.
 */
export async function insertWithLog(trx: Knex.Transaction, job: InsertJob, rows: readonly MasterRow[]): Promise<Array<{ id: string; row_version: number }>> {
  const { target } = job;
  const bindings: unknown[] = [];
  // Nothing is bound unless the arrays are used (`asColumnArrays` answers undefined before binding).
  const insert = asColumnArrays(target, rows, job.user, bindings) ?? asTuples(rows, job.user, bindings);
  bindings.push(job.tenantId, target.formCode, target.master.tableCode, job.user);
  const after = afterOf(target, bindings);
  const text = `with m as (insert into ${q(businessSchema)}.${q(target.master.physicalName)} (${insert.columns.map(q).join(', ')}) ${insert.source} returning *),
    l as (insert into eform_data_log (tenant_id, form_code, table_code, record_id, version, action, user_name, before, after)
      select ?::uuid, ?::text, ?::text, m.id, m.row_version, 'create', ?::text, null, ${after} from m)
    select id, row_version from m`;
  const { rows: created } = await trx.raw<{ rows: Array<{ id: string; row_version: number }> }>(text, bindings as Knex.RawBinding[]);
  return created;
}
