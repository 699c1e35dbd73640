/** One item of a dictionary as lists, exports and imports use it: the stored code and its text. */
export interface DictionaryEntry {
  value: string;
  text: string;
}

/** A dictionary's items ready for both directions: code → text for showing, text → codes for reading back. */
export interface DictionaryIndex {
  textByCode: ReadonlyMap<string, string>;
  /** Texts compared trimmed and case-folded; a text two items share maps to both codes. */
  codesByText: ReadonlyMap<string, readonly string[]>;
}

const foldText = (text: string) => text.trim().toLocaleLowerCase();

/** Indexes a dictionary's items once, so each cell costs a map lookup. */
export function indexDictionary(items: ReadonlyArray<DictionaryEntry>): DictionaryIndex {
  const textByCode = new Map<string, string>();
  const codesByText = new Map<string, string[]>();
  for (const item of items) {
    const code = String(item.value);
    if (!textByCode.has(code)) textByCode.set(code, item.text);
    const key = foldText(item.text);
    const codes = codesByText.get(key) ?? [];
    if (!codes.includes(code)) codes.push(code);
    codesByText.set(key, codes);
  }
  return { textByCode, codesByText };
}

/**
 * How a stored dictionary value is shown: the item's text for a code the dictionary has; a
 * comma-joined list of codes (a multiple choice) as the texts joined the same way when every part
 * is a code; anything else (an unknown code, a masked value) as it is, so nothing is hidden.
 * Empty values stay empty.
 */
export function dictionaryTextOf(dictionary: DictionaryIndex, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map((part) => dictionaryTextOf(dictionary, part)).join(',');
  const code = typeof value === 'object' ? JSON.stringify(value) : String(value);
  const text = dictionary.textByCode.get(code);
  if (text !== undefined) return text;
  if (code.includes(',')) {
    const parts = code.split(',');
    if (parts.every((part) => dictionary.textByCode.has(part))) return parts.map((part) => dictionary.textByCode.get(part)!).join(',');
  }
  return code;
}

/** Why an imported dictionary value was not read: neither a code nor a text, or a text of several items. */
export type DictionaryCodeRefusal =
  | { code: 'import/dict-value-unknown'; args: [string, string] }
  | { code: 'import/dict-text-ambiguous'; args: [string, string, string] };

/** The code a typed value stands for, or why it stands for none. */
export type DictionaryCodeResult = { ok: true; code: string } | { ok: false; refusal: DictionaryCodeRefusal };

function codeOfPart(dictionary: DictionaryIndex, dictName: string, part: string): DictionaryCodeResult {
  // A code wins over a text: files written with codes (every import before texts were read) keep meaning what they meant.
  if (dictionary.textByCode.has(part)) return { ok: true, code: part };
  const trimmed = part.trim();
  if (dictionary.textByCode.has(trimmed)) return { ok: true, code: trimmed };
  const codes = dictionary.codesByText.get(foldText(part)) ?? [];
  if (codes.length === 1) return { ok: true, code: codes[0]! };
  if (codes.length > 1) return { ok: false, refusal: { code: 'import/dict-text-ambiguous', args: [trimmed, dictName, codes.join(', ')] } };
  return { ok: false, refusal: { code: 'import/dict-value-unknown', args: [trimmed, dictName] } };
}

/**
 * Reads an imported cell of a dictionary column as its code (spec §8 import; issue 18 point 4):
 * a code of the dictionary is taken as it is; otherwise a text of exactly one item (compared
 * trimmed, ignoring case) is that item's code. A text two items share is refused as ambiguous, a
 * value that is neither is refused as unknown; both refusals name the value and the dictionary. A
 * comma-joined list (a multiple choice) is read part by part when it is not itself a code or text.
 */
export function dictionaryCodeOf(dictionary: DictionaryIndex, dictName: string, value: string): DictionaryCodeResult {
  const whole = codeOfPart(dictionary, dictName, value);
  if (whole.ok || !value.includes(',') || whole.refusal.code === 'import/dict-text-ambiguous') return whole;
  const codes: string[] = [];
  for (const part of value.split(',')) {
    const read = codeOfPart(dictionary, dictName, part);
    if (!read.ok) return read;
    codes.push(read.code);
  }
  return { ok: true, code: codes.join(',') };
}
