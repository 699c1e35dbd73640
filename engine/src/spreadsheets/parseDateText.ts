import type { Language } from '../i18n/types';

/** A calendar date (and maybe a time of day) read from text, as the column stores it. */
export interface ParsedDate {
  /** `yyyy-mm-dd`. */
  date: string;
  /** `hh:mm:ss` when the text gave a time. */
  time?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** English and Thai month names (full and the abbreviations people type), to month numbers. */
const monthNames: ReadonlyMap<string, number> = new Map([
  ...['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'].flatMap((name, index): Array<[string, number]> => [[name, index + 1], [name.slice(0, 3), index + 1]]),
  ['sept', 9],
  ...['มกราคม', 'กุมภาพันธ์', 'มีนาคม', 'เมษายน', 'พฤษภาคม', 'มิถุนายน', 'กรกฎาคม', 'สิงหาคม', 'กันยายน', 'ตุลาคม', 'พฤศจิกายน', 'ธันวาคม'].map((name, index): [string, number] => [name, index + 1]),
  ...['ม.ค.', 'ก.พ.', 'มี.ค.', 'เม.ย.', 'พ.ค.', 'มิ.ย.', 'ก.ค.', 'ส.ค.', 'ก.ย.', 'ต.ค.', 'พ.ย.', 'ธ.ค.'].flatMap((name, index): Array<[string, number]> => [[name, index + 1], [name.replace(/\./g, ''), index + 1]]),
]);

/**
 * The year as the Gregorian calendar counts it: Thai users write the Buddhist era (2569 = 2026), so
 * a year past 2400 is taken as one (no business date is that far ahead); a year of the Republic of
 * China calendar (民國/民国 115 = 2026) when the text says so.
 */
function gregorianYear(year: number, isRoc: boolean): number {
  if (isRoc) return year + 1911;
  return year > 2400 ? year - 543 : year;
}

function validDate(year: number, month: number, day: number): string | undefined {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** A time of day: `10:30`, `10:30:15`, `10:30 PM`, `10时30分15秒`, `10點30分`, `10.30 น.`. */
function parseTime(text: string): string | undefined | null {
  const rest = text.trim();
  if (rest === '') return null;
  const clock = /^(\d{1,2})[:.](\d{2})(?:[:.](\d{2})(?:\.\d{1,6})?)?\s*(am|pm|a\.m\.|p\.m\.|น\.)?$/i.exec(rest)
    ?? /^(\d{1,2})\s*[时時点點]\s*(\d{1,2})\s*分(?:\s*(\d{1,2})\s*秒)?()$/.exec(rest);
  if (!clock) return undefined;
  let hours = Number(clock[1]);
  const [minutes, seconds] = [Number(clock[2]), Number(clock[3] ?? 0)];
  const half = clock[4]?.toLowerCase().replace(/\./g, '');
  if (half === 'am' || half === 'pm') {
    if (hours < 1 || hours > 12) return undefined;
    hours = (hours % 12) + (half === 'pm' ? 12 : 0);
  }
  if (hours > 23 || minutes > 59 || seconds > 59) return undefined;
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

type DateMatch = { year: number; month: number; day: number; isRoc?: boolean; rest: string };

/** Numeric dates with the day and month in the order the language writes them when both could be either. */
function numericDate(text: string, lang: Language): DateMatch | undefined {
  const yearFirst = /^(\d{4})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*(\d{1,2})(?=$|[\sT])T?(.*)$/.exec(text);
  if (yearFirst) return { year: Number(yearFirst[1]), month: Number(yearFirst[2]), day: Number(yearFirst[3]), rest: yearFirst[4]! };
  const yearLast = /^(\d{1,2})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*(\d{4})(?=$|\s)(.*)$/.exec(text);
  if (!yearLast) return undefined;
  const [first, second] = [Number(yearLast[1]), Number(yearLast[2])];
  // 15/03/2026 can only be day first, 03/15/2026 only month first; 03/04/2026 is read as the
  // language writes dates: month first in American English, day first in Thai and Chinese usage.
  const isMonthFirst = first <= 12 && (second > 12 || (lang === 'en_US' && first <= 12 && second <= 12));
  return { year: Number(yearLast[3]), month: isMonthFirst ? first : second, day: isMonthFirst ? second : first, rest: yearLast[4]! };
}

/** 2026年3月15日, 2026年03月15号, 民國115年3月15日 (with an optional weekday in brackets). */
function chineseDate(text: string): DateMatch | undefined {
  const match = /^(民[國国]\s*)?(\d{1,4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*[日号號]?\s*(?:[(（]?(?:星期|週|周|礼拜|禮拜)[一二三四五六日天][)）]?)?(.*)$/.exec(text);
  if (!match) return undefined;
  return { year: Number(match[2]), month: Number(match[3]), day: Number(match[4]), isRoc: match[1] !== undefined, rest: match[5]! };
}

/** March 15, 2026 · Mar 15 2026 · 15 March 2026 · 15 มีนาคม 2569 · 15 มี.ค. 2569 (weekday names before it are skipped). */
function namedMonthDate(text: string): DateMatch | undefined {
  const withoutWeekday = text.replace(/^(?:(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*\.?,?\s+|วัน\S+(?:ที่)?\s+)/i, '').replace(/^ที่\s*/, '');
  const monthFirst = /^([a-z]+\.?)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})(.*)$/i.exec(withoutWeekday);
  if (monthFirst) {
    const month = monthNames.get(monthFirst[1]!.toLowerCase().replace(/\.$/, ''));
    return month ? { year: Number(monthFirst[3]), month, day: Number(monthFirst[2]), rest: monthFirst[4]! } : undefined;
  }
  const dayFirst = /^(\d{1,2})(?:st|nd|rd|th)?\s*[-\s]\s*([^\s\d-]+)\s*[-\s,]\s*(?:(?:พ\.ศ\.|ค\.ศ\.)\s*)?(\d{4})(.*)$/i.exec(withoutWeekday);
  if (!dayFirst) return undefined;
  const name = dayFirst[2]!.toLowerCase();
  const month = monthNames.get(name) ?? monthNames.get(name.replace(/\.$/, ''));
  return month ? { year: Number(dayFirst[3]), month, day: Number(dayFirst[1]), rest: dayFirst[4]! } : undefined;
}

/**
 * A date typed as text in one of the common spellings of the interface's languages, as the
 * column's `yyyy-mm-dd` (and `hh:mm:ss` when a time follows): ISO and `2026/3/15`; Chinese
 * `2026年3月15日` (and the Republic of China year `民國115年3月15日`); numeric `15/03/2026` and
 * `03/15/2026` (either order when only one can be right, else the language's order: month first in
 * en_US, day first otherwise); English and Thai month names; Thai Buddhist-era years (`2569`).
 * Undefined when the text is none of these or not a real day (`2026-02-30`).
 */
export function parseDateText(text: string, lang: Language): ParsedDate | undefined {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (trimmed === '' || trimmed.length > 60) return undefined;
  const found = numericDate(trimmed, lang) ?? chineseDate(trimmed) ?? namedMonthDate(trimmed);
  if (!found) return undefined;
  const date = validDate(gregorianYear(found.year, found.isRoc === true), found.month, found.day);
  if (!date) return undefined;
  const time = parseTime(found.rest.replace(/^,?\s*(?:เวลา\s*)?/, ''));
  if (time === undefined) return undefined;
  return time === null ? { date } : { date, time };
}
