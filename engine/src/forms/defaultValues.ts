import type { FormDefinition, FormField, FormSubTable } from '@wharf/schemas';
import { expandNowPlaceholders, hasNowPlaceholder } from '../expressions/nowPlaceholder';

export interface DefaultValueOptions {
  /** The user's offset from UTC in minutes, so `{{now}}` is the user's wall-clock time. */
  utcOffsetMinutes?: number;
}

/** A default as the field's type holds it: dates keep the date, times the time of day. */
function expandDefault(field: FormField, text: string, now: Date, options: DefaultValueOptions): string {
  const expanded = expandNowPlaceholders(text, { now, format: field.type === 'date' ? 'date' : 'dateTime', ...options });
  if (field.type === 'time' && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(expanded)) return expanded.slice(11);
  return expanded;
}

function defaultsOf(fields: readonly FormField[], now: Date, options: DefaultValueOptions): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const value = field.defaultValue;
    if (value === undefined || value === null || field.type === 'text' || field.type === 'divider') continue;
    values[field.colCode] = typeof value === 'string' && hasNowPlaceholder(value) ? expandDefault(field, value, now, options) : value;
  }
  return values;
}

/**
 * The values a new record starts with (spec §5): each field's `defaultValue`, with `{{now±N}}`
 * placeholders turned into the date (date fields), the time (time fields) or the date-time, at the
 * clock passed in. Sub-tables start empty; `resolveRowDefaults` gives a new row's values.
 */
export function resolveDefaultValues(form: FormDefinition, now: Date, options: DefaultValueOptions = {}): Record<string, unknown> {
  return defaultsOf(form.fields, now, options);
}

/** The values a new sub-table row starts with. */
export function resolveRowDefaults(subTable: FormSubTable, now: Date, options: DefaultValueOptions = {}): Record<string, unknown> {
  return defaultsOf(subTable.fields, now, options);
}
