import type { DatasetDefinition } from '@wharf/schemas';
import { defaultLanguage } from '../i18n/types';
import { formatMessage } from '../i18n/formatMessage';
import { compileConditionToSql } from '../query/compileConditionToSql';
import { createQueryContext } from '../query/queryContext';
import { quoteIdentifier, renderExpression } from '../query/renderSql';
import { sqlAst, type SqlExpression } from '../query/sqlAst';
import type { QueryColumn, QueryColumnType, QueryDefinition, QueryError } from '../query/types';
import { compileDatasetFilters, hasRequiredFilter } from './datasetFilters';
import { defaultDatasetMaxRows, type DatasetPlanInput, type DatasetPlanResult } from './datasetPlanTypes';
import { resolveDatasetSelection } from './datasetSelection';
import type { DatasetColumn } from './types';

type Dimension = DatasetDefinition['dimension'][number];
type Measure = DatasetDefinition['measure'][number];

/** The alias of the row set the aggregate reads (the inner select). */
const rowsAlias = 'wharf_rows';
/** The alias of a SQL config's rows inside the inner select. */
const sourceAlias = 'wharf_source';

// date_trunc's unit is bound, and only these (the schema's enum) are ever bound.
const granularities: ReadonlySet<string> = new Set(['day', 'week', 'month', 'quarter', 'year']);

const aggregateText: Readonly<Record<Measure['aggregate'], (column: string) => string>> = {
  sum: (c) => `sum(${c})`,
  avg: (c) => `avg(${c})`,
  count: (c) => `count(${c})`,
  countDistinct: (c) => `count(DISTINCT ${c})`,
  max: (c) => `max(${c})`,
  min: (c) => `min(${c})`,
};

function answerType(type: QueryColumnType | undefined): DatasetColumn['colType'] {
  return type === 'number' || type === 'date' || type === 'datetime' ? type : 'string';
}

/** The columns the source offers, by the names the definition uses. */
function sourceDefinition(input: DatasetPlanInput): QueryDefinition {
  const { source, dataset } = input;
  if (source.kind === 'table') return { table: source.table, schema: source.schema, columns: source.columns };
  // A SQL config's result columns are what the dataset declares over it: they are the only names it may use.
  const columns: QueryColumn[] = [
    ...dataset.dimension.map((d): QueryColumn => ({ field: d.colCode, type: d.colType ?? 'string' })),
    ...dataset.measure.map((m): QueryColumn => ({ field: m.colCode, type: 'number' })),
  ];
  return { table: sourceAlias, columns };
}

/**
 * Plans a dataset query as one parameterised statement:
 *
 *     SELECT <dimensions>, <aggregates> FROM (
 *       SELECT <dimension expressions>, <measure columns> FROM <table or (SQL config)>
 *       WHERE <caller's row filter> AND <default filter> AND <widget condition>
 *     ) AS wharf_rows WHERE <query filters and drill path> GROUP BY <dimensions>
 *     ORDER BY <sort> LIMIT <row cap + 1>
 *
 * Identifiers come only from the definition and the server's source columns (quoted); every
 * value is bound (the date_trunc unit too, from an allow-list). The inner select has no
 * aggregate, so PostgreSQL folds it into the outer one and the filters reach the table's indexes.
 * Unknown dimensions, measures, filter columns, sort fields and hierarchies, and a missing
 * required filter, come back as errors with JSON-pointer paths into the query.
 */
