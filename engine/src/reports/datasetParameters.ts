import type { DatasetDefinition } from '@wharf/schemas';
import { defaultLanguage, type Language } from '../i18n/types';
import { formatMessage } from '../i18n/formatMessage';
import type { QueryError } from '../query/types';
import type { DatasetValue } from './types';

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const maxParameterText = 1000;

export type DatasetParametersResult = { ok: true; values: Record<string, DatasetValue> } | { ok: false; errors: QueryError[] };

/**
 * The values of a SQL dataset's declared parameters: the query's, else the declared default; a
 * required one without either, a name the dataset does not declare, or a value of the wrong type
 * is reported at `/parameters/<name>`. The server binds them by name into the SQL config (whose
 * own declarations check them once more).
 */
export function resolveDatasetParameters(dataset: DatasetDefinition, given: unknown, lang: Language = defaultLanguage): DatasetParametersResult {
  const errors: QueryError[] = [];
  const report = (name: string, code: string, args: unknown[]) => errors.push({ path: `/parameters/${name}`, code, message: formatMessage(code, lang, args) });
  const declared = dataset.parameters ?? [];
  const values: Record<string, DatasetValue> = {};
  if (given !== undefined && (given === null || typeof given !== 'object' || Array.isArray(given))) {
    return { ok: false, errors: [{ path: '/parameters', code: 'dataset/invalid-query', message: formatMessage('dataset/invalid-query', lang) }] };
  }
  const supplied = (given ?? {}) as Record<string, unknown>;
  for (const name of Object.keys(supplied)) if (!declared.some((p) => p.name === name)) report(name, 'dataset/unknown-parameter', [name]);
  for (const parameter of declared) {
    const raw = Object.prototype.hasOwnProperty.call(supplied, parameter.name) ? supplied[parameter.name] : undefined;
    const value = raw === undefined || raw === null || raw === '' ? (parameter.defaultValue ?? null) : raw;
    if (value === null || value === undefined) {
      if (parameter.required) report(parameter.name, 'dataset/parameter-required', [parameter.title]);
      values[parameter.name] = null;
      continue;
    }
    const checked = checkedValue(parameter.paramType ?? 'string', value);
    if (checked === undefined) report(parameter.name, 'dataset/parameter-invalid', [parameter.title]);
    else values[parameter.name] = checked;
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, values };
}

function checkedValue(type: 'string' | 'number' | 'date', value: unknown): DatasetValue | undefined {
  if (typeof value === 'boolean') return type === 'string' ? String(value) : undefined;
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  if (type === 'number') {
    const number = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
    return Number.isFinite(number) ? number : undefined;
  }
  const text = String(value);
  if (text.length > maxParameterText) return undefined;
  if (type === 'date') return datePattern.test(text.trim()) ? text.trim() : undefined;
  return text;
}
