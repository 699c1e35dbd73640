/**
 * Spreadsheet dates are serial numbers: days since 1899-12-30 (the 1900 date system, which every
 * spreadsheet reads), the time of day as the fraction. Dates before 1900-03-01 fall into the
 * system's invented 29 February 1900 and are left as text by the callers.
 */
const epochMs = Date.UTC(1899, 11, 30);
const firstSafeMs = Date.UTC(1900, 2, 1);
const dayMs = 86_400_000;

/** The kinds of date a view column holds (the query columns' types). */
export type SpreadsheetDateKind = 'date' | 'datetime' | 'time';

const datePart = /^(\d{4})-(\d{2})-(\d{2})/;
const timePart = /(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?/;

/** Milliseconds of a time of day written `hh:mm:ss[.ffffff]`, or undefined. */
function timeOfDayMs(text: string): number | undefined {
  const match = timePart.exec(text);
  if (!match) return undefined;
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (hours > 24 || minutes > 59 || seconds > 60) return undefined;
  const fraction = match[4] ? Math.round(Number(`0.${match[4]}`) * 1000) : 0;
  return ((hours * 60 + minutes) * 60 + seconds) * 1000 + fraction;
}

/**
 * The serial number of a date as PostgreSQL writes it in text (`2026-02-28`, `2026-02-28
 * 10:30:00.123456+08` — the wall-clock time as written, its offset not applied, as the list shows it;
 * `10:30:00` for a time), or undefined when it is not such a text or falls outside 1900-03-01 …
 * 9999-12-31 (infinity, BC dates): the caller then writes the text itself.
 */
export function spreadsheetSerialOf(text: string, kind: SpreadsheetDateKind): number | undefined {
  if (kind === 'time') {
    const ms = timeOfDayMs(text);
    return ms === undefined || !/^\d{2}:/.test(text) ? undefined : ms / dayMs;
  }
  const match = datePart.exec(text);
  if (!match || text.endsWith(' BC')) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const dayStart = Date.UTC(year, month - 1, day);
  const check = new Date(dayStart);
  if (year < 1900 || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || dayStart < firstSafeMs || year > 9999) return undefined;
  const days = Math.round((dayStart - epochMs) / dayMs);
  if (kind === 'date') return days;
  const rest = text.slice(10);
  if (rest.trim() === '') return days;
  const ms = timeOfDayMs(rest);
  return ms === undefined ? undefined : days + ms / dayMs;
}
