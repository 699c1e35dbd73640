/** The parameters of a fill rule (spec §5: a JSON object, not an array). */
export interface FillRuleParams {
  /** Fixed text in front, e.g. `DEC`. */
  prefix?: string;
  /** Date part: `yyyyMMdd`, `yyyyMM`, `yyyy` or empty for none. */
  dateFormat?: 'yyyyMMdd' | 'yyyyMM' | 'yyyy' | '';
  /** Digits of the zero-padded sequence (1–12). */
  seqLength: number;
  /** When the sequence starts again at 1. */
  resetBy?: 'none' | 'day' | 'month' | 'year';
  /** The time zone dates are read in, e.g. `Asia/Shanghai`. Default UTC. */
  timeZone?: string;
}

export interface FillRuleIssue {
  path: string;
  code: string;
}

/** What is wrong with a rule's parameters, as data (empty when they are fine). */
export function checkFillRuleParams(params: unknown): FillRuleIssue[] {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return [{ path: '/ruleParams', code: 'fillRule/params-not-object' }];
  const p = params as Record<string, unknown>;
  const issues: FillRuleIssue[] = [];
  if (p.prefix !== undefined && (typeof p.prefix !== 'string' || !/^[A-Za-z0-9_-]{0,20}$/.test(p.prefix))) issues.push({ path: '/ruleParams/prefix', code: 'fillRule/bad-prefix' });
  if (p.dateFormat !== undefined && !['yyyyMMdd', 'yyyyMM', 'yyyy', ''].includes(p.dateFormat as string)) issues.push({ path: '/ruleParams/dateFormat', code: 'fillRule/bad-date-format' });
  if (typeof p.seqLength !== 'number' || !Number.isInteger(p.seqLength) || p.seqLength < 1 || p.seqLength > 12) issues.push({ path: '/ruleParams/seqLength', code: 'fillRule/bad-seq-length' });
  if (p.resetBy !== undefined && !['none', 'day', 'month', 'year'].includes(p.resetBy as string)) issues.push({ path: '/ruleParams/resetBy', code: 'fillRule/bad-reset' });
  if (p.timeZone !== undefined && (typeof p.timeZone !== 'string' || !isTimeZone(p.timeZone))) issues.push({ path: '/ruleParams/timeZone', code: 'fillRule/bad-time-zone' });
  return issues;
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

// Making a formatter costs far more than using one (a save numbers with it): one per time zone, made once.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar parts of an instant in a time zone. */
function dateParts(at: Date, timeZone: string): { year: string; month: string; day: string } {
  let formatter = formatters.get(timeZone);
  if (!formatter) formatters.set(timeZone, (formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  const parts = formatter.formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return { year: part('year'), month: part('month'), day: part('day') };
}

/**
 * The counter period a rule uses at an instant (`20261122`, `202611`, `2026`, or `*` when it never
 * resets) and the text around the sequence number. The caller advances the period's counter
 * atomically and formats the number with `formatFillRuleValue`. `at` is passed in: no clock here.
 */
export function fillRulePeriod(params: FillRuleParams, at: Date): { period: string; datePart: string } {
  const { year, month, day } = dateParts(at, params.timeZone ?? 'UTC');
  const datePart = params.dateFormat === 'yyyyMMdd' ? `${year}${month}${day}` : params.dateFormat === 'yyyyMM' ? `${year}${month}` : params.dateFormat === 'yyyy' ? year : '';
  const reset = params.resetBy ?? 'none';
  const period = reset === 'day' ? `${year}${month}${day}` : reset === 'month' ? `${year}${month}` : reset === 'year' ? year : '*';
  return { period, datePart };
}

/** prefix + date + the sequence zero-padded to its length (longer numbers are kept whole, never cut). */
export function formatFillRuleValue(params: FillRuleParams, datePart: string, sequence: number): string {
  return `${params.prefix ?? ''}${datePart}${String(sequence).padStart(params.seqLength, '0')}`;
}
