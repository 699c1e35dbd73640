import { allowedFunctions, allowedTypes, catalogueSchema, readablePlatformTables } from './builderSqlAllowList';
import type { SqlProblem } from './prepareSql';

/**
 * The node kinds a SELECT may be built of. Any other kind met in the parse tree is refused, so a
 * construct this list does not know (XML functions, TABLESAMPLE, a statement other than SELECT, a
 * node a future PostgreSQL adds) cannot hide a call or a relation from the checks below.
 */
const selectNodeKinds: ReadonlySet<string> = new Set([
  'SelectStmt', 'ResTarget', 'RangeVar', 'RangeSubselect', 'RangeFunction', 'JoinExpr', 'Alias', 'SortBy', 'WindowDef',
  'WithClause', 'CommonTableExpr', 'CTESearchClause', 'CTECycleClause', 'GroupingSet', 'GroupingFunc', 'ColumnDef', 'TypeName',
  'String', 'Integer', 'Float', 'Boolean', 'BitString', 'List', 'A_Const', 'A_Star', 'ColumnRef', 'ParamRef', 'A_Expr', 'BoolExpr',
  'FuncCall', 'TypeCast', 'NullTest', 'BooleanTest', 'CaseExpr', 'CaseWhen', 'CoalesceExpr', 'MinMaxExpr', 'SubLink', 'A_ArrayExpr',
  'A_Indices', 'A_Indirection', 'RowExpr', 'CollateClause', 'SQLValueFunction', 'NamedArgExpr',
  'JsonObjectConstructor', 'JsonArrayConstructor', 'JsonArrayQueryConstructor', 'JsonObjectAgg', 'JsonArrayAgg', 'JsonAggConstructor',
  'JsonKeyValue', 'JsonValueExpr', 'JsonOutput', 'JsonReturning', 'JsonFormat', 'JsonIsPredicate', 'JsonFuncExpr', 'JsonArgument',
  'JsonBehavior', 'JsonParseExpr', 'JsonScalarExpr', 'JsonSerializeExpr', 'JsonTable', 'JsonTablePathSpec', 'JsonTableColumn',
]);

/** Statements that change data: inside a WITH they make a SELECT write. */
const dataModifyingKinds = new Set(['InsertStmt', 'UpdateStmt', 'DeleteStmt', 'MergeStmt']);

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The names of a `funcname`/`names` list (`[{ String: { sval } }]`). */
function nameList(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  return list.map((item) => (isObject(item) && isObject(item.String) && typeof item.String.sval === 'string' ? item.String.sval : '*'));
}

class Refusal extends Error {
  constructor(readonly problem: SqlProblem) {
    super(problem.code);
  }
}
const refuse = (code: SqlProblem['code'], ...args: string[]): never => {
  throw new Refusal({ code, args });
};

/** What the walk needs to know besides the tree. */
export interface CheckContext {
  /** Byte offsets where a `biz.<tableCode>` reference of the lexer starts (a business table by code). */
  tableReferenceOffsets: ReadonlySet<number>;
}

interface WalkContext extends CheckContext {
  /** Each function in FROM by the name its rows go by, with the column names it declares. */
  functionSources: ReadonlyMap<string, ReadonlySet<string>>;
}

/** Column names a function in FROM gives without declaring them: jsonb_each's pair, WITH ORDINALITY's counter. */
const undeclaredFunctionColumns = ['key', 'value', 'ordinality'];

/**
 * The functions in FROM (`generate_series(1, 3) g`, `jsonb_to_recordset(x) as r(a int)`), each by
 * its alias (else the function's name) with the column names it declares. A name after one of
 * these (`g.x`) that is not a column is read by PostgreSQL as a call (`x(g)`): see `checkColumnRef`.
 */
function functionSourcesOf(tree: unknown, found = new Map<string, Set<string>>()): Map<string, Set<string>> {
  if (Array.isArray(tree)) {
    for (const item of tree) functionSourcesOf(item, found);
    return found;
  }
  if (!isObject(tree)) return found;
  if (isObject(tree.RangeFunction)) {
    const source = tree.RangeFunction;
    const alias = isObject(source.alias) ? source.alias : undefined;
    const calls = nodesOfKind(source.functions, 'FuncCall');
    const calledName = nameList(calls[0]?.funcname).pop() ?? '';
    const name = typeof alias?.aliasname === 'string' ? alias.aliasname : calledName;
    // Column definition lists (`as r(a int)`, `rows from (f() as (a int))`) declare names too.
    const defined = nodesOfKind(source, 'ColumnDef').flatMap((def) => (typeof def.colname === 'string' ? [def.colname] : []));
    found.set(name, new Set([...(found.get(name) ?? []), name, ...undeclaredFunctionColumns, ...nameList(alias?.colnames), ...defined]));
  }
  for (const child of Object.values(tree)) functionSourcesOf(child, found);
  return found;
}

