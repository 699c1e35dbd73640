import { formatMessage, type Language } from '@wharf/engine';
import type { SqlConfigRecord } from '@wharf/schemas';
import { CountedLru } from '../../cache/countedLru';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';
import { AppError, type FieldIssue, ValidationFailed } from '../../http/errors';
import { bindPreparedSql } from './bindPreparedSql';
import { businessTableNames } from './businessTableNames';
import { readBuilderSql } from './checkBuilderSql';
import type { PreparedSql } from './prepareSql';
import { defaultReadOnlyLimits, runReadOnlySql, type ReadOnlyLimits, type ReadOnlyResult } from './runReadOnlySql';
import { readSqlConfigByCode } from './sqlConfigStore';

/**
 * Results of configs marked isCache, per process: an in-memory LRU (500 answers, 32 MB) whose
 * entries live 60 s. The key is tenant + sqlCode + the config's last change + the bound parameter
 * values, so an edit is seen at once and tenants never share an entry. Several API processes each
 * keep their own cache; that is the price of not needing another service.
 */
const resultCache = new CountedLru<string, ReadOnlyResult>('sqlConfigs.results', {
  max: 500,
  ttl: 60_000,
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (value) => Math.max(1, JSON.stringify(value.rows).length),
});

const maxStringLength = 10_000;
const maxListLength = 1000;

type Scalar = string | number | boolean | null;

/**
 * The value a request gives for one parameter, checked against its declared type; `issues` gets
 * a `{ path }` for each wrong one. Objects are never accepted: a value is a scalar or a list of them.
 */
function coerceParameter(name: string, raw: unknown, declared: NonNullable<SqlConfigRecord['parameters']>[number] | undefined, issue: (code: string, args?: unknown[]) => void): Scalar | Scalar[] {
  const isEmpty = raw === undefined || raw === null || raw === '' || (Array.isArray(raw) && raw.length === 0);
  if (isEmpty) {
    if (declared?.isRequired === 'Y') issue('sqlConfig/parameter-required', [name]);
    return declared?.parameterType === 'list' ? [] : null;
  }
  const isScalar = (v: unknown): v is Scalar => v === null || ['string', 'number', 'boolean'].includes(typeof v);
  if (Array.isArray(raw)) {
    if (raw.length > maxListLength || !raw.every(isScalar) || raw.some((v) => typeof v === 'string' && v.length > maxStringLength)) return issue('sqlConfig/parameter-invalid', [name]), null;
    return declared?.parameterType && declared.parameterType !== 'list' ? (issue('sqlConfig/parameter-invalid', [name]), null) : raw.map((v) => (v === null ? null : String(v)));
  }
  if (!isScalar(raw) || (typeof raw === 'string' && raw.length > maxStringLength) || (typeof raw === 'number' && !Number.isFinite(raw))) return issue('sqlConfig/parameter-invalid', [name]), null;
  switch (declared?.parameterType) {
    case 'number': {
      const value = typeof raw === 'number' ? raw : Number(String(raw).trim());
      if (!Number.isFinite(value) || String(raw).trim() === '') return issue('sqlConfig/parameter-invalid', [name]), null;
      return value;
    }
    case 'boolean': {
      const text = String(raw).toLowerCase();
      if (['true', 'y', '1'].includes(text)) return true;
      if (['false', 'n', '0'].includes(text)) return false;
      return issue('sqlConfig/parameter-invalid', [name]), null;
    }
    case 'list': return String(raw).split(',').map((v) => v.trim()).filter(Boolean).slice(0, maxListLength);
    default: return typeof raw === 'boolean' ? raw : String(raw);
  }
}

export interface PreparedRun {
  prepared: PreparedSql;
  tables: Map<string, string>;
}

/**
 * Reads the SQL, checks it with PostgreSQL's parser (again: a config saved before the check
 * existed, or installed from a package, is refused here with the same 400 as at save), and
 * resolves the business tables it names in the caller's tenant (400 naming an unknown one).
 */
