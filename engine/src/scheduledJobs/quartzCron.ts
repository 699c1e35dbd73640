/** A Quartz cron expression read into croner's pattern, or why it cannot be. */
export type QuartzCronReading = { readonly pattern: string } | { readonly problem: QuartzCronProblem };

/** Why an expression is not a Quartz cron expression (each has a message in the catalogues). */
export type QuartzCronProblem = 'field-count' | 'day-question-mark' | 'day-of-week-range';

/** The largest value of each Quartz field, for `start/step` (second, minute, hour, day of month, month, day of week, year). */
const fieldMaxima = [59, 59, 23, 31, 12, 7, 2099] as const;
const dayOfMonthField = 3;
const dayOfWeekField = 5;

/**
 * Reads a cron expression in the spec's Quartz style (`sec min hour day-of-month month day-of-week [year]`,
 * one of the two day fields `?`, days of the week numbered 1 = Sunday … 7 = Saturday) into the pattern
 * croner parses: `start/step` with a numeric start becomes `start-max/step` (croner refuses the short
 * form) and day-of-week numbers move down by one (croner counts 0 = Sunday). Everything else (names,
 * `L`, `W`, `#`, lists, ranges) means the same to both and is passed on for croner to check.
 */
export function readQuartzCron(expression: string): QuartzCronReading {
  const fields = expression.trim().split(/\s+/);
  if (fields.length < 6 || fields.length > 7) return { problem: 'field-count' };
  const dayOfMonth = fields[dayOfMonthField]!;
  const dayOfWeek = fields[dayOfWeekField]!;
  // Quartz leaves one of the two day fields unspecified: saying both is ambiguous.
  if ((dayOfMonth === '?') === (dayOfWeek === '?')) return { problem: 'day-question-mark' };
  if (fields.some((field, index) => field.includes('?') && index !== dayOfMonthField && index !== dayOfWeekField)) return { problem: 'day-question-mark' };
  const expanded = fields.map((field, index) => field.split(',').map((item) => item.replace(/^(\d+)\/(\d+)$/, `$1-${fieldMaxima[index]}/$2`)).join(','));
  const shifted = shiftDaysOfWeek(expanded[dayOfWeekField]!);
  if (shifted === null) return { problem: 'day-of-week-range' };
  expanded[dayOfWeekField] = shifted;
  return { pattern: expanded.join(' ') };
}

/** Quartz's day-of-week numbers (1–7) as croner's (0–6); null when a number is out of range. */
function shiftDaysOfWeek(field: string): string | null {
  let isInRange = true;
  // A day number stands at the start of an item or after a range's '-'; numbers after '#' or '/' are counts.
  const shifted = field.split(',').map((item) => item.replace(/(^|-)(\d+)/g, (_whole, before: string, digits: string) => {
    const day = Number(digits);
    if (day < 1 || day > 7) isInRange = false;
    return `${before}${day - 1}`;
  })).join(',');
  return isInRange ? shifted : null;
}
