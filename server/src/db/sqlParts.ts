import { createHash } from 'node:crypto';
import { quoteIdentifier, type SqlText } from '@wharf/engine';
import type { Knex } from 'knex';

/**
 * A piece of SQL and the values it binds, kept as the text around each value (what a tagged
 * template gives), so pieces can be joined into one statement and numbered `$1, $2 …` only then.
 * For statements a hot path sends on every request: written once as text, they cost no query
 * builder work per request (knex spends ~0.1 ms building and compiling a completion's write).
 */
export interface SqlPart {
  readonly strings: readonly string[];
  readonly values: readonly unknown[];
}

/** `sql\`update t set a = ${value} where id = ${id}\``: the values are bound, never written into the text. */
export function sql(strings: TemplateStringsArray, ...values: unknown[]): SqlPart {
  return { strings, values };
}

/** Text with no values (written by the server, never from a request). */
export function sqlText(text: string): SqlPart {
  return { strings: [text], values: [] };
}

/** The parts one after the other, `separator` between them. */
export function joinParts(parts: readonly SqlPart[], separator: string): SqlPart {
  const strings: string[] = [''];
  const values: unknown[] = [];
  parts.forEach((part, index) => {
    const [first = '', ...rest] = part.strings;
    strings[strings.length - 1] += `${index > 0 ? separator : ''}${first}`;
    strings.push(...rest);
    values.push(...part.values);
  });
  return { strings, values };
}

/** The statement text with its values numbered in order. */
export function renderPart(part: SqlPart): SqlText {
  let text = part.strings[0] ?? '';
  for (let i = 0; i < part.values.length; i += 1) text += `$${i + 1}${part.strings[i + 1] ?? ''}`;
  return { text, values: [...part.values] };
}

/** `with a as (…), b as (…) <final>`: writes sent as one statement (data-modifying CTEs). */
export function withStatement(named: ReadonlyArray<readonly [name: string, part: SqlPart]>, final: string): SqlPart {
  const joined = joinParts(named.map(([name, part]) => joinParts([sqlText(`${quoteIdentifier(name)} as (`), part, sqlText(')')], '')), ', ');
  return joinParts([sqlText('with '), joined, sqlText(` ${final}`)], '');
}

/** A pg connection, as far as running a named statement goes. */
export interface PreparingConnection {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/** `part` as pg's named prepared statement: named by `prefix` and its text's hash, so two texts never share a name. */
export function namedStatement(part: SqlPart, prefix: string): { name: string; text: string; values: unknown[] } {
  const { text, values } = renderPart(part);
  return { name: `${prefix}_${createHash('sha1').update(text).digest('base64url')}`, text, values };
}

/** `runPart` on a connection the caller holds in a transaction (`tenantClientTransaction.ts`). */
export async function runPartOn<Row>(connection: PreparingConnection, part: SqlPart, prefix: string): Promise<Row[]> {
  const { rows } = await connection.query(namedStatement(part, prefix));
  return rows as Row[];
}

/**
 * Runs `part` in the transaction as a named prepared statement (named by its text's hash, so two
 * texts never share a name) straight on the transaction's pg connection: PostgreSQL parses and
 * plans it once per pooled connection, and no query builder or knex runner works per request.
 * Only inside a transaction (its one connection); an error rejects, and the transaction's owner
 * rolls back as for any other statement.
 */
export async function runPart<Row>(trx: Knex.Transaction, part: SqlPart, prefix: string): Promise<Row[]> {
  if (!trx.isTransaction) throw new Error('runPart runs inside a transaction only');
  return runPartOn<Row>((await trx.client.acquireConnection()) as PreparingConnection, part, prefix);
}
