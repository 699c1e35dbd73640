/**
 * The built-in pattern presets of field rules (spec §5): a rule's `pattern` (or an entry of its
 * `comPattern`) names one of these, or else is a regular expression of its own.
 */
export interface PatternPreset {
  /** Message code used when the rule has no message of its own. */
  messageCode: string;
  test(text: string): boolean;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** yyyy-MM-dd that exists in the calendar (2024-02-29 yes, 2023-02-29 no). */
function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

const encoder = new TextEncoder();

/** Length in UTF-8 bytes, the encoding business tables are stored in. */
export function utf8ByteLength(text: string): number {
  return encoder.encode(text).length;
}

const regex = (pattern: RegExp, messageCode: string): PatternPreset => ({ messageCode, test: (text) => pattern.test(text) });

export const patternPresets = {
  email: regex(/^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/, 'validation/field-preset-email'),
  /** Mainland mobile numbers: 11 digits starting 13-19 (spec §5 phone 11 digits). */
  phone: regex(/^1[3-9]\d{9}$/, 'validation/field-preset-phone'),
  number: regex(/^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/, 'validation/field-preset-number'),
  lettersOrUnderscore: regex(/^[A-Za-z_]+$/, 'validation/field-preset-letters'),
  startsWithLetterMax18: regex(/^[A-Za-z][A-Za-z0-9_]{0,17}$/, 'validation/field-preset-code'),
  url: regex(/^(?:https?|ftp):\/\/[^\s/?#]+\.[^\s]+$/i, 'validation/field-preset-url'),
  chinese: regex(/^[\u4e00-\u9fa5]+$/, 'validation/field-preset-chinese'),
  qq: regex(/^[1-9]\d{4,10}$/, 'validation/field-preset-qq'),
  integer: regex(/^[-+]?\d+$/, 'validation/field-preset-integer'),
  positiveInteger: regex(/^\+?[1-9]\d*$/, 'validation/field-preset-positive-integer'),
  date: { messageCode: 'validation/field-preset-date', test: isCalendarDate },
  time: regex(/^(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d)?$/, 'validation/field-preset-time'),
  /** Six-digit postal codes of the mainland. */
  zipCode: regex(/^\d{6}$/, 'validation/field-preset-zip-code'),
  maxBytes255: { messageCode: 'validation/field-max-bytes', test: (text: string) => utf8ByteLength(text) <= 255 },
  maxBytes20: { messageCode: 'validation/field-max-bytes', test: (text: string) => utf8ByteLength(text) <= 20 },
} satisfies Record<string, PatternPreset>;

export type PatternPresetName = keyof typeof patternPresets;

/** True when the text names a built-in preset rather than being a regular expression. */
export function isPatternPreset(name: string): name is PatternPresetName {
  return Object.prototype.hasOwnProperty.call(patternPresets, name);
}

/** The byte limit of a byte preset, for its message. */
export function presetByteLimit(name: PatternPresetName): number | undefined {
  return name === 'maxBytes255' ? 255 : name === 'maxBytes20' ? 20 : undefined;
}
