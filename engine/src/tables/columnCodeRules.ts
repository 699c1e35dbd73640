/**
 * The columns every business table gets from the platform (contract: id, tenant_id, audit columns,
 * row_version). A builder's column of the same name would clash when the table is created.
 */
export const systemColumnCodes = ['id', 'tenant_id', 'create_time', 'create_by', 'update_time', 'update_by', 'row_version'] as const;

/** Names the warning module writes into business tables (spec §5: warn_status and warnStatus are reserved). */
const warningColumnCodes = ['warn_status', 'warnstatus'];

/** PostgreSQL's own hidden columns: a column of that name cannot be created. */
const postgresSystemColumns = ['ctid', 'xmin', 'xmax', 'cmin', 'cmax', 'tableoid', 'oid'];

/**
 * SQL key words PostgreSQL reserves (its "reserved" and "reserved (can be function or type)"
 * categories). Quoted identifiers would accept them, but reports, SQL configs and exports written by
 * hand then need quotes everywhere, so the designer refuses them.
 */
export const sqlReservedWords: ReadonlySet<string> = new Set([
  'all', 'analyse', 'analyze', 'and', 'any', 'array', 'as', 'asc', 'asymmetric', 'authorization', 'binary', 'both', 'case', 'cast',
  'check', 'collate', 'collation', 'column', 'concurrently', 'constraint', 'create', 'cross', 'current_catalog', 'current_date',
  'current_role', 'current_schema', 'current_time', 'current_timestamp', 'current_user', 'default', 'deferrable', 'desc', 'distinct',
  'do', 'else', 'end', 'except', 'false', 'fetch', 'for', 'foreign', 'freeze', 'from', 'full', 'grant', 'group', 'having', 'ilike', 'in',
  'initially', 'inner', 'intersect', 'into', 'is', 'isnull', 'join', 'lateral', 'leading', 'left', 'like', 'limit', 'localtime',
  'localtimestamp', 'natural', 'not', 'notnull', 'null', 'offset', 'on', 'only', 'or', 'order', 'outer', 'overlaps', 'placing',
  'primary', 'references', 'returning', 'right', 'select', 'session_user', 'similar', 'some', 'symmetric', 'system_user', 'table',
  'tablesample', 'then', 'to', 'trailing', 'true', 'union', 'unique', 'user', 'using', 'variadic', 'verbose', 'when', 'where',
  'window', 'with',
]);

/** Virtual form fields (spec §5) start with this: they live in forms only, never as columns. */
export const virtualFieldPrefix = '_temp_';

export const maxColumnCodeLength = 18;

/** Whether a field code names a virtual field (kept in the form, never stored). */
export function isVirtualField(colCode: string): boolean {
  return colCode.startsWith(virtualFieldPrefix);
}

/**
 * What is wrong with a column code as a physical column (spec §5), as a message code, or undefined
 * when it is fine: starts with a letter, at most 18 characters, letters/digits/underscore, no
 * Chinese, not a virtual field, not reserved. Case-insensitive, since PostgreSQL folds names.
 */
export function columnCodeProblem(colCode: string): { code: string; args: unknown[] } | undefined {
  if (isVirtualField(colCode)) return { code: 'tables/virtual-column', args: [colCode] };
  if (/\p{Script=Han}/u.test(colCode)) return { code: 'tables/col-code-chinese', args: [colCode] };
  if (!/^[A-Za-z]/.test(colCode)) return { code: 'tables/col-code-start', args: [colCode] };
  if (!/^[A-Za-z0-9_]+$/.test(colCode)) return { code: 'tables/col-code-chars', args: [colCode] };
  if (colCode.length > maxColumnCodeLength) return { code: 'tables/col-code-length', args: [colCode, maxColumnCodeLength] };
  const lower = colCode.toLowerCase();
  if ((systemColumnCodes as readonly string[]).includes(lower) || postgresSystemColumns.includes(lower) || warningColumnCodes.includes(lower) || sqlReservedWords.has(lower)) {
    return { code: 'validation/reserved-name', args: [colCode] };
  }
  return undefined;
}
