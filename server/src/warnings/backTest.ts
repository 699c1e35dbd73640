import { backTestWarningRule, dueHoursBetween, formatMessage, readWarningRecord, type BackTestResult, type Language } from '@wharf/engine';
import type { Caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { AppError, ValidationFailed } from '../http/errors';
import { executeSqlConfig } from '../eform/sqlConfig/executeSqlConfig';
import { readSqlConfigByCode } from '../eform/sqlConfig/sqlConfigStore';
import { assertHolds } from '../platform/access/requirePermission';
import { cronFiresWithin } from './cronWindow';
import { publishedRule } from './publishedWarnings';
import { tenantTimeZone } from './tenantClock';
import { warningPermission } from './resultOperations';

const dayMs = 86_400_000;
/** The longest period a back-test covers: a month of hourly slots (744 evaluations). */
export const maxBackTestDays = 31;

export interface BackTestQuery {
  warningCode: string;
  ruleCode: string;
  from: string;
  to: string;
}

export interface BackTestAnswer extends Omit<BackTestResult, 'perSlot'> {
  perSlot: Array<{ at: string; firings: number }>;
  /** Some evaluation read only the first rows (the SQL configs' row cap): the counts are a floor. */
  isTruncated: boolean;
}

function periodOf(query: BackTestQuery, now: number, lang: Language): { from: number; to: number } {
  const from = Date.parse(query.from);
  const to = Date.parse(query.to);
  const issue = (path: string, code: string, args: unknown[] = []) => new ValidationFailed([{ path, code, message: formatMessage(code, lang, args) }]);
  if (Number.isNaN(from)) throw issue('/body/from', 'warning/date-invalid');
  if (Number.isNaN(to)) throw issue('/body/to', 'warning/date-invalid');
  if (to <= from) throw issue('/body/to', 'warning/backtest-period', [maxBackTestDays]);
  if (to - from > maxBackTestDays * dayMs || to > now + 60_000) throw issue('/body/to', 'warning/backtest-period', [maxBackTestDays]);
  return { from, to };
}

/**
 * How often a rule would have fired over a past period (issue 22 "Back-test before enabling"): the
 * rule's due hours in the period (its hourly slots, or its cron, on the tenant's clock), each evaluated with the rule's
 * set configs at that instant, through the same per-record state machine as the live evaluation
 * (pending period, no repeat). A rule whose SQL reads `:asOf` is run once per instant with it bound
 * (it can then answer as the data stood); otherwise its rows are read once and each instant reads
 * them at that time (elapsed-time configs such as "declared more than 48 hours ago" move with it).
 * Nothing is stored and nothing is sent; a disabled rule back-tests all the same.
 */
export async function backTestRule(ctx: AppContext, who: Caller, query: BackTestQuery, lang: Language, now = Date.now()): Promise<BackTestAnswer> {
  await assertHolds(ctx, who, warningPermission);
  const period = periodOf(query, now, lang);
  const { rule, readsAsOf, timeZone } = await withTenant(ctx.db, who.tenantId, async (trx) => {
    const ref = await publishedRule(trx, query.warningCode, query.ruleCode);
    if (!ref.rule.sqlCode) throw new AppError(400, 'warning/rule-without-sql', [query.ruleCode]);
    const config = await readSqlConfigByCode(trx, ref.rule.sqlCode);
    return { rule: ref.rule, readsAsOf: /:asOf\b/.test(config.sqlQuery), timeZone: await tenantTimeZone(trx) };
  });
  const hours = dueHoursBetween(rule, period.from, period.to, cronFiresWithin(rule.cronExpr, timeZone), timeZone);
  const keyField = rule.recordKeyField ?? 'id';
  let isTruncated = false;
  const rowsAt = async (at: number) => {
    const result = await executeSqlConfig(ctx, who.tenantId, rule.sqlCode!, readsAsOf ? { asOf: new Date(at).toISOString() } : {}, lang, { isFresh: true });
    isTruncated ||= result.isTruncated;
    return result.rows;
  };
  const once = readsAsOf ? undefined : await rowsAt(now);
  const slots = [];
  for (const at of hours) {
    const rows = once ?? (await rowsAt(at));
    const breachedKeys = rows.filter((row) => row[keyField] !== null && row[keyField] !== undefined && readWarningRecord(rule.setConfigs, row, at).isBreached).map((row) => String(row[keyField]));
    slots.push({ at, breachedKeys });
  }
  const result = backTestWarningRule(slots, (rule.pendingSeconds ?? 0) * 1000);
  return { ...result, perSlot: result.perSlot.map((slot) => ({ at: new Date(slot.at).toISOString(), firings: slot.firings })), isTruncated };
}
