import { namedParameterNames } from '@wharf/engine';

/**
 * The named parameters (`:name`) a SQL text uses, in order of first use: the engine's
 * `namedParameterNames`, the same reading the server binds by (PostgreSQL's lexical rules: strings
 * of every kind, quoted identifiers, nested comments and `::` casts hold none). The designer uses the
 * list to offer declarations and a test-run form.
 */
export function sqlParameterNames(sql: string): string[] {
  return namedParameterNames(sql);
}

/** Names used in the SQL but not declared, and declared but not used. */
export function parameterMismatch(sql: string, declared: ReadonlyArray<{ name: string }>): { undeclared: string[]; unused: string[] } {
  const used = sqlParameterNames(sql);
  const declaredNames = new Set(declared.map((parameter) => parameter.name));
  const usedNames = new Set(used);
  return { undeclared: used.filter((name) => !declaredNames.has(name)), unused: [...declaredNames].filter((name) => !usedNames.has(name)) };
}
