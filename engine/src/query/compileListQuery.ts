import { defaultLanguage, type Language } from '../i18n/types';
import { compileConditionToSql } from './compileConditionToSql';
import { compileFilter } from './compileFilter';
import { compilePage } from './compilePage';
import { compileSort } from './compileSort';
import { createQueryContext, resolveColumn } from './queryContext';
import { renderCount, renderSelect } from './renderSql';
import { sqlAst, type SqlExpression, type SqlSelect } from './sqlAst';
import type { ListQueryOptions, ListQueryRequest, QueryDefinition, QueryError, SqlText } from './types';

export type ListQueryResult =
  | { ok: true; select: SqlSelect; sql: SqlText; countSql: SqlText }
  | { ok: false; errors: QueryError[] };

// No '$' in identifiers: the rendered text may be turned into knex '?' bindings by replacing $n.
const identifierPattern = /^[A-Za-z_][A-Za-z0-9_]*$/;

// Definitions are validated by their schemas; this second look keeps a bad definition from ever
// becoming an odd identifier, even though identifiers are quoted when rendered. The outcome is kept
// per definition object (definitions are read-only once loaded).
const checkedDefinitions = new WeakMap<QueryDefinition, ReadonlyArray<[string, string]>>();

function checkDefinition(definition: QueryDefinition, report: (path: string, code: string, args?: unknown[]) => void): void {
  let problems = checkedDefinitions.get(definition);
  if (!problems) {
    const found: Array<[string, string]> = [];
    if (!identifierPattern.test(definition.table)) found.push(['definition.table', definition.table]);
    if (definition.schema !== undefined && !identifierPattern.test(definition.schema)) found.push(['definition.schema', definition.schema]);
    definition.columns.forEach((column, index) => {
      const name = column.column ?? column.field;
      if (!identifierPattern.test(name)) found.push([`definition.columns[${index}]`, name]);
    });
    problems = found;
    checkedDefinitions.set(definition, problems);
  }
  for (const [path, name] of problems) report(path, 'query/invalid-identifier', [name]);
}

/**
 * Compiles a list-page request against a definition into a parameterised PostgreSQL select (and its
 * count) — the query compiler of ARCHITECTURE §5: every identifier is a declared column or the
 * declared table, quoted; every client value is a bound parameter; unknown fields, operators, values,
 * sort fields and page settings come back as errors `{ path, code, message }`, never dropped.
 *
 * WHERE = permission filter AND filters (each and-ed) AND super query (joined by its matchType)
 * AND keyset cursor. ORDER BY = requested or default sort, then the key field.
 */
export function compileListQuery(definition: QueryDefinition, request: ListQueryRequest, options: ListQueryOptions = {}, lang: Language = defaultLanguage): ListQueryResult {
  const context = createQueryContext(definition, lang);
  checkDefinition(definition, context.report);
  if (context.errors.length > 0) return { ok: false, errors: context.errors };

  const parts: Array<SqlExpression | undefined> = [];
  const permission = options.permission ?? true;
  if (permission === false) parts.push(sqlAst.boolean(false));
  else if (permission !== true) parts.push(compileConditionToSql(context, permission, 'permission'));

  // The request comes from a client: a wrong shape is an error, not a crash.
  if (request.filters !== undefined && !Array.isArray(request.filters)) context.report('filters', 'query/invalid-request');
  if (request.superQuery !== undefined && !Array.isArray(request.superQuery?.conditions)) context.report('superQuery.conditions', 'query/invalid-request');
  if (request.select !== undefined && !Array.isArray(request.select)) context.report('select', 'query/invalid-request');
  if (context.errors.length > 0) return { ok: false, errors: context.errors };

  (request.filters ?? []).forEach((filter, index) => parts.push(filter && typeof filter === 'object' ? compileFilter(context, filter, `filters[${index}]`) : (context.report(`filters[${index}]`, 'query/invalid-request'), undefined)));
  if (request.superQuery) {
    const matchType = request.superQuery.matchType ?? 'and';
    if (matchType !== 'and' && matchType !== 'or') context.report('superQuery.matchType', 'query/invalid-match-type', [String(matchType)]);
    const conditions = request.superQuery.conditions.map((filter, index) => (filter && typeof filter === 'object' ? compileFilter(context, filter, `superQuery.conditions[${index}]`) : (context.report(`superQuery.conditions[${index}]`, 'query/invalid-request'), undefined)));
    // An empty super-query condition means "no filter" (TRUE); under "or" that would match everything,
    // so such conditions are left out of the group instead.
    const meaningful = conditions.filter((part): part is SqlExpression => part !== undefined && !(part.kind === 'boolean' && part.value));
    if (conditions.every((part) => part !== undefined)) parts.push(matchType === 'or' && meaningful.length > 0 ? sqlAst.or(meaningful) : sqlAst.and(meaningful));
  }

  const sort = compileSort(context, request.sort);
  const page = compilePage(context, request.page, sort, options.probeNextPage === true);
  if (page.after) parts.push(page.after);

  const selected = request.select && request.select.length > 0
    ? request.select.map((field, index) => resolveColumn(context, field, `select[${index}]`))
    : [...context.columns.values()];
  if (context.errors.length > 0 || parts.some((part) => part === undefined)) return { ok: false, errors: context.errors };

  const select: SqlSelect = {
    ...(definition.schema ? { schema: definition.schema } : {}),
    table: definition.table,
    ...(definition.source ? { source: definition.source } : {}),
    columns: selected.map((column) => ({ column: column!.column, alias: column!.field, ...(column!.isSelectedAsText ? { asText: true } : {}) })),
    where: sqlAst.and(parts as SqlExpression[]),
    orderBy: sort.orderBy,
    limit: page.limit,
    ...(page.offset !== undefined ? { offset: page.offset } : {}),
  };
  let countSql: SqlText | undefined;
  return {
    ok: true,
    select,
    sql: renderSelect(select),
    // Rendered on first use: many list calls skip the count (hasMore paging).
    get countSql(): SqlText {
      countSql ??= renderCount({ ...select, where: sqlAst.and(parts.filter((part) => part !== page.after) as SqlExpression[]) });
      return countSql;
    },
  };
}
