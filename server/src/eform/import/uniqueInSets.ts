import { columnValue, quoteIdentifier, sqlType, type UniquenessRequest } from '@wharf/engine';
import type { Knex } from 'knex';
import type { FormTable } from '../data/loadForm';
import { businessSchema } from '../tables/physicalNames';

/**
 * A uniqueness question one row of an import asked ("does another row hold these values?"), kept
 * so that a chunk's questions are answered together: the table, its columns and the values bound
 * as text (cast back to each column's type in SQL, so they compare as the per-row check compares).
 */
export interface UniqueQuestion {
  table: FormTable;
  columns: readonly string[];
  values: readonly string[];
  /** Table and bound values: the same question asked again (a refused row checked once more) finds its answer. */
  key: string;
}

/** The column types whose values cast back from text exactly (a key column of another type is asked row by row). */
const castableTypes = new Set(['varchar', 'text', 'int', 'bigint', 'decimal', 'date', 'datetime', 'time', 'boolean']);

/** The base SQL type a question's text value is cast to (no length: a cast never cuts a value); undefined when not castable. */
export function castOf(table: FormTable, colCode: string): string | undefined {
  const shape = table.columns.get(colCode);
  if (!shape || !castableTypes.has(shape.colType)) return undefined;
  const type = sqlType(shape).replace(/\(.*\)$/, '');
  return type === 'varchar' ? 'text' : type;
}

/**
 * The question a uniqueness rule asks, as the per-row check (`ruleServices`' `takenQuestion`) would
 * ask it: undefined when the values cannot collide (an empty value, or one that is not the column's
 * type: as in a SQL unique index, they collide with nothing); `'row-by-row'` when a column's type
 * cannot be asked in a set.
 */
export function uniqueQuestionOf(table: FormTable, fields: UniquenessRequest['fields']): UniqueQuestion | undefined | 'row-by-row' {
  const values: string[] = [];
  for (const { colCode, value } of fields) {
    const shape = table.columns.get(colCode);
    if (!shape) return undefined;
    const bound = columnValue(shape, value);
    if (!bound.ok || bound.value === null) return undefined;
    if (castOf(table, colCode) === undefined) return 'row-by-row';
    values.push(String(bound.value));
  }
  const columns = fields.map((field) => field.colCode);
  return { table, columns, values, key: JSON.stringify([table.physicalName, columns, values]) };
}

/** A question's answer from the database: whether a stored row holds its values, and the questions of the same chunk with the same values. */
export interface UniqueAnswer {
  isTakenInTable: boolean;
  /** Indexes (in the chunk's question list) of the questions with the same values, this one included, in order. */
  sameValues: number[];
}

/**
 * Answers a chunk's uniqueness questions with one statement per table and column set: for each,
 * whether a stored row (row-level security keeps it to the tenant) holds its values, and which of
 * the chunk's questions hold the same values (compared as the column's type, so `1.0` and `1` in a
 * decimal column are the same value, as the per-row lookup finds them).
 */
export async function answerUniqueQuestions(trx: Knex.Transaction, questions: readonly UniqueQuestion[]): Promise<UniqueAnswer[]> {
  const answers: UniqueAnswer[] = questions.map(() => ({ isTakenInTable: false, sameValues: [] }));
  const shapes = new Map<string, number[]>();
  questions.forEach((question, index) => {
    const shape = JSON.stringify([question.table.physicalName, question.columns]);
    shapes.set(shape, [...(shapes.get(shape) ?? []), index]);
  });
  for (const indexes of shapes.values()) {
    const { table, columns } = questions[indexes[0]!]!;
    const q = quoteIdentifier;
    const casts = columns.map((column) => castOf(table, column)!);
    const valueNames = columns.map((_, i) => `v${i}`);
    const cast = valueNames.map((name, i) => `${name}::${casts[i]} as c${i}`).join(', ');
    const matches = columns.map((column, i) => `x.${q(column)} = u.c${i}`).join(' and ');
    const partition = columns.map((_, i) => `u.c${i}`).join(', ');
    const arrays = ['?::int[]', ...columns.map(() => '?::text[]')].join(', ');
    const text = `select u.q, exists (select 1 from ${q(businessSchema)}.${q(table.physicalName)} x where ${matches}) as taken,
        array_agg(u.q) over (partition by ${partition} order by u.q) as same
      from (select q, ${cast} from unnest(${arrays}) as t(q, ${valueNames.join(', ')})) u`;
    const bindings = [indexes, ...columns.map((_, i) => indexes.map((index) => questions[index]!.values[i]!))];
    const { rows } = await trx.raw<{ rows: Array<{ q: number; taken: boolean; same: number[] }> }>(text, bindings);
    for (const row of rows) answers[row.q] = { isTakenInTable: row.taken, sameValues: row.same };
  }
  return answers;
}
