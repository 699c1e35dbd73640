import { columnValue, desiredShape, formatMessage, isUuid, isVirtualField, type Language } from '@wharf/engine';
import type { TableColumn } from '@wharf/schemas';
import type { Knex } from 'knex';
import { businessSchema } from '../db/businessSchema';
import { ValidationFailed, type FieldIssue } from '../http/errors';
import { resolveBusinessTable } from '../eform/tables/businessTable';

/** A condition value: one value (equals), a list (any of), or null (is empty). */
export type ConditionValue = string | number | boolean | null | Array<string | number | boolean>;

export interface TableRowsQuery {
  tableName: string;
  condition?: Record<string, ConditionValue>;
  /** The columns to return; every stored column of the table when left out. */
  columns?: string[];
  pageNo: number;
  pageSize: number;
}

/** A read may not hold the connection longer than a list read does. */
const statementTimeout = '30s';

type Bound = string | number | boolean | null;

/** The value bound for one column, or the issue at `path` (the engine's column check, as saving a record does). */
function bindValue(column: TableColumn | 'id', value: string | number | boolean, path: string, lang: Language): Bound | FieldIssue {
  if (column === 'id') {
    return isUuid(value) ? value : { path, code: 'request/pattern', message: formatMessage('system/validation-error', lang) };
  }
  const checked = columnValue(desiredShape(column), value);
  return checked.ok ? checked.value : { path, code: checked.code, message: formatMessage(checked.code, lang, checked.args) };
}

const isIssue = (value: unknown): value is FieldIssue => typeof value === 'object' && value !== null && 'path' in value;

/**
 * `dynamicquery/queryListByTableNameAndCondition`: rows of one of the tenant's synced business
 * tables matching a condition of column values. The table and every column are looked up in the
 * tenant's registry (`resolveBusinessTable`, as the duplicate check does) and only then named in
 * SQL, quoted by Knex; values are checked against their column type and bound. Row-level security
 * keeps the rows to the tenant. Unknown names and unfit values are 400s at their paths.
 */
export async function queryTableRows(trx: Knex.Transaction, query: TableRowsQuery, lang: Language): Promise<{ records: Array<Record<string, unknown>>; hasMore: boolean }> {
  const table = await resolveBusinessTable(trx, query.tableName);
  if (!table) throw new ValidationFailed([{ path: '/body/tableName', code: 'tables/unknown-table', message: formatMessage('tables/unknown-table', lang, [query.tableName]) }]);
  const stored = new Map<string, TableColumn | 'id'>([['id', 'id'], ...table.definition.columns.filter((c) => !isVirtualField(c.colCode)).map((c) => [c.colCode, c] as const)]);
  const issues: FieldIssue[] = [];
  const unknownField = (path: string, name: string): FieldIssue => ({ path, code: 'tables/unknown-field', message: formatMessage('tables/unknown-field', lang, [query.tableName, name]) });

  const columns = query.columns ?? [...stored.keys()];
  columns.forEach((name, index) => {
    if (!stored.has(name)) issues.push(unknownField(`/body/columns/${index}`, name));
  });
  const filters: Array<{ column: string; values: Bound[] | null }> = [];
  for (const [name, value] of Object.entries(query.condition ?? {})) {
    const path = `/body/condition/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    const column = stored.get(name);
    if (!column) {
      issues.push(unknownField(path, name));
      continue;
    }
    if (value === null) {
      filters.push({ column: name, values: null });
      continue;
    }
    const bound = (Array.isArray(value) ? value : [value]).map((one, index) => bindValue(column, one, Array.isArray(value) ? `${path}/${index}` : path, lang));
    const wrong = bound.filter(isIssue);
    if (wrong.length > 0) issues.push(...wrong);
    else filters.push({ column: name, values: bound as Bound[] });
  }
  if (issues.length > 0) throw new ValidationFailed(issues);

  await trx.raw(`set local statement_timeout = '${statementTimeout}'`);
  // One row past the page says whether another page follows, without counting the table.
  const rows: Array<Record<string, unknown>> = await trx.withSchema(businessSchema).from(table.physicalName)
    .select([...new Set(columns)])
    .modify((q) => {
      for (const filter of filters) {
        if (filter.values === null) q.whereNull(filter.column);
        else if (filter.values.length === 1 && filter.values[0] === null) q.whereNull(filter.column);
        else q.whereIn(filter.column, filter.values.filter((v) => v !== null) as Array<string | number | boolean>);
      }
    })
    .orderBy([{ column: 'create_time', order: 'desc' }, { column: 'id', order: 'desc' }])
    .limit(query.pageSize + 1)
    .offset((query.pageNo - 1) * query.pageSize);
  return { records: rows.slice(0, query.pageSize), hasMore: rows.length > query.pageSize };
}
