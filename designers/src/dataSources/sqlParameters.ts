/**
 * The named parameters (`:name`) a SQL text uses, in order of first use, skipping what only looks
 * like one: PostgreSQL casts (`::text`), string literals, quoted identifiers, dollar-quoted bodies
 * and comments. The server binds these by name; the designer uses the list to offer declarations
 * and a test-run form.
 */
export function sqlParameterNames(sql: string): string[] {
  const names: string[] = [];
  const seen = new Set<string>();
  let i = 0;
  const skipUntil = (end: string, from: number) => {
    const at = sql.indexOf(end, from);
    return at < 0 ? sql.length : at + end.length;
  };
  while (i < sql.length) {
    const char = sql[i]!;
    const next = sql[i + 1];
    if (char === '-' && next === '-') i = skipUntil('\n', i + 2);
    else if (char === '/' && next === '*') i = skipUntil('*/', i + 2);
    else if (char === "'") {
      // '' inside a literal is an escaped quote: keep scanning until a lone closing quote.
      i += 1;
      while (i < sql.length && !(sql[i] === "'" && sql[i + 1] !== "'")) i += sql[i] === "'" ? 2 : 1;
      i += 1;
    } else if (char === '"') i = skipUntil('"', i + 1);
    else if (char === '$') {
      const tag = /^\$[A-Za-z_]*\$/.exec(sql.slice(i));
      i = tag ? skipUntil(tag[0], i + tag[0].length) : i + 1;
    } else if (char === ':' && next === ':') i += 2;
    else if (char === ':') {
      const match = /^[A-Za-z_][A-Za-z0-9_]{0,63}/.exec(sql.slice(i + 1));
      if (match) {
        if (!seen.has(match[0])) {
          seen.add(match[0]);
          names.push(match[0]);
        }
        i += 1 + match[0].length;
      } else i += 1;
    } else i += 1;
  }
  return names;
}

/** Names used in the SQL but not declared, and declared but not used. */
export function parameterMismatch(sql: string, declared: ReadonlyArray<{ name: string }>): { undeclared: string[]; unused: string[] } {
  const used = sqlParameterNames(sql);
  const declaredNames = new Set(declared.map((parameter) => parameter.name));
  const usedNames = new Set(used);
  return { undeclared: used.filter((name) => !declaredNames.has(name)), unused: [...declaredNames].filter((name) => !usedNames.has(name)) };
}
