import type { ViewQuery } from '@wharf/engine';
import type { XlsxCell } from './xlsxStreamWriter';

/**
 * How an export (streamed, or a background task's file) writes a view's value: numbers stay numbers
 * unless masked, objects as JSON, the rest as text (the writer neutralises formula-like text).
 */
export function exportCell(viewQuery: ViewQuery, columns: ViewQuery['columns']) {
  const numeric = new Set(viewQuery.unmasked.columns.filter((c) => c.type === 'number').map((c) => c.field));
  const masked = new Set(columns.filter((c) => c.mask !== 'none').map((c) => c.field));
  return (field: string, value: unknown): XlsxCell => {
    if (value === null || value === undefined) return null;
    if (numeric.has(field) && !masked.has(field)) {
      const number = typeof value === 'number' ? value : Number(value);
      if (Number.isFinite(number) && Math.abs(number) < 1e15) return number;
    }
    if (typeof value === 'boolean') return value;
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  };
}
