import type { ColumnShape } from './columnTypes';

/** A value ready to bind for its column, or the reason it does not fit (message code and args). */
export type ColumnValueResult = { ok: true; value: string | number | boolean | null } | { ok: false; code: string; args: unknown[] };

const bad = (code: string, ...args: unknown[]): ColumnValueResult => ({ ok: false, code, args });
const good = (value: string | number | boolean | null): ColumnValueResult => ({ ok: true, value });

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function checkInteger(value: unknown, min: bigint, max: bigint): ColumnValueResult {
  const text = typeof value === 'number' && Number.isInteger(value) ? String(value) : typeof value === 'string' ? value.trim() : undefined;
  if (text === undefined || !/^-?\d{1,20}$/.test(text)) return bad('tables/value-not-integer');
  const number = BigInt(text);
  if (number < min || number > max) return bad('tables/value-out-of-range', String(min), String(max));
  return good(text);
}

function checkDecimal(value: unknown, precision: number, scale: number): ColumnValueResult {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : undefined;
  // Numbers JS prints in exponent form are refused rather than silently reinterpreted.
  const match = text === undefined ? null : /^-?(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return bad('tables/value-not-number');
  const integerDigits = match[1]!.replace(/^0+/, '').length;
  const decimals = (match[2] ?? '').replace(/0+$/, '').length;
  if (integerDigits > precision - scale) return bad('tables/value-too-many-digits', precision - scale);
  if (decimals > scale) return bad('tables/value-too-many-decimals', scale);
  return good(text!);
}

function checkDateTime(value: unknown, kind: 'date' | 'datetime' | 'time'): ColumnValueResult {
  if (typeof value !== 'string') return bad(`tables/value-not-${kind}`);
  const text = value.trim();
  const pattern = kind === 'date' ? /^(\d{4})-(\d{2})-(\d{2})$/ : kind === 'datetime' ? /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/ : /^()()()(\d{2}):(\d{2})(?::(\d{2}))?$/;
  const match = pattern.exec(text);
  if (!match) return bad(`tables/value-not-${kind}`);
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => (part ? Number(part) : 0)) as number[];
  if (kind !== 'time' && !isRealDate(year!, month!, day!)) return bad(`tables/value-not-${kind}`);
  if (hour! > 23 || minute! > 59 || second! > 59) return bad(`tables/value-not-${kind}`);
  return good(text);
}

function checkBoolean(value: unknown): ColumnValueResult {
  if (typeof value === 'boolean') return good(value);
  if (value === 'Y' || value === 'true' || value === 1 || value === '1') return good(true);
  if (value === 'N' || value === 'false' || value === 0 || value === '0') return good(false);
  return bad('tables/value-not-boolean');
}

function checkText(value: unknown, maxLength: number | undefined): ColumnValueResult {
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return bad('tables/value-not-text');
  const text = String(value);
  // PostgreSQL counts characters (code points), not UTF-16 units.
  if (maxLength !== undefined && [...text].length > maxLength) return bad('tables/value-too-long', maxLength);
  if (text.includes('\u0000')) return bad('tables/value-not-text');
  return good(text);
}

/**
 * Checks a value against its column's type and turns it into what is bound for it: numbers as text
 * (exact for numeric), JSON as its text, empty input as NULL. A value that does not fit is refused
 * here with a message rather than by the database with an error.
 */
export function columnValue(shape: ColumnShape, value: unknown): ColumnValueResult {
  if (value === undefined || value === null) return good(null);
  if (value === '' && shape.colType !== 'varchar' && shape.colType !== 'text') return good(null);
  switch (shape.colType) {
    case 'varchar': return checkText(value, shape.length);
    case 'text': return checkText(value, undefined);
    case 'int': return checkInteger(value, -2147483648n, 2147483647n);
    case 'bigint': return checkInteger(value, -9223372036854775808n, 9223372036854775807n);
    case 'decimal': return checkDecimal(value, shape.length ?? 19, shape.decimals ?? 0);
    case 'date': case 'datetime': case 'time': return checkDateTime(value, shape.colType);
    case 'boolean': return checkBoolean(value);
    case 'json': return good(JSON.stringify(value));
    default: return bad('tables/value-not-text');
  }
}
