import { defaultLanguage, type Language } from '../i18n/types';
import { formatMessage } from '../i18n/formatMessage';
import type { QueryColumn, QueryDefinition, QueryError } from './types';

/** A declared column with its database name resolved. */
export interface ResolvedColumn extends QueryColumn {
  column: string;
}

/** What the compilers share while building one query: the declared columns and the errors so far. */
export interface QueryContext {
  definition: QueryDefinition;
  columns: ReadonlyMap<string, ResolvedColumn>;
  errors: QueryError[];
  lang: Language;
  report(path: string, code: string, args?: unknown[]): void;
}

// Definitions are read-only once loaded, so their resolved columns are kept per definition object:
// the list endpoint compiles many requests against the same few definitions.
const resolvedColumns = new WeakMap<QueryDefinition, ReadonlyMap<string, ResolvedColumn>>();

function columnsOf(definition: QueryDefinition): ReadonlyMap<string, ResolvedColumn> {
  let columns = resolvedColumns.get(definition);
  if (!columns) {
    const map = new Map<string, ResolvedColumn>();
    for (const column of definition.columns) map.set(column.field, { ...column, column: column.column ?? column.field });
    columns = map;
    resolvedColumns.set(definition, columns);
  }
  return columns;
}

/** A fresh context for one compilation. The definition must not be changed after its first use. */
export function createQueryContext(definition: QueryDefinition, lang: Language = defaultLanguage): QueryContext {
  const errors: QueryError[] = [];
  const columns = columnsOf(definition);
  return {
    definition,
    columns,
    errors,
    lang,
    report(path, code, args = []) {
      errors.push({ path, code, message: formatMessage(code, lang, args) });
    },
  };
}

/** The declared column a client names, or an error: unknown names are never dropped silently. */
export function resolveColumn(context: QueryContext, field: unknown, path: string): ResolvedColumn | undefined {
  // A Map has no prototype keys to trip over: '__proto__' or 'constructor' are simply unknown fields.
  const column = typeof field === 'string' ? context.columns.get(field) : undefined;
  if (!column) context.report(path, 'query/unknown-field', [String(field)]);
  return column;
}
