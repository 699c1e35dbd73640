/**
 * Values as rules see them. Pattern rules test text, so every value is converted to text first
 * (spec §5): numbers with String(), booleans as true/false, arrays joined by commas.
 */
export function valueToText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(valueToText).join(',');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Empty for the required rule: nothing, an empty string or an empty list; whitespace-only text too when `trimText`. */
export function isEmptyValue(value: unknown, trimText: boolean): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return (trimText ? value.trim() : value) === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Digits after the decimal point as written ("1.50" has 2), so trailing zeros the user typed count. */
export function decimalPlaces(text: string): number {
  const match = /^[-+]?\d*(?:\.(\d+))?(?:[eE][-+]?\d+)?$/.exec(text.trim());
  return match?.[1]?.length ?? 0;
}

/** The number a value stands for, or undefined when it is not numeric. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '' && /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/.test(value.trim())) return Number(value);
  return undefined;
}

/** Length in characters (code points), so a Chinese character or an emoji counts once. */
export function characterLength(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}
