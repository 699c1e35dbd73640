import type { SqlExpression, SqlSelect } from './sqlAst';
import type { SqlText } from './types';

/** A PostgreSQL identifier, always quoted (embedded quotes doubled), so reserved words and case survive. */
export function quoteIdentifier(name: string): string {
  return name.includes('"') ? `"${name.replace(/"/g, '""')}"` : `"${name}"`;
}

class Renderer {
  /** The values bound so far; a renderer started on an existing list numbers after its values. */
  constructor(readonly values: unknown[] = []) {}

  bind(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  expression(node: SqlExpression): string {
    switch (node.kind) {
      case 'column': return quoteIdentifier(node.name);
      case 'param': return this.bind(node.value);
      case 'lower': return `lower(${this.expression(node.operand)})`;
      case 'compare': return `${this.expression(node.left)} ${node.operator} ${this.expression(node.right)}`;
      // Backslash escapes % and _ in the bound pattern (see likePattern); stated so the setting cannot change it.
      case 'like': return `${this.expression(node.operand)} LIKE ${this.expression(node.pattern)} ESCAPE '\\'`;
      case 'any': return node.isNegated
        ? `NOT (${this.expression(node.operand)} = ANY(${this.expression(node.list)}))`
        : `${this.expression(node.operand)} = ANY(${this.expression(node.list)})`;
      case 'between': return `${this.expression(node.operand)} BETWEEN ${this.expression(node.low)} AND ${this.expression(node.high)}`;
      case 'isNull': return `${this.expression(node.operand)} IS ${node.isNegated ? 'NOT ' : ''}NULL`;
      case 'and':
      case 'or': return node.operands.map((operand) => `(${this.expression(operand)})`).join(node.kind === 'and' ? ' AND ' : ' OR ');
      case 'not': return `NOT (${this.expression(node.operand)})`;
      case 'boolean': return node.value ? 'TRUE' : 'FALSE';
    }
  }
}

/**
 * One expression as PostgreSQL text, its values appended to `values` and numbered after those
 * already there: for statements of another shape (the dataset planner's aggregates) that reuse
 * this compiler's filters.
 */
export function renderExpression(node: SqlExpression, values: unknown[]): string {
  return new Renderer(values).expression(node);
}

function tableName(renderer: Renderer, select: Pick<SqlSelect, 'schema' | 'table' | 'source'>): string {
  if (select.source) {
    // The subquery's own placeholders are $1…$n: nothing is bound before FROM, so they stay valid.
    if (renderer.values.length > 0) throw new Error('a subquery source must be rendered before any other value');
    renderer.values.push(...select.source.values);
    return `(${select.source.text}\n) AS ${quoteIdentifier(select.table)}`;
  }
  return select.schema ? `${quoteIdentifier(select.schema)}.${quoteIdentifier(select.table)}` : quoteIdentifier(select.table);
}

function whereClause(renderer: Renderer, where: SqlExpression): string {
  return where.kind === 'boolean' && where.value ? '' : ` WHERE ${renderer.expression(where)}`;
}

/** Renders a select as PostgreSQL text with `$n` placeholders; values are returned, never inlined. */
export function renderSelect(select: SqlSelect): SqlText {
  const renderer = new Renderer();
  const columns = select.columns
    .map(({ column, alias, asText }) => (column === alias && !asText ? quoteIdentifier(column) : `${quoteIdentifier(column)}${asText ? '::text' : ''} AS ${quoteIdentifier(alias)}`))
    .join(', ');
  let text = `SELECT ${columns} FROM ${tableName(renderer, select)}${whereClause(renderer, select.where)}`;
  if (select.orderBy.length > 0) text += ` ORDER BY ${select.orderBy.map((item) => `${quoteIdentifier(item.column)} ${item.direction}`).join(', ')}`;
  if (select.limit !== undefined) text += ` LIMIT ${renderer.bind(select.limit)}`;
  if (select.offset !== undefined) text += ` OFFSET ${renderer.bind(select.offset)}`;
  return { text, values: renderer.values };
}

/** The matching `count(*)` for the same filters (total of the list pages). */
export function renderCount(select: SqlSelect): SqlText {
  const renderer = new Renderer();
  const text = `SELECT count(*) AS "total" FROM ${tableName(renderer, select)}${whereClause(renderer, select.where)}`;
  return { text, values: renderer.values };
}

/**
 * The same SQL with `?` placeholders, for knex's `raw(sql, bindings)` (which numbers `?` itself).
 * Safe because rendered text has no '?' and no '$' outside its placeholders (identifiers are plain
 * names, values are bound), and placeholders appear in the order of their values. Not for a select
 * with a subquery `source`, whose text is the builder's SQL: run that one with pg and `$n` as is.
 */
export function toKnexRaw(sqlText: SqlText): { sql: string; bindings: unknown[] } {
  return { sql: sqlText.text.replace(/\$\d+/g, '?'), bindings: sqlText.values };
}
