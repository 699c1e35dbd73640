import { asNumber } from '../conditions/compareValues';
import type { QueryContext, ResolvedColumn } from './queryContext';

/** Longest text value a filter may bind; longer input is refused rather than sent to the database. */
export const maxQueryTextLength = 1000;
/** Most elements an `in` / `not in` list may hold. */
export const maxQueryListLength = 1000;

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const dateTimePattern = /^\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/;
const timePattern = /^\d{2}:\d{2}(?::\d{2})?$/;
const booleanWords: Readonly<Record<string, boolean>> = { true: true, false: false, '1': true, '0': false, Y: true, N: false };

/** An empty filter input: list pages send empty fields, which mean "no filter on this column". */
export function isEmptyQueryValue(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

/**
 * A client value checked against the column's type, ready to bind; undefined (with an error reported)
 * when it does not fit. Binding makes any value safe for SQL; checking makes a mistake a clear 400
 * instead of a database error.
 */
export function coerceQueryValue(context: QueryContext, column: ResolvedColumn, value: unknown, path: string, asType: ResolvedColumn['type'] = column.type): string | number | boolean | undefined {
  switch (asType) {
    case 'number': return asNumber(value) ?? reportInvalidValue(context, column, path, asType);
    case 'boolean':
      if (typeof value === 'boolean') return value;
      return typeof value === 'string' && Object.prototype.hasOwnProperty.call(booleanWords, value) ? booleanWords[value] : reportInvalidValue(context, column, path, asType);
    case 'date':
    case 'datetime':
    case 'time': {
      const pattern = asType === 'date' ? datePattern : asType === 'time' ? timePattern : dateTimePattern;
      return typeof value === 'string' && pattern.test(value.trim()) ? value.trim() : reportInvalidValue(context, column, path, asType);
    }
    default:
      if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return reportInvalidValue(context, column, path, asType);
      if (String(value).length > maxQueryTextLength) {
        context.report(path, 'query/value-too-long', [column.field, maxQueryTextLength]);
        return undefined;
      }
      return String(value);
  }
}

function reportInvalidValue(context: QueryContext, column: ResolvedColumn, path: string, asType: ResolvedColumn['type']): undefined {
  context.report(path, 'query/invalid-value', [column.field, asType ?? 'string']);
  return undefined;
}

/** A list value: an array, or comma-joined text as the list pages send it. */
export function splitQueryList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') return value.split(',').map((part) => part.trim()).filter((part) => part !== '');
  return [value];
}

/** Escapes LIKE wildcards so a user's "%" or "_" matches itself (the SQL states ESCAPE '\'). */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
