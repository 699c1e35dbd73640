import { quoteIdentifier } from '@wharf/engine';
import type { Knex } from 'knex';
import type { FormTarget } from '../data/loadForm';
import { businessSchema } from '../tables/physicalNames';
import { afterOf } from './insertInSets';
import { castOf } from './uniqueInSets';

// The SQL of an import's staging tables (`importStaging.ts`): their creation, the set-based
// uniqueness check over them, and the one statement that writes the kept rows with their data log.

const q = quoteIdentifier;

/** The staging tables of one import: the rows (their master columns) and their uniqueness questions. */
export interface StagingTables {
  rows: string;
  questions: string;
  /** The staged master columns, in the order COPY sends them after `ord`. */
  columns: readonly string[];
}

/** The type a master column is staged as: its base type without length (a cast never cuts a value; the insert into the column checks it as a single insert would). */
export function stagingType(target: FormTarget, colCode: string): string | undefined {
  return castOf(target.master, colCode);
}

/**
 * Temporary tables, the session's own (no other connection, so no other tenant, can see them) and
 * dropped with the transaction, committed or rolled back. Not logged: they never reach the WAL.
 */
export async function createStagingTables(trx: Knex.Transaction, target: FormTarget, tables: StagingTables): Promise<void> {
  const columns = tables.columns.map((code) => `${q(code)} ${stagingType(target, code)!}`);
  await trx.raw(`create temporary table ${q(tables.rows)} (ord integer not null${columns.map((c) => `, ${c}`).join('')}) on commit drop`);
  await trx.raw(`create temporary table ${q(tables.questions)} (ord integer not null, qi integer not null, shape integer not null, vals jsonb not null) on commit drop`);
}

/** A uniqueness question that meets another: the same values asked by another staged row (`group`), or held by a stored row (`isTaken`). */
export interface StagedConflict {
  ord: number;
  /** The group of questions with the same shape and values. */
  group: string;
  isTaken: boolean;
  /** The question's values as text, in its columns' order. */
  values: string[];
}

/**
 * The staged questions of one shape (table and columns) that meet another: one statement whose
 * joins PostgreSQL plans as sets (a hash join against the table rather than a lookup per row).
 * Values compare as the column's type, as the per-row check compares them; row-level security
 * keeps the table to the transaction's tenant.
 */
export async function conflictsOfShape(trx: Knex.Transaction, tables: StagingTables, shape: { id: number; target: FormTarget; columns: readonly string[] }): Promise<StagedConflict[]> {
  const { target, columns } = shape;
  const casts = columns.map((column, i) => `(vals->>${i})::${castOf(target.master, column)!} as c${i}`).join(', ');
  const cs = columns.map((_, i) => `c${i}`).join(', ');
  const matches = columns.map((column, i) => `x.${q(column)} = u.c${i}`).join(' and ');
  const text = `with u as (select ord, qi, vals, ${casts} from ${q(tables.questions)} where shape = ?),
      taken as (select distinct u.ord, u.qi from u join ${q(businessSchema)}.${q(target.master.physicalName)} x on ${matches}),
      g as (select ord, qi, vals, dense_rank() over (order by ${cs}) as grp, count(*) over (partition by ${cs}) as n from u)
    select g.ord, g.grp, g.vals, t.ord is not null as taken from g left join taken t on t.ord = g.ord and t.qi = g.qi
    where g.n > 1 or t.ord is not null`;
  const { rows } = await trx.raw<{ rows: Array<{ ord: number; grp: string; vals: string[]; taken: boolean }> }>(text, [shape.id]);
  return rows.map((row) => ({ ord: row.ord, group: `${shape.id}/${row.grp}`, isTaken: row.taken, values: row.vals }));
}

/**
 * The staged rows from `from` on, but `refused`, inserted in sheet order and per row the log's
 * "create" entry with the record as a read returns it: one statement, whatever the row count.
 */
export async function writeStagedRows(trx: Knex.Transaction, job: { target: FormTarget; tenantId: string; user: string }, tables: StagingTables, from: number, refused: readonly number[]): Promise<number> {
  const { target } = job;
  const columns = tables.columns.map(q).join(', ');
  const bindings: unknown[] = [job.user, from, [...refused], job.tenantId, target.formCode, target.master.tableCode, job.user];
  const after = afterOf(target, bindings);
  const text = `with m as (insert into ${q(businessSchema)}.${q(target.master.physicalName)} (${columns}, create_by)
        select ${columns}, ?::text from ${q(tables.rows)} where ord >= ? and not (ord = any(?::int[])) order by ord returning *),
      l as (insert into eform_data_log (tenant_id, form_code, table_code, record_id, version, action, user_name, before, after)
        select ?::uuid, ?::text, ?::text, m.id, m.row_version, 'create', ?::text, null, ${after} from m)
    select count(*)::int as n from m`;
  const { rows } = await trx.raw<{ rows: Array<{ n: number }> }>(text, bindings as Knex.RawBinding[]);
  return rows[0]!.n;
}

/** The master table's columns that have a default (a row that leaves one out cannot be staged as null). */
export async function readDefaultedColumns(trx: Knex.Transaction, target: FormTarget): Promise<Set<string>> {
  const { rows } = await trx.raw<{ rows: Array<{ name: string }> }>(
    `select a.attname as name from pg_attribute a join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
     where a.attrelid = to_regclass(?) and not a.attisdropped`,
    [`${q(businessSchema)}.${q(target.master.physicalName)}`],
  );
  return new Set(rows.map((row) => row.name));
}