/** The payloads of every `{ kind: payload }` node under `tree`. */
function nodesOfKind(tree: unknown, kind: string, found: Json[] = []): Json[] {
  if (Array.isArray(tree)) for (const item of tree) nodesOfKind(item, kind, found);
  else if (isObject(tree)) {
    if (isObject(tree[kind])) found.push(tree[kind]);
    for (const child of Object.values(tree)) nodesOfKind(child, kind, found);
  }
  return found;
}

/**
 * PostgreSQL reads `a.b`, when `a` is a source without a column `b`, as the call `b(a)`, and
 * `(expr).b` as `b(expr)` when `expr` has no field `b` ("functional notation"): a call no FuncCall
 * node shows. Over a function in FROM (a scalar: `unnest(array['x']) g` then `g.to_regclass`) and
 * after `(…)`, a name must be a declared column or an allowed function. (Over a table, a CTE or a
 * subquery, `a` is a whole row: no function off the list takes one to any effect.)
 */
function checkColumnRef(fields: unknown, context: WalkContext): void {
  const names = nameList(fields);
  if (names.length !== 2) return;
  const [source, field] = names as [string, string];
  const declared = context.functionSources.get(source);
  if (declared && field !== '*' && !declared.has(field) && !allowedFunctions.has(field)) refuse('sqlConfig/forbidden-function', `${source}.${field}`);
}

function checkFieldSelection(indirection: unknown): void {
  if (!Array.isArray(indirection)) return;
  for (const item of indirection) {
    const name = isObject(item) && isObject(item.String) && typeof item.String.sval === 'string' ? item.String.sval : undefined;
    if (name !== undefined && !allowedFunctions.has(name) && !undeclaredFunctionColumns.includes(name)) refuse('sqlConfig/unsupported-syntax', `(…).${name}`);
  }
}

/**
 * A function call: its name (after the parser decoded any escapes) must be on the allow-list, and a
 * qualified name may only be `pg_catalog.<name>` (which is also how SQL-syntax forms arrive).
 */
function checkFunction(funcname: unknown): void {
  const names = nameList(funcname);
  const name = names[names.length - 1] ?? '';
  const shown = names.join('.');
  if (names.length > 2 || (names.length === 2 && names[0] !== catalogueSchema)) refuse('sqlConfig/forbidden-function', shown);
  if (!allowedFunctions.has(name)) refuse('sqlConfig/forbidden-function', shown);
}

/** A type named by a cast or a column definition: plain or pg_catalog, on the allow-list (no reg*, no row types). */
function checkType(typeName: Json): void {
  const names = nameList(typeName.names);
  const name = names[names.length - 1] ?? '';
  const shown = names.join('.');
  if (names.length > 2 || (names.length === 2 && names[0] !== catalogueSchema)) refuse('sqlConfig/forbidden-type', shown);
  if (!allowedTypes.has(name) || typeName.pct_type === true) refuse('sqlConfig/forbidden-type', shown);
}

/** An operator named with a schema (`OPERATOR(s.+)`) must be one of pg_catalog's. */
function checkOperator(name: unknown): void {
  const names = nameList(name);
  if (names.length > 1 && (names.length > 2 || names[0] !== catalogueSchema)) refuse('sqlConfig/forbidden-function', `OPERATOR(${names.join('.')})`);
}

/**
 * A relation: a business table named `biz.<tableCode>` (where the lexer found it: it becomes the
 * tenant's physical table when run), a common table expression in scope, or one of the readable
 * platform tables by its plain name. Nothing else: no catalogue, no other schema, no `pg_*` name
 * even unqualified (pg_catalog is searched first), no physical business table name.
 */
function checkRelation(relation: Json, scope: ReadonlySet<string>, context: WalkContext): void {
  const relname = typeof relation.relname === 'string' ? relation.relname : '';
  const schemaname = typeof relation.schemaname === 'string' ? relation.schemaname : undefined;
  const shown = [relation.catalogname, schemaname, relname].filter((part) => typeof part === 'string').join('.');
  if (typeof relation.catalogname === 'string') refuse('sqlConfig/forbidden-relation', shown);
  if (schemaname !== undefined) {
    const isCodeReference = schemaname === 'biz' && typeof relation.location === 'number' && context.tableReferenceOffsets.has(relation.location);
    if (!isCodeReference) refuse('sqlConfig/forbidden-relation', shown);
    return;
  }
  if (relname.startsWith('pg_')) refuse('sqlConfig/forbidden-relation', shown);
  if (scope.has(relname) || readablePlatformTables.has(relname)) return;
  refuse('sqlConfig/forbidden-relation', shown);
}

/** The names of a WITH clause each common table expression's query sees, and the names the statement sees. */
function withScopes(withClause: Json, outer: ReadonlySet<string>): { cteScopes: Array<ReadonlySet<string>>; bodyScope: ReadonlySet<string> } {
  const ctes = Array.isArray(withClause.ctes) ? withClause.ctes : [];
  const names = ctes.map((cte) => (isObject(cte) && isObject(cte.CommonTableExpr) && typeof cte.CommonTableExpr.ctename === 'string' ? cte.CommonTableExpr.ctename : ''));
  const all = new Set([...outer, ...names]);
  // A recursive WITH sees all its names everywhere; otherwise each query sees only the ones before it.
  const cteScopes = names.map((_, i) => (withClause.recursive === true ? all : new Set([...outer, ...names.slice(0, i)])));
  return { cteScopes, bodyScope: all };
}

