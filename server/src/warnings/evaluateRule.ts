import { isRecordBreached, nextRecordState, readWarningRecord, type RecordWarningState, type SetConfigReading } from '@wharf/engine';
import type { WarningDefinition, WarningRule } from '@wharf/schemas';
import type { Knex } from 'knex';
import type { PoolClient } from 'pg';
import type { JobContext } from '../platform/module';
import { joinedTransaction } from '../db/tenantTransaction';
import { withTenant } from '../db/withTenant';
import { AppError } from '../http/errors';
import { bindParameters, prepareForTenant } from '../eform/sqlConfig/executeSqlConfig';
import { bindPreparedSql } from '../eform/sqlConfig/bindPreparedSql';
import { readSqlConfigByCode } from '../eform/sqlConfig/sqlConfigStore';
import { sendWarningNotices } from './notices';
import { publishedRule } from './publishedWarnings';
import { streamRuleRows } from './ruleRows';
import { knownRecordKeys, liveStates, lockRuleRun, recordRun, removeStates, writeStates, type RuleKey } from './stateStore';

/** What one evaluation of a rule did. */
export interface RuleEvaluation {
  readonly checked: number;
  readonly fired: number;
  readonly recovered: number;
  readonly messages: number;
  readonly durationMs: number;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The evaluation's statements may take their time (a million rows), unlike a request's. */
const evaluationTimeoutMs = 10 * 60_000;

/** A record's key as text (the key column's value), or undefined for a row without one. */
function keyOf(row: Readonly<Record<string, unknown>>, field: string): string | undefined {
  const value = row[field];
  if (value === null || value === undefined || value === '') return undefined;
  return (value instanceof Date ? value.toISOString() : String(value)).slice(0, 200);
}

/** The later of two watermark values, as text (a time as ISO text, a number as itself). */
function laterMark(current: string | null, value: unknown): string | null {
  if (value === null || value === undefined) return current;
  const text = value instanceof Date ? value.toISOString() : String(value);
  if (current === null) return text;
  if (value instanceof Date) return value.getTime() > Date.parse(current) ? text : current;
  if (typeof value === 'number' || (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) && /^-?\d+(\.\d+)?$/.test(current))) return Number(text) > Number(current) ? text : current;
  return text > current ? text : current;
}

/**
 * One transaction on one connection of the app role in the tenant: the rule's run row is locked
 * first (evaluations of a rule take turns), the rows are read as the SQL configs' reader, then
 * states, notices (the outbox, in this same transaction: a rolled-back evaluation sends nothing)
 * and the watermark are written as the app role.
 */
async function inRuleTransaction<T>(ctx: Pick<JobContext, 'db'>, tenantId: string, work: (client: PoolClient, trx: Knex.Transaction) => Promise<T>): Promise<T> {
  if (!uuidPattern.test(tenantId)) throw new Error('tenant id is not a uuid');
  const client = (await ctx.db.client.acquireConnection()) as PoolClient;
  const joined = joinedTransaction(ctx.db, client);
  try {
    await client.query('begin');
    // Bound values, never text built from them: the tenant for row-level security, the evaluation's longer timeout.
    await client.query("select set_config('app.tenant_id', $1, true), set_config('statement_timeout', $2, true)", [tenantId, String(evaluationTimeoutMs)]);
    const answer = await work(client, await joined.transaction);
    await joined.settle();
    await client.query('commit');
    return answer;
  } catch (error) {
    await joined.settle(error);
    await client.query('rollback').catch(() => (client as unknown as { end(): Promise<void> }).end().catch(() => undefined));
    throw error;
  } finally {
    await ctx.db.client.releaseConnection(client);
  }
}

/**
 * Evaluates one published rule over its SQL config's rows, now (spec §3 platform warning; issue 22
 * "evaluation per business record"): each row is a record (its `recordKeyField`), read against the
 * set configs; the engine's state machine decides per record whether it fires (once, after the
 * pending period), stays, or recovers. Records with a live state that the rows no longer hold
 * recover. With a `watermarkField` only rows past the last run's highest value are read, each
 * record warns once (no pending period: a row is not read again), and absence recovers nothing.
 * Fired records notify their recipients through the outbox.
 */
