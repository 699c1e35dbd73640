import { reservedColumnCodes } from '@wharf/engine';

/** Field codes (spec §5): a letter then letters, digits or underscore, at most 18 characters; or a virtual `_temp_…` field. */
export const fieldCodePattern = '^(?:[A-Za-z][A-Za-z0-9_]{0,17}|_temp_[A-Za-z0-9_]{1,58})$';
/** General codes (spec §5): letters, digits, underscore and hyphen, no Chinese. */
export const generalCodePattern = '^[A-Za-z0-9_-]{1,100}$';

// Business tables carry these system columns (shared contract), so a form field may not take their names.
const systemColumns = ['id', 'tenant_id', 'create_time', 'create_by', 'update_time', 'update_by', 'row_version'];
const reserved = new Set([...reservedColumnCodes, ...systemColumns, 'warn_status', 'warnstatus']);

export type FieldCodeProblem = 'required' | 'chinese' | 'format' | 'reserved' | 'duplicate';

/** Why a colCode is unusable, or undefined when it is fine; `taken` holds the other codes of the same form or sub-table. */
export function fieldCodeProblem(code: string, taken: Iterable<string>): FieldCodeProblem | undefined {
  if (code.trim() === '') return 'required';
  if (/[\u3400-\u9fff\uf900-\ufaff]/.test(code)) return 'chinese';
  if (!new RegExp(fieldCodePattern).test(code)) return 'format';
  if (reserved.has(code.toLowerCase())) return 'reserved';
  for (const other of taken) if (other.toLowerCase() === code.toLowerCase()) return 'duplicate';
  return undefined;
}

/** The first `<prefix>_<n>` (n from 1) not among `taken`, cut to fit the 18-character limit. */
export function nextCode(prefix: string, taken: Iterable<string>): string {
  const used = new Set([...taken].map((code) => code.toLowerCase()));
  const base = prefix.replace(/[^A-Za-z0-9_]/g, '').replace(/^[^A-Za-z]+/, '') || 'field';
  for (let n = 1; ; n += 1) {
    const suffix = `_${n}`;
    const code = `${base.slice(0, 18 - suffix.length)}${suffix}`;
    if (!used.has(code.toLowerCase()) && !reserved.has(code.toLowerCase())) return code;
  }
}
