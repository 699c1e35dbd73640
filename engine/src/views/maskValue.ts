/** The masking kinds of a view column (spec §3 tuoMin; `phone` is accepted for `phonenumber`). */
export type MaskKind = 'none' | 'email' | 'phonenumber' | 'phone' | 'idcard' | 'address' | 'bankcard' | 'ext';

const stars = (count: number) => '*'.repeat(Math.max(1, count));

/** Keeps `head` characters and `tail` characters, masking the rest (at least one star). */
function keep(text: string, head: number, tail: number): string {
  const chars = [...text];
  if (chars.length <= head + tail) {
    // Too short to show both ends: show at most the first character.
    return chars.length <= 1 ? stars(1) : `${chars[0]}${stars(chars.length - 1)}`;
  }
  return `${chars.slice(0, head).join('')}${stars(chars.length - head - tail)}${chars.slice(chars.length - tail).join('')}`;
}

/**
 * A value as a user without the unmasking permission sees it. Applied on the server to list rows
 * and exports, so the full value never reaches such a user. Empty values stay empty; non-text
 * values are masked as their text.
 * - email: first character of the name, the domain kept (a***@example.com)
 * - phone: first 3 and last 4 digits (138****5678)
 * - idcard: first 4 and last 4 (1101**********1234)
 * - bankcard: last 4 only (************1234)
 * - address: the first third kept
 * - ext: first and last character kept
 */
export function maskValue(kind: MaskKind | undefined, value: unknown): unknown {
  if (!kind || kind === 'none' || value === null || value === undefined || value === '') return value;
  const text = typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : String(value);
  switch (kind) {
    case 'email': {
      const at = text.lastIndexOf('@');
      if (at <= 0) return keep(text, 1, 0);
      return `${[...text.slice(0, at)][0]}${stars(3)}${text.slice(at)}`;
    }
    case 'phone':
    case 'phonenumber': return keep(text, 3, 4);
    case 'idcard': return keep(text, 4, 4);
    case 'bankcard': return keep(text, 0, 4);
    case 'address': {
      const length = [...text].length;
      return keep(text, Math.max(1, Math.floor(length / 3)), 0);
    }
    case 'ext': return keep(text, 1, 1);
  }
  return value;
}

/** The part of a view column masking reads: its field and how it is masked. */
export interface MaskedColumn {
  field: string;
  mask: MaskKind;
}

/**
 * Masks, in place, the columns of `rows` a caller without the unmasking permission may not see in
 * full (`canUnmask` false); rows of callers who may are left as they are.
 */
export function maskRows(rows: Array<Record<string, unknown>>, columns: ReadonlyArray<MaskedColumn>, canUnmask: boolean): void {
  if (canUnmask) return;
  const masked = columns.filter((c) => c.mask !== 'none');
  if (masked.length === 0) return;
  for (const row of rows) for (const column of masked) if (column.field in row) row[column.field] = maskValue(column.mask, row[column.field]);
}
