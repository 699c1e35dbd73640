/**
 * The comparison rules shared by the condition evaluator (and, through it, workflow conditions,
 * showCondition, form linkage and warnings). Form values arrive as text more often than not, so a
 * number compared with numeric text compares as numbers; otherwise values compare strictly.
 */

/** A finite number, or text that reads as one (after trimming), else undefined. */
export function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

/** Missing and null are the same "no value". */
function normalise(value: unknown): unknown {
  return value === undefined ? null : value;
}

/** Equality: numbers against numeric text compare as numbers; everything else strictly. */
export function valuesEqual(left: unknown, right: unknown): boolean {
  const a = normalise(left);
  const b = normalise(right);
  if (typeof a === 'number' || typeof b === 'number') {
    const x = asNumber(a);
    const y = asNumber(b);
    return x !== undefined && y !== undefined && x === y;
  }
  return a === b;
}

/**
 * Ordering: -1, 0 or 1, or undefined when the two cannot be ordered (null, objects, mixed text and
 * non-numeric values). Two numbers (or a number and numeric text) order numerically; two texts
 * order by code unit, which keeps ISO dates and times in calendar order.
 */
export function orderValues(left: unknown, right: unknown): -1 | 0 | 1 | undefined {
  const a = normalise(left);
  const b = normalise(right);
  if (a === null || b === null) return undefined;
  if (typeof a === 'string' && typeof b === 'string') {
    const x = asNumber(a);
    const y = asNumber(b);
    if (x !== undefined && y !== undefined) return x === y ? 0 : x < y ? -1 : 1;
    return a === b ? 0 : a < b ? -1 : 1;
  }
  const x = asNumber(a);
  const y = asNumber(b);
  if (x === undefined || y === undefined) return undefined;
  return x === y ? 0 : x < y ? -1 : 1;
}
