import { quoteIdentifier, type SqlText } from '@wharf/engine';
import type { PreparedSql } from './prepareSql';

export interface BindOptions {
  /** Physical name of each business table code the SQL names (`biz.<code>`). */
  tables: ReadonlyMap<string, string>;
  /** Values by parameter name; a name without a value is bound as NULL. */
  values: Readonly<Record<string, unknown>>;
  /** Placeholders already used before this text (it becomes a subquery of a larger statement). */
  placeholderOffset?: number;
}

/**
 * The prepared SQL as PostgreSQL text with `$n` placeholders: each parameter name gets one number
 * (reused where the name repeats) and its value is bound, never written into the text; business
 * tables become `"biz"."<physical name>"`. The caller has resolved every table code first.
 */
export function bindPreparedSql(prepared: PreparedSql, options: BindOptions): SqlText {
  const offset = options.placeholderOffset ?? 0;
  const numbers = new Map<string, number>();
  const values: unknown[] = [];
  const text = prepared.parts.map((part) => {
    if (part.kind === 'text') return part.text;
    if (part.kind === 'table') {
      const physical = options.tables.get(part.code);
      if (!physical) throw new Error(`table ${part.code} was not resolved`);
      return `${quoteIdentifier('biz')}.${quoteIdentifier(physical)}`;
    }
    let number = numbers.get(part.name);
    if (number === undefined) {
      values.push(options.values[part.name] ?? null);
      number = offset + values.length;
      numbers.set(part.name, number);
    }
    // Spaces keep a placeholder from fusing with a neighbouring character (e.g. `=:a` → `= $1 `).
    return ` $${number} `;
  }).join('');
  return { text, values };
}