export function planDatasetQuery(input: DatasetPlanInput): DatasetPlanResult {
  const { dataset, query } = input;
  const lang = input.lang ?? defaultLanguage;
  const errors: QueryError[] = [];
  const report = (path: string, code: string, args: unknown[] = []) => errors.push({ path, code, message: formatMessage(code, lang, args) });

  if (!query || typeof query !== 'object') return { ok: false, errors: [{ path: '', code: 'dataset/invalid-query', message: formatMessage('dataset/invalid-query', lang) }] };
  const selection = resolveDatasetSelection(dataset, query, report);
  if (selection.dimensions.length === 0 && selection.measures.length === 0 && errors.length === 0) report('/measures', 'dataset/nothing-selected');
  if (!hasRequiredFilter(dataset, query.filters, selection.drillEquals.map((s) => s.dimension.colCode))) report('/filters', 'dataset/filter-required', [(dataset.requiredFilters ?? []).join(', ')]);

  // The source's columns, and the rows' columns (dimensions under their codes, as the query names them).
  const sourceContext = createQueryContext(sourceDefinition(input), lang);
  const filterCodes = Array.isArray(query.filters) ? query.filters.map((f) => f?.colCode) : [];
  const needed = dataset.dimension.filter((d) => selection.dimensions.includes(d) || filterCodes.includes(d.colCode) || selection.drillEquals.some((s) => s.dimension === d));
  const sourceColumnOf = (field: string, path: string) => {
    const column = sourceContext.columns.get(field);
    if (!column) report(path, 'dataset/unknown-source-column', [field]);
    return column;
  };
  const rowsColumns: QueryColumn[] = needed.map((d) => {
    const type = d.dateGranularity ? 'date' : (d.colType ?? sourceContext.columns.get(d.colCode)?.type);
    return { field: d.colCode, ...(type ? { type } : {}) };
  });
  const rowsContext = createQueryContext({ table: rowsAlias, columns: rowsColumns }, lang);
  const outerWhere = compileDatasetFilters(rowsContext, query.filters, selection.drillEquals);
  errors.push(...rowsContext.errors.map(asPointer));
  if (errors.length > 0) return { ok: false, errors };

  const values: unknown[] = input.source.kind === 'sql' ? [...input.source.sql.values] : [];
  const bind = (value: unknown) => (values.push(value), `$${values.length}`);

  const innerItems: string[] = [];
  for (const dimension of needed) {
    const column = sourceColumnOf(dimension.colCode, `/definition/dimension/${dataset.dimension.indexOf(dimension)}/colCode`);
    if (column) innerItems.push(`${dimensionExpression(dimension, quoteIdentifier(column.column), bind)} AS ${quoteIdentifier(dimension.colCode)}`);
  }
  for (const measure of selection.measures) {
    const column = sourceColumnOf(measure.colCode, `/definition/measure/${dataset.measure.indexOf(measure)}/colCode`);
    if (column) innerItems.push(`${quoteIdentifier(column.column)} AS ${quoteIdentifier(measure.colCode)}`);
  }
  const innerWhere = innerConditions(input, sourceContext, errors);
  if (errors.length > 0 || innerWhere === undefined) return { ok: false, errors };

  const from = input.source.kind === 'table'
    ? `${quoteIdentifier(input.source.schema)}.${quoteIdentifier(input.source.table)}`
    : `(${input.source.sql.text}\n) AS ${quoteIdentifier(sourceAlias)}`;
  const innerText = `SELECT ${innerItems.length > 0 ? innerItems.join(', ') : '1'} FROM ${from}${whereText(innerWhere, values)}`;

  const outerItems = [
    ...selection.dimensions.map((d) => {
      const name = quoteIdentifier(d.colCode);
      // Dates travel as ISO text (the driver would turn them into local-time Date objects).
      return isDateLike(d, rowsContext.columns.get(d.colCode)?.type) ? `${name}::text AS ${name}` : name;
    }),
    ...selection.measures.map((m) => `${aggregateText[m.aggregate](quoteIdentifier(m.colCode))} AS ${quoteIdentifier(m.colCode)}`),
  ];
  const maxRows = dataset.maxRows ?? defaultDatasetMaxRows;
  const limit = typeof query.limit === 'number' && Number.isInteger(query.limit) && query.limit > 0 ? Math.min(query.limit, maxRows) : maxRows;
  let text = `SELECT ${outerItems.join(', ')} FROM (${innerText}) AS ${quoteIdentifier(rowsAlias)}${whereText(sqlAst.and(outerWhere), values)}`;
  // A bare name in GROUP BY is the inner row's column (PostgreSQL prefers input columns there), in ORDER BY the answer's.
  if (selection.dimensions.length > 0 && selection.measures.length > 0) text += ` GROUP BY ${selection.dimensions.map((d) => quoteIdentifier(d.colCode)).join(', ')}`;
  if (selection.dimensions.length > 0 && selection.measures.length === 0) text = text.replace(/^SELECT /, 'SELECT DISTINCT ');
  if (selection.sort.length > 0) text += ` ORDER BY ${selection.sort.map((s) => `${quoteIdentifier(s.by)} ${s.order === 'desc' ? 'DESC' : 'ASC'} NULLS LAST`).join(', ')}`;
  text += ` LIMIT ${bind(limit + 1)}`;

  const columns: DatasetColumn[] = [
    ...selection.dimensions.map((d): DatasetColumn => ({
      key: d.colCode, title: d.title, role: 'dimension', colType: d.dateGranularity ? 'date' : answerType(d.colType ?? sourceContext.columns.get(d.colCode)?.type), ...(d.dictCode ? { dictCode: d.dictCode } : {}), ...(d.dateGranularity ? { dateGranularity: d.dateGranularity } : {}),
    })),
    ...selection.measures.map((m): DatasetColumn => ({ key: m.colCode, title: m.title, role: 'measure', colType: measureType(m, sourceContext.columns.get(m.colCode)?.type) })),
  ];
  return { ok: true, plan: { sql: { text, values }, columns, limit, ...(selection.drill ? { drill: selection.drill } : {}) } };
}