export async function evaluateRule(ctx: JobContext, tenantId: string, warningCode: string, ruleCode: string, now = Date.now()): Promise<RuleEvaluation> {
  const started = performance.now();
  const { warning, rule, run } = await withTenant(ctx.db, tenantId, async (trx) => {
    const ref = await publishedRule(trx, warningCode, ruleCode);
    if (!ref.rule.sqlCode) throw new AppError(400, 'warning/rule-without-sql', [ruleCode]);
    const config = await readSqlConfigByCode(trx, ref.rule.sqlCode);
    return { ...ref, run: config };
  });
  const prepared = await prepareForTenant(ctx, tenantId, run.sqlQuery, 'en_US');
  // A rule's SQL may read `:asOf` (the instant evaluated: a back-test binds past ones).
  const values = bindParameters(prepared.prepared, run.parameters, { asOf: new Date(now).toISOString() }, 'en_US');
  const sql = bindPreparedSql(prepared.prepared, { tables: prepared.tables, values });
  const key: RuleKey = { tenantId, warningCode, ruleCode };
  return inRuleTransaction(ctx, tenantId, async (client, trx) => {
    const { watermark } = await lockRuleRun(trx, key);
    const isIncremental = rule.watermarkField !== undefined;
    const pendingMs = isIncremental ? 0 : (rule.pendingSeconds ?? 0) * 1000;
    const states = isIncremental ? new Map<string, RecordWarningState>() : await liveStates(trx, key);
    const keyField = rule.recordKeyField ?? 'id';
    // Keys already decided in this run: only those breaching or carrying a state are remembered
    // (the many quiet rows of a large table cost no memory), which is also what absence is read from.
    const decided = new Set<string>();
    let changes: Array<{ recordKey: string; state: RecordWarningState; values?: Readonly<Record<string, unknown>>; readings?: ReadonlyArray<SetConfigReading> }> = [];
    let fired: Array<{ recordKey: string; values: Readonly<Record<string, unknown>>; state: RecordWarningState }> = [];
    const removed: string[] = [];
    let checked = 0;
    let recovered = 0;
    let mark = watermark;
    await streamRuleRows(client, sql, isIncremental && watermark !== null ? { field: rule.watermarkField!, after: watermark } : undefined, (rows) => {
      for (const row of rows) {
        checked += 1;
        if (isIncremental) mark = laterMark(mark, row[rule.watermarkField!]);
        const recordKey = keyOf(row, keyField);
        if (recordKey === undefined || decided.has(recordKey)) continue;
        const previous = states.get(recordKey);
        const isBreached = isRecordBreached(rule.setConfigs, row, now);
        if (!previous && !isBreached) continue;
        decided.add(recordKey);
        const step = nextRecordState(previous, isBreached, now, pendingMs);
        // A warning that holds is not written again: its values stay those it fired (or changed) with.
        if (step.state === previous && step.effect === 'none') continue;
        if (step.state) changes.push({ recordKey, state: step.state, values: row, readings: readWarningRecord(rule.setConfigs, row, now).readings });
        else removed.push(recordKey);
        if (step.effect === 'recover') recovered += 1;
        if (step.effect === 'fire' && step.state) fired.push({ recordKey, values: row, state: step.state });
      }
    });
    if (isIncremental) {
      // The watermark skips rows already read, as far as its value's precision goes (a time read
      // back in milliseconds may let a row of the same millisecond through again): a record that
      // already has its state has warned, and does not again.
      const known = await knownRecordKeys(trx, key, changes.map((change) => change.recordKey));
      fired = fired.filter((record) => !known.has(record.recordKey));
      changes = changes.filter((change) => !known.has(change.recordKey));
    } else {
      for (const [recordKey, previous] of states) {
        if (decided.has(recordKey)) continue;
        const step = nextRecordState(previous, false, now, pendingMs);
        if (step.effect === 'recover') recovered += 1;
        if (step.state) changes.push({ recordKey, state: step.state });
        else removed.push(recordKey);
      }
    }
    await writeStates(trx, key, changes);
    await removeStates(trx, key, removed);
    const messages = await sendWarningNotices(ctx, trx, tenantId, warning, rule, fired);
    const durationMs = performance.now() - started;
    await recordRun(trx, key, { watermark: mark, checked, fired: fired.length, durationMs });
    return { checked, fired: fired.length, recovered, messages, durationMs };
  });
}

/** The rules of a warning item the schedule or a trigger runs (enabled ones with a SQL config). */
export function runnableRules(warning: WarningDefinition): WarningRule[] {
  return warning.rules.filter((rule) => rule.isEnabled !== false && rule.sqlCode !== undefined);
}
