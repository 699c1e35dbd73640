/**
 * The SQL this compiler can produce, as data. Identifiers appear only as `column` nodes and the
 * table name, both resolved from the definition; every value is a `param`. Rendering is the only
 * step that writes text, so the tests can check the whole surface in one place.
 */

export type ComparisonOperator = '=' | '<>' | '<' | '<=' | '>' | '>=';

export type SqlExpression =
  | { kind: 'column'; name: string }
  | { kind: 'param'; value: unknown }
  | { kind: 'lower'; operand: SqlExpression }
  | { kind: 'compare'; operator: ComparisonOperator; left: SqlExpression; right: SqlExpression }
  | { kind: 'like'; operand: SqlExpression; pattern: SqlExpression }
  | { kind: 'any'; operand: SqlExpression; list: SqlExpression; isNegated: boolean }
  | { kind: 'between'; operand: SqlExpression; low: SqlExpression; high: SqlExpression }
  | { kind: 'isNull'; operand: SqlExpression; isNegated: boolean }
  | { kind: 'and'; operands: ReadonlyArray<SqlExpression> }
  | { kind: 'or'; operands: ReadonlyArray<SqlExpression> }
  | { kind: 'not'; operand: SqlExpression }
  | { kind: 'boolean'; value: boolean };

export interface SqlOrderItem {
  column: string;
  direction: 'ASC' | 'DESC';
}

export interface SqlSelect {
  schema?: string;
  table: string;
  /** A subquery the rows come from, aliased as `table` (see QueryDefinition.source). */
  source?: { text: string; values: ReadonlyArray<unknown> };
  /** Database column and the name it is returned as; `asText` selects `"column"::text`. */
  columns: ReadonlyArray<{ column: string; alias: string; asText?: boolean }>;
  where: SqlExpression;
  orderBy: ReadonlyArray<SqlOrderItem>;
  limit?: number;
  offset?: number;
}

/** Constructors of SQL AST nodes; `and`/`or` fold constants and flatten. */
export const sqlAst = {
  column: (name: string): SqlExpression => ({ kind: 'column', name }),
  param: (value: unknown): SqlExpression => ({ kind: 'param', value }),
  and: (operands: ReadonlyArray<SqlExpression>): SqlExpression => simplify('and', operands),
  or: (operands: ReadonlyArray<SqlExpression>): SqlExpression => simplify('or', operands),
  not: (operand: SqlExpression): SqlExpression => (operand.kind === 'boolean' ? { kind: 'boolean', value: !operand.value } : { kind: 'not', operand }),
  boolean: (value: boolean): SqlExpression => ({ kind: 'boolean', value }),
};

// Folds constants so that "no filters" renders as no WHERE clause and a false permission as FALSE.
function simplify(kind: 'and' | 'or', operands: ReadonlyArray<SqlExpression>): SqlExpression {
  const identity = kind === 'and';
  const kept: SqlExpression[] = [];
  for (const operand of operands) {
    if (operand.kind === 'boolean') {
      if (operand.value !== identity) return operand;
      continue;
    }
    if (operand.kind === kind) kept.push(...operand.operands);
    else kept.push(operand);
  }
  if (kept.length === 0) return { kind: 'boolean', value: identity };
  if (kept.length === 1) return kept[0] as SqlExpression;
  return { kind, operands: kept };
}
