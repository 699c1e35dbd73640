import type { WarningSetConfig } from '@wharf/schemas';

/** One set config's reading of a record: the value it compared (after unit and precision) and whether it breached. */
export interface SetConfigReading {
  readonly warnField: string;
  readonly value: number | string | null;
  readonly isBreached: boolean;
}

/** A record against a rule's set configs: in breach when every config breaches (no configs: every row the SQL returns). */
export interface RecordReading {
  readonly isBreached: boolean;
  readonly readings: ReadonlyArray<SetConfigReading>;
}

const msPerUnit = { hour: 3_600_000, day: 86_400_000 } as const;
const numericOperators = new Set(['greater', 'greaterOrEqual', 'less', 'lessOrEqual', 'between']);

/** A timestamp a row may hold: a Date, or an ISO-like date text (never a bare number: that is a measure). */
function instantOf(raw: unknown): number | undefined {
  if (raw instanceof Date) return Number.isNaN(raw.getTime()) ? undefined : raw.getTime();
  if (typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(raw)) return undefined;
  const at = Date.parse(raw);
  return Number.isNaN(at) ? undefined : at;
}

function numberOf(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw === 'bigint') return Number(raw);
  if (typeof raw === 'string' && raw.trim() !== '') {
    const value = Number(raw);
    return Number.isFinite(value) ? value : undefined;
  }
  return undefined;
}

function rounded(value: number, precision: number | undefined): number {
  if (precision === undefined) return value;
  const factor = 10 ** precision;
  return Math.round(value * factor) / factor;
}

/**
 * The value a set config compares (spec §9 units): with unit `day` or `hour`, a timestamp becomes the
 * time elapsed from it to `now` in that unit (so "declared more than 48 hours ago" is `declaredAt
 * greater 48 hour`, and a back-test at an earlier `now` sees the record as it was then); a number
 * stays itself (`percent` and `amount` name what the number is). Rounded to `fieldPrecision`.
 */
export function setConfigValue(config: WarningSetConfig, raw: unknown, now: number): number | string | null {
  if (raw === null || raw === undefined) return null;
  if (config.unit === 'day' || config.unit === 'hour') {
    const at = instantOf(raw);
    if (at !== undefined) return rounded((now - at) / msPerUnit[config.unit], config.fieldPrecision);
  }
  const number = numberOf(raw);
  if (number !== undefined && (numericOperators.has(config.operateType) || config.fieldPrecision !== undefined || typeof raw === 'number')) return rounded(number, config.fieldPrecision);
  return raw instanceof Date ? raw.toISOString() : String(raw);
}

function listOf(value: WarningSetConfig['warnFieldValue']): string[] {
  return value === null || value === undefined ? [] : String(value).split(',').map((item) => item.trim()).filter((item) => item !== '');
}

function same(value: number | string, target: WarningSetConfig['warnFieldValue']): boolean {
  if (target === null || target === undefined) return false;
  // The config's own type decides: a number target compares numbers ('3.0' equals 3), a text target compares text ('001' is not '1').
  const valueNumber = numberOf(value);
  const targetNumber = numberOf(target);
  if ((typeof target === 'number' || typeof value === 'number') && valueNumber !== undefined && targetNumber !== undefined) return valueNumber === targetNumber;
  return String(value) === String(target);
}

/** Whether one compared value breaches the config; a missing value (null) never does. */
export function setConfigBreaches(config: WarningSetConfig, value: number | string | null): boolean {
  if (value === null) return false;
  const number = typeof value === 'number' ? value : numberOf(value);
  const target = numberOf(config.warnFieldValue);
  switch (config.operateType) {
    case 'equal': return same(value, config.warnFieldValue);
    case 'notEqual': return !same(value, config.warnFieldValue);
    case 'greater': return number !== undefined && target !== undefined && number > target;
    case 'greaterOrEqual': return number !== undefined && target !== undefined && number >= target;
    case 'less': return number !== undefined && target !== undefined && number < target;
    case 'lessOrEqual': return number !== undefined && target !== undefined && number <= target;
    case 'between': return number !== undefined && config.warnFieldMin !== undefined && config.warnFieldMax !== undefined && number >= config.warnFieldMin && number <= config.warnFieldMax;
    case 'contains': return String(value).includes(String(config.warnFieldValue ?? ''));
    case 'notContains': return !String(value).includes(String(config.warnFieldValue ?? ''));
    case 'in': return listOf(config.warnFieldValue).some((item) => same(value, item));
    case 'notIn': return !listOf(config.warnFieldValue).some((item) => same(value, item));
  }
}

/** Reads one row of the rule's SQL against its set configs at `now` (epoch ms). */
export function readWarningRecord(setConfigs: ReadonlyArray<WarningSetConfig> | undefined, row: Readonly<Record<string, unknown>>, now: number): RecordReading {
  const configs = setConfigs ?? [];
  const readings = configs.map((config) => {
    const value = setConfigValue(config, row[config.warnField], now);
    return { warnField: config.warnField, value, isBreached: setConfigBreaches(config, value) };
  });
  return { isBreached: readings.every((reading) => reading.isBreached), readings };
}

/**
 * Whether a row breaches every set config, without keeping the readings: the evaluation's path for
 * the many rows that only need a yes or no (`readWarningRecord` for those it keeps).
 */
export function isRecordBreached(setConfigs: ReadonlyArray<WarningSetConfig> | undefined, row: Readonly<Record<string, unknown>>, now: number): boolean {
  if (!setConfigs) return true;
  for (const config of setConfigs) {
    if (!setConfigBreaches(config, setConfigValue(config, row[config.warnField], now))) return false;
  }
  return true;
}
