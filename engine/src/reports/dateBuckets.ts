import type { DateGranularity } from './types';

const isoDate = /^(\d{4})-(\d{2})-(\d{2})/;

function format(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The first and last day of the bucket a grouped date stands for (`2026-11-01` by month →
 * `['2026-11-01', '2026-11-30']`), so a click on a month can become a list filter over that month.
 * Weeks start on Monday, as PostgreSQL's `date_trunc('week', …)` does. Undefined for a value that is
 * not a date.
 */
export function dateBucketRange(granularity: DateGranularity, value: string): [string, string] | undefined {
  const match = isoDate.exec(value);
  if (!match) return undefined;
  const start = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(start.getTime()) || format(start) !== value.slice(0, 10)) return undefined;
  const end = new Date(start);
  if (granularity === 'week') end.setUTCDate(end.getUTCDate() + 6);
  else if (granularity === 'month') end.setUTCMonth(end.getUTCMonth() + 1, 0);
  else if (granularity === 'quarter') end.setUTCMonth(end.getUTCMonth() + 3, 0);
  else if (granularity === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1, 0, 0);
  return [format(start), format(end)];
}
