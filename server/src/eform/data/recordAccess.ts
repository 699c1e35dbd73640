import { compileListQuery, renderSelect, toKnexRaw, type PermissionResult, type QueryColumn, type QueryColumnType, type QueryDefinition } from '@wharf/engine';
import type { Knex } from 'knex';
import { notFound } from '../../http/errors';
import { businessSchema } from '../tables/physicalNames';
import type { FormTable } from './loadForm';

/** Columns every business table has, under the names data rules use (as the list views name them). */
const systemColumns: ReadonlyArray<QueryColumn> = [
  { field: 'id', column: 'id', type: 'string' },
  { field: 'createTime', column: 'create_time', type: 'datetime' },
  { field: 'createBy', column: 'create_by', type: 'string' },
  { field: 'updateTime', column: 'update_time', type: 'datetime' },
  { field: 'updateBy', column: 'update_by', type: 'string' },
  { field: 'rowVersion', column: 'row_version', type: 'number' },
];

const queryTypes: Readonly<Record<string, QueryColumnType | undefined>> = {
  varchar: 'string', text: 'string', int: 'number', bigint: 'number', decimal: 'number', date: 'date', datetime: 'datetime', time: 'time', boolean: 'boolean',
};

// Kept per table object: a form's table shape is read once per request, and compiled many times in a batch.
const definitions = new WeakMap<FormTable, QueryDefinition>();

/** The master table as the query compiler sees it: its columns by colCode (the physical names) and the system columns. */
function recordQueryDefinition(table: FormTable): QueryDefinition {
  let definition = definitions.get(table);
  if (!definition) {
    const columns: QueryColumn[] = [...systemColumns];
    for (const [colCode, shape] of table.columns) {
      if (systemColumns.some((system) => system.field === colCode)) continue;
      const type = queryTypes[shape.colType];
      columns.push(type ? { field: colCode, type } : { field: colCode, isFilterable: false, isSortable: false });
    }
    definition = { table: table.physicalName, schema: businessSchema, columns, keyField: 'id', pageSizes: [maxIds] };
    definitions.set(table, definition);
  }
  return definition;
}

/** The most ids one request names (a batch or a batch delete). */
const maxIds = 500;

/**
 * Of the given record ids, those the access answer lets through: every one for `true`, none for
 * `false`, and for a filter those whose rows match it — compiled by the list-query compiler, so a
 * data rule means the same here as on the list. A rule naming a column the table lacks matches
 * nothing (the compiler reports it; a malformed rule allows nothing, as the list does).
 */
export async function recordsAllowed(trx: Knex.Transaction, table: FormTable, access: PermissionResult, ids: readonly string[]): Promise<Set<string>> {
  if (access === true) return new Set(ids);
  if (access === false || ids.length === 0) return new Set();
  const allowed = new Set<string>();
  for (let start = 0; start < ids.length; start += maxIds) {
    const chunk = ids.slice(start, start + maxIds);
    const compiled = compileListQuery(recordQueryDefinition(table), { filters: [{ field: 'id', op: 'in', value: [...chunk] }], select: ['id'], page: { mode: 'offset', pageNo: 1, pageSize: maxIds } }, { permission: access });
    if (!compiled.ok) return new Set();
    const { sql, bindings } = toKnexRaw(compiled.sql);
    const result = await trx.raw<{ rows: Array<{ id: string }> }>(sql, bindings as Knex.RawBinding[]);
    for (const row of result.rows) allowed.add(row.id);
  }
  return allowed;
}

/** Refuses with 404 (telling nothing) unless every id is a record the access answer lets through. */
export async function assertRecordsAllowed(trx: Knex.Transaction, table: FormTable, access: PermissionResult, ids: readonly string[]): Promise<void> {
  if (access === true) return;
  const allowed = await recordsAllowed(trx, table, access, ids);
  if (ids.some((id) => !allowed.has(id))) throw notFound();
}

/**
 * The ids of the master records the access answer lets through, as a subquery (`id in (…)`) for
 * lookups that find records by other columns (an import's business key): `undefined` when the
 * answer narrows nothing, and a subquery of no rows when it allows none.
 */
export function allowedRecordsSubquery(trx: Knex.Transaction, table: FormTable, access: PermissionResult): Knex.Raw | undefined {
  if (access === true) return undefined;
  const compiled = access === false ? undefined : compileListQuery(recordQueryDefinition(table), { select: ['id'] }, { permission: access });
  if (!compiled?.ok) return trx.raw('select null::uuid where false');
  // The whole filtered set, not a page of it: no order, no limit.
  const { limit: _limit, offset: _offset, ...select } = compiled.select;
  const { sql, bindings } = toKnexRaw(renderSelect({ ...select, orderBy: [] }));
  return trx.raw(sql, bindings as Knex.RawBinding[]);
}