export async function prepareForTenant(ctx: Pick<AppContext, 'db'>, tenantId: string, sql: string, lang: Language, path = '/body/sqlQuery'): Promise<PreparedRun> {
  const result = await readBuilderSql(sql);
  if (!result.ok) throw new ValidationFailed([{ path, code: result.problem.code, message: formatMessage(result.problem.code, lang, result.problem.args) }]);
  const tables = result.prepared.tableCodes.length > 0 ? await withTenant(ctx.db, tenantId, (trx) => businessTableNames(trx, result.prepared.tableCodes)) : new Map<string, string>();
  const missing = result.prepared.tableCodes.filter((code) => !tables.has(code));
  if (missing.length > 0) throw new ValidationFailed(missing.map((code) => ({ path, code: 'sqlConfig/unknown-table', message: formatMessage('sqlConfig/unknown-table', lang, [code]) })));
  return { prepared: result.prepared, tables };
}

/** The values of the parameters the SQL uses, checked; 400 with `/<base>/<name>` paths when wrong. */
export function bindParameters(prepared: PreparedSql, declared: SqlConfigRecord['parameters'], params: Readonly<Record<string, unknown>>, lang: Language, base = '/body/params'): Record<string, Scalar | Scalar[]> {
  const issues: FieldIssue[] = [];
  const values: Record<string, Scalar | Scalar[]> = {};
  for (const name of prepared.parameterNames) {
    const declaration = (declared ?? []).find((p) => p.name === name);
    values[name] = coerceParameter(name, Object.hasOwn(params, name) ? params[name] : undefined, declaration, (code, args = []) => issues.push({ path: `${base}/${name}`, code, message: formatMessage(code, lang, args) }));
  }
  if (issues.length > 0) throw new ValidationFailed(issues);
  return values;
}

export interface SqlRunOptions {
  limits?: Partial<ReadOnlyLimits>;
  /** Skip the result cache even when the config has isCache (the designer's test run). */
  isFresh?: boolean;
}

/** Runs the tenant's SQL config `sqlCode` with the given parameters (bound by name), in its box. */
export async function executeSqlConfig(ctx: Pick<AppContext, 'db'>, tenantId: string, sqlCode: string, params: Readonly<Record<string, unknown>>, lang: Language, options: SqlRunOptions = {}): Promise<ReadOnlyResult & { sqlConfig: { sqlCode: string; sqlName: string } }> {
  const config = await withTenant(ctx.db, tenantId, (trx) => readSqlConfigByCode(trx, sqlCode));
  const run = await prepareForTenant(ctx, tenantId, config.sqlQuery, lang);
  const values = bindParameters(run.prepared, config.parameters, params, lang);
  const limits = { ...defaultReadOnlyLimits, ...options.limits };
  const key = JSON.stringify([tenantId, sqlCode, config.updateTime, limits.rowCap, Object.entries(values).sort(([a], [b]) => a.localeCompare(b))]);
  const useCache = config.isCache === 'Y' && !options.isFresh;
  const cached = useCache ? resultCache.get(key) : undefined;
  const result = cached ?? (await runReadOnlySql(ctx.db, tenantId, bindPreparedSql(run.prepared, { tables: run.tables, values }), limits));
  if (useCache && !cached) resultCache.set(key, result);
  return { ...result, sqlConfig: { sqlCode: config.sqlCode, sqlName: config.sqlName } };
}

/**
 * Options from a SQL config's rows: `value` and `label` columns, else the first two columns (spec §7
 * getSqlConfigOptions). A `labelI18n` column (an object by language, e.g. a dictionary item's
 * `item_text_i18n`) gives the label in `lang` where it has one, so the options speak the user's language.
 */
export function rowsToOptions(result: ReadOnlyResult, lang?: Language): Array<{ value: string; label: string }> {
  const valueColumn = result.columns.includes('value') ? 'value' : result.columns[0];
  const labelColumn = result.columns.includes('label') ? 'label' : result.columns.includes('text') ? 'text' : (result.columns[1] ?? valueColumn);
  if (!valueColumn || !labelColumn) throw new AppError(400, 'sqlConfig/no-columns');
  const text = (v: unknown) => (v === null || v === undefined ? '' : v instanceof Date ? v.toISOString() : String(v));
  const translated = (row: Record<string, unknown>): string | undefined => {
    const texts = lang && result.columns.includes('labelI18n') ? row.labelI18n : undefined;
    const inLanguage = texts !== null && typeof texts === 'object' ? (texts as Record<string, unknown>)[lang!] : undefined;
    return typeof inLanguage === 'string' && inLanguage.trim() !== '' ? inLanguage : undefined;
  };
  return result.rows.map((row) => ({ value: text(row[valueColumn]), label: translated(row) ?? text(row[labelColumn]) }));
}
