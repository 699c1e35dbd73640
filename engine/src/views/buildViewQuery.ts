import type { TableDefinition, ViewColumn, ViewDefinition } from '@wharf/schemas';
import type { QueryColumn, QueryColumnType, QueryDefinition, SqlText } from '../query/types';
import type { MaskKind } from './maskValue';

/** What the list needs to know about one view column beyond the query: its title and masking. */
export interface ViewColumnMeta {
  field: string;
  title: string;
  colType: string;
  mask: MaskKind;
  dictCode?: string;
  isHidden: boolean;
  isExport: boolean;
}

/** The list query of a view, twice: as callers who may unmask use it, and as everyone else may. */
export interface ViewQuery {
  /** The query as callers without the unmasking permission may use it (masked columns neither filter nor sort). */
  masked: QueryDefinition;
  /** The query for callers who see unmasked values. */
  unmasked: QueryDefinition;
  columns: ViewColumnMeta[];
  /** Whether the rows come from the builder's report SQL (run as wharf_sql_reader). */
  isReport: boolean;
  /**
   * The query-string names that are the view's own parameters, bound into its report SQL rather
   * than read as filters: the view's `parameterKey`s for a report view, none for a table view.
   */
  parameterKeys: string[];
}

/** Columns every business table has (contract "Business tables"), under the names lists use. */
const systemColumns: ReadonlyArray<{ field: string; column: string; type: QueryColumnType; aliases: string[] }> = [
  { field: 'id', column: 'id', type: 'string', aliases: [] },
  { field: 'createTime', column: 'create_time', type: 'datetime', aliases: ['create_time'] },
  { field: 'createBy', column: 'create_by', type: 'string', aliases: ['create_by'] },
  { field: 'updateTime', column: 'update_time', type: 'datetime', aliases: ['update_time'] },
  { field: 'updateBy', column: 'update_by', type: 'string', aliases: ['update_by'] },
  { field: 'rowVersion', column: 'row_version', type: 'number', aliases: ['row_version'] },
];

const tableTypes: Readonly<Record<string, QueryColumnType | undefined>> = {
  varchar: 'string', text: 'string', int: 'number', bigint: 'number', decimal: 'number', date: 'date', datetime: 'datetime', time: 'time', boolean: 'boolean', json: undefined,
};
const viewTypes: Readonly<Record<string, QueryColumnType>> = {
  string: 'string', number: 'number', date: 'date', datetime: 'datetime', time: 'time', boolean: 'boolean', dict: 'string', image: 'string', link: 'string',
};

const yes = (value: string | undefined) => value === 'Y';

function meta(column: ViewColumn): ViewColumnMeta {
  return {
    field: column.colCode, title: column.colName, colType: column.colType ?? 'string', mask: (column.tuoMin ?? 'none') as MaskKind,
    ...(column.dictCode ? { dictCode: column.dictCode } : {}), isHidden: yes(column.isHidden), isExport: column.isExport !== 'N',
  };
}

/** A view's query, or the builder's mistake that stops it (`view/unknown-column` with the column's code). */
export type ViewQueryResult = { ok: true; query: ViewQuery } | { ok: false; code: 'view/unknown-column'; args: [string] };

/**
 * The list query of a view over a synced business table: one declared column per view column
 * (resolved to the table's column or a system column; anything else is the builder's mistake,
 * answered as `view/unknown-column`), plus `id` and `createTime` so records carry their key and the
 * default sort's value. JSON columns are shown but never filtered or sorted; timestamps and dates
 * come back as PostgreSQL text. `physicalName` is the table's name in the `biz` schema.
 */
export function buildTableViewQuery(view: ViewDefinition, physicalName: string, table: TableDefinition): ViewQueryResult {
  const tableColumns = new Map(table.columns.map((c) => [c.colCode, c]));
  const declared = new Map<string, QueryColumn>();
  const columns: ViewColumnMeta[] = [];
  for (const column of view.columns ?? []) {
    const system = systemColumns.find((s) => s.field === column.colCode || s.aliases.includes(column.colCode));
    const tableColumn = tableColumns.get(column.colCode);
    if (!system && !tableColumn) return { ok: false, code: 'view/unknown-column', args: [column.colCode] };
    const type = system ? system.type : tableTypes[tableColumn!.colType];
    declared.set(column.colCode, {
      field: column.colCode,
      column: system ? system.column : column.colCode,
      ...(type ? { type } : { isFilterable: false, isSortable: false }),
      ...(column.queryOp ? { queryOp: column.queryOp } : {}),
      ...(type === 'datetime' || type === 'date' || type === 'time' ? { isSelectedAsText: true } : {}),
    });
    columns.push(meta(column));
  }
  for (const system of systemColumns.slice(0, 2)) {
    if (![...declared.values()].some((c) => c.column === system.column)) declared.set(system.field, { field: system.field, column: system.column, type: system.type, ...(system.type === 'datetime' ? { isSelectedAsText: true } : {}) });
  }
  return { ok: true, query: withMasking({ table: physicalName, schema: 'biz', columns: [...declared.values()], ...defaults(view, declared) }, columns, undefined) };
}

/**
 * The list query of a view over its report SQL (spec §5: the list SQL must return id): the SQL,
 * already bound, becomes the FROM subquery; columns come from the view with the view's types.
 */
export function buildReportViewQuery(view: ViewDefinition, source: SqlText): ViewQuery {
  const declared = new Map<string, QueryColumn>();
  const columns: ViewColumnMeta[] = [];
  for (const column of view.columns ?? []) {
    const type = viewTypes[column.colType ?? 'string'] ?? 'string';
    declared.set(column.colCode, {
      field: column.colCode, type,
      ...(column.queryOp ? { queryOp: column.queryOp } : {}),
      ...(type === 'datetime' || type === 'date' || type === 'time' ? { isSelectedAsText: true } : {}),
    });
    columns.push(meta(column));
  }
  if (!declared.has('id')) declared.set('id', { field: 'id', type: 'string' });
  return withMasking({ table: 'report', source, columns: [...declared.values()], ...defaults(view, declared) }, columns, (view.parameters ?? []).map((p) => p.parameterKey));
}

function defaults(view: ViewDefinition, declared: ReadonlyMap<string, QueryColumn>): Pick<QueryDefinition, 'defaultSort'> {
  const sortField = view.page?.sortColumn;
  if (sortField && declared.has(sortField)) return { defaultSort: { field: sortField, order: view.page?.sortOrder ?? 'desc' } };
  return declared.has('createTime') ? { defaultSort: { field: 'createTime', order: 'desc' } } : { defaultSort: { field: 'id', order: 'desc' } };
}

/** `parameterKeys` is undefined for a table view, the view's parameter keys (maybe none) for a report view. */
function withMasking(unmasked: QueryDefinition, columns: ViewColumnMeta[], parameterKeys: string[] | undefined): ViewQuery {
  const maskedFields = new Set(columns.filter((c) => c.mask !== 'none').map((c) => c.field));
  // Filtering or sorting on a masked column would let a user find its hidden value one guess at a time.
  const masked: QueryDefinition = maskedFields.size === 0 ? unmasked : {
    ...unmasked,
    columns: unmasked.columns.map((c) => (maskedFields.has(c.field) ? { ...c, isFilterable: false, isSortable: false } : c)),
  };
  return { masked, unmasked, columns, isReport: parameterKeys !== undefined, parameterKeys: parameterKeys ?? [] };
}
