/**
 * Form expression placeholders (spec §5): `{{now}}` with an optional offset of ±N days (d),
 * weeks (W), months (M) or years (y), e.g. `{{now-7d}}`, `{{ now + 1M }}`, which become a date-time.
 * The clock is passed in; nothing here reads the system time.
 */

export type NowUnit = 'd' | 'W' | 'M' | 'y';

export interface NowOffset {
  amount: number;
  unit: NowUnit;
}

export interface NowPlaceholderOptions {
  /** The current instant, from the caller's clock. */
  now: Date;
  /** The user's offset from UTC in minutes (e.g. 480 for UTC+8); dates are computed in that local time. */
  utcOffsetMinutes?: number;
  /** 'dateTime' gives `YYYY-MM-DD HH:mm:ss` (the default), 'date' gives `YYYY-MM-DD`. */
  format?: 'dateTime' | 'date';
}

// N is capped at 5 digits: enough for any form default, and it keeps the date inside the Date range.
const placeholderPattern = /\{\{\s*now\s*(?:([+-])\s*(\d{1,5})\s*([dWMy]))?\s*\}\}/g;

/** The offset of a single `{{now…}}` placeholder, or undefined when the text is not exactly one. */
export function parseNowPlaceholder(text: string): NowOffset | undefined {
  const match = new RegExp(`^${placeholderPattern.source}$`).exec(text.trim());
  if (!match) return undefined;
  if (match[1] === undefined) return { amount: 0, unit: 'd' };
  return { amount: (match[1] === '-' ? -1 : 1) * Number(match[2]), unit: match[3] as NowUnit };
}

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/**
 * Adds an offset to a wall-clock instant held in a Date's UTC fields. Months and years keep the day
 * of the month where it exists and otherwise clamp to the month's last day (Jan 31 + 1M = Feb 28/29),
 * as people expect of "one month later".
 */
export function addNowOffset(wallClock: Date, offset: NowOffset): Date {
  const result = new Date(wallClock.getTime());
  if (offset.unit === 'd' || offset.unit === 'W') {
    result.setUTCDate(result.getUTCDate() + offset.amount * (offset.unit === 'W' ? 7 : 1));
    return result;
  }
  const totalMonths = result.getUTCFullYear() * 12 + result.getUTCMonth() + offset.amount * (offset.unit === 'y' ? 12 : 1);
  const year = Math.floor(totalMonths / 12);
  const month = totalMonths - year * 12;
  const day = Math.min(result.getUTCDate(), daysInMonth(year, month));
  result.setUTCFullYear(year, month, day);
  return result;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function formatWallClock(wallClock: Date, format: 'dateTime' | 'date'): string {
  const date = `${pad(wallClock.getUTCFullYear(), 4)}-${pad(wallClock.getUTCMonth() + 1)}-${pad(wallClock.getUTCDate())}`;
  if (format === 'date') return date;
  return `${date} ${pad(wallClock.getUTCHours())}:${pad(wallClock.getUTCMinutes())}:${pad(wallClock.getUTCSeconds())}`;
}

/** The date-time a placeholder offset stands for, formatted. */
export function formatNowOffset(offset: NowOffset, options: NowPlaceholderOptions): string {
  const wallClock = new Date(options.now.getTime() + (options.utcOffsetMinutes ?? 0) * 60_000);
  return formatWallClock(addNowOffset(wallClock, offset), options.format ?? 'dateTime');
}

/** Replaces every `{{now…}}` placeholder in a text; other text is left as it is. */
export function expandNowPlaceholders(text: string, options: NowPlaceholderOptions): string {
  return text.replace(placeholderPattern, (_whole, sign: string | undefined, amount: string | undefined, unit: string | undefined) =>
    formatNowOffset(sign === undefined ? { amount: 0, unit: 'd' } : { amount: (sign === '-' ? -1 : 1) * Number(amount), unit: unit as NowUnit }, options),
  );
}

/** True when the text holds at least one `{{now…}}` placeholder. */
export function hasNowPlaceholder(text: string): boolean {
  return new RegExp(placeholderPattern.source).test(text);
}