function isDateLike(dimension: Dimension, type: QueryColumnType | undefined): boolean {
  return dimension.dateGranularity !== undefined || type === 'date' || type === 'datetime' || type === 'time';
}

/** A count is a number whatever it counts; max and min keep a date's or a text's type. */
function measureType(measure: Measure, type: QueryColumnType | undefined): DatasetColumn['colType'] {
  if (measure.aggregate === 'max' || measure.aggregate === 'min') return type === undefined ? 'number' : answerType(type);
  return 'number';
}

function dimensionExpression(dimension: Dimension, column: string, bind: (value: unknown) => string): string {
  const unit = dimension.dateGranularity;
  if (unit === undefined) return column;
  if (!granularities.has(unit)) throw new Error(`unexpected date granularity ${String(unit)}`);
  // Through timestamp so dates and timestamps truncate alike, and back to a calendar date.
  return `date_trunc(${bind(unit)}, ${column}::timestamp)::date`;
}

/** The caller's row filter AND the dataset's default filter AND the widget's condition, on the source's columns. */
function innerConditions(input: DatasetPlanInput, context: ReturnType<typeof createQueryContext>, errors: QueryError[]): SqlExpression | undefined {
  const parts: SqlExpression[] = [];
  const rowFilter = input.rowFilter ?? true;
  if (rowFilter === false) return sqlAst.boolean(false);
  if (rowFilter !== true) {
    // A data rule naming a column the source lacks lets nothing through, as it does on the list.
    const compiled = compileConditionToSql(context, rowFilter, 'rowFilter');
    if (!compiled) return sqlAst.boolean(false);
    parts.push(compiled);
  }
  context.errors.length = 0;
  for (const [condition, path] of [[input.dataset.defaultFilter, '/definition/defaultFilter'], [input.condition, '/widget/filter']] as const) {
    if (!condition) continue;
    const compiled = compileConditionToSql(context, condition, path);
    if (!compiled) {
      errors.push(...context.errors.map(asPointer));
      return undefined;
    }
    parts.push(compiled);
  }
  return sqlAst.and(parts);
}

function whereText(where: SqlExpression, values: unknown[]): string {
  return where.kind === 'boolean' && where.value ? '' : ` WHERE ${renderExpression(where, values)}`;
}

/** The query compiler's `a.b[0]` paths as JSON pointers (`/a/b/0`). */
function asPointer(error: QueryError): QueryError {
  return { ...error, path: error.path.replace(/\.([A-Za-z_]\w*)/g, '/$1').replace(/\[(\d+)\]/g, '/$1') };
}
