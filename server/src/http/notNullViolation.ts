import { formatMessage, type Language } from '@wharf/engine';
import { businessSchema } from '../db/businessSchema';
import { AppError, sqlState, type FieldIssue } from './errors';

// Column names the platform creates (a definition's colCode, system columns): safe to name back.
const columnName = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

/**
 * A write that left a NOT NULL column empty (SQLSTATE 23502, `not_null_violation`) as a 400
 * naming the column, the way a field check would; the statement and the table's physical name
 * are not told. Only for the business tables (schema `biz`): an empty column of a platform table
 * is the server's own fault and stays a 500. Anything else: undefined.
 */
export function notNullViolation(error: unknown, lang: Language): AppError | undefined {
  if (sqlState(error) !== '23502' || (error as { schema?: unknown }).schema !== businessSchema) return undefined;
  const column = (error as { column?: unknown }).column;
  const name = typeof column === 'string' && columnName.test(column) ? column : undefined;
  const message = formatMessage('forms/column-required', lang, [name ?? '']);
  // Shaped like the form data's own field issues (paths under /data), so a form shows it at its field.
  const issues: FieldIssue[] = [{ path: name ? `/data/${name}` : '/data', code: 'forms/column-required', message }];
  return new AppError(400, 'system/validation-error', [], { issues, errors: issues });
}