/** One node `{ Kind: payload }`: refused unless its kind is a SELECT's; SELECTs open a WITH scope. */
function visitNode(kind: string, payload: unknown, scope: ReadonlySet<string>, context: WalkContext): void {
  if (dataModifyingKinds.has(kind)) refuse('sqlConfig/forbidden-clause', 'INSERT/UPDATE/DELETE/MERGE');
  if (kind === 'LockingClause') refuse('sqlConfig/forbidden-clause', 'FOR UPDATE/SHARE');
  if (kind === 'IntoClause') refuse('sqlConfig/forbidden-clause', 'INTO');
  if (kind.endsWith('Stmt') && kind !== 'SelectStmt') refuse('sqlConfig/not-a-query', kind);
  if (!selectNodeKinds.has(kind)) refuse('sqlConfig/unsupported-syntax', kind);
  if (kind === 'TypeName' && isObject(payload)) checkType(payload);
  if (kind === 'ColumnRef' && isObject(payload)) checkColumnRef(payload.fields, context);
  if (kind === 'A_Indirection' && isObject(payload)) checkFieldSelection(payload.indirection);
  if (kind === 'SelectStmt' && isObject(payload)) {
    if (payload.intoClause !== undefined) refuse('sqlConfig/forbidden-clause', 'INTO');
    if (Array.isArray(payload.lockingClause) && payload.lockingClause.length > 0) refuse('sqlConfig/forbidden-clause', 'FOR UPDATE/SHARE');
    if (isObject(payload.withClause)) {
      const { cteScopes, bodyScope } = withScopes(payload.withClause, scope);
      const ctes = Array.isArray(payload.withClause.ctes) ? payload.withClause.ctes : [];
      ctes.forEach((cte, i) => walk(cte, cteScopes[i] ?? scope, context));
      const { withClause: _with, ...rest } = payload;
      walk(rest, bodyScope, context);
      return;
    }
  }
  walk(payload, scope, context);
}

/**
 * Every value of the tree. Objects whose keys start with a capital are nodes (`{ FuncCall: {…} }`);
 * the parser leaves some typed fields unwrapped (a TypeCast's `typeName`, a DELETE's `relation`), so
 * the three things that reach outside are also recognised by their shape wherever they are: a
 * `funcname` (a call), a `relname` (a relation), a `names` + `typemod` (a type).
 */
function walk(value: unknown, scope: ReadonlySet<string>, context: WalkContext): void {
  if (Array.isArray(value)) {
    for (const item of value) walk(item, scope, context);
    return;
  }
  if (!isObject(value)) return;
  if ('funcname' in value) checkFunction(value.funcname);
  if ('relname' in value) checkRelation(value, scope, context);
  if (Array.isArray(value.names) && 'typemod' in value) checkType(value);
  if ('intoClause' in value) refuse('sqlConfig/forbidden-clause', 'INTO');
  for (const key of ['name', 'operName', 'useOp']) if (Array.isArray(value[key])) checkOperator(value[key]);
  for (const [key, child] of Object.entries(value)) {
    if (/^[A-Z]/.test(key)) visitNode(key, child, scope, context);
    else {
      if (key === 'typeName' && isObject(child)) checkType(child);
      walk(child, scope, context);
    }
  }
}

/**
 * Checks a parse tree (libpg-query's JSON) of a builder's statement: one SELECT (WITH allowed, no
 * data-modifying WITH, no INTO, no FOR UPDATE/SHARE), only allowed node kinds, functions, types
 * and relations. Pure; `undefined` when the statement may run.
 */
export function checkParseTree(tree: unknown, context: CheckContext): SqlProblem | undefined {
  try {
    const statements = isObject(tree) && Array.isArray(tree.stmts) ? tree.stmts : [];
    if (statements.length === 0) return { code: 'sqlConfig/empty', args: [] };
    if (statements.length > 1) return { code: 'sqlConfig/multiple-statements', args: [] };
    const statement = isObject(statements[0]) ? statements[0].stmt : undefined;
    const kind = isObject(statement) ? Object.keys(statement)[0] ?? '' : '';
    if (kind !== 'SelectStmt') return { code: 'sqlConfig/not-a-query', args: [kind.replace(/Stmt$/, '').toUpperCase()] };
    walk(statement, new Set(), { ...context, functionSources: functionSourcesOf(statement) });
    return undefined;
  } catch (error) {
    if (error instanceof Refusal) return error.problem;
    // A tree too deep to walk is refused, never run unchecked.
    if (error instanceof RangeError) return { code: 'sqlConfig/too-complex', args: [] };
    throw error;
  }
}

