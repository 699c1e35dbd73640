import { applyOperatorAction, formatMessage, type Language, type SetConfigReading, type WarningOperatorAction } from '@wharf/engine';
import type { Knex } from 'knex';
import type { Caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { page, type Page } from '../http/envelope';
import { AppError, notFound } from '../http/errors';
import { assertHolds } from '../platform/access/requirePermission';
import { scriptQueueFull } from '../sandbox/serverScriptPool';
import { tenantScripts } from '../sandbox/tenantScripts';
import { publishedRule } from './publishedWarnings';
import { stateOf } from './stateStore';

/** Who may see a rule's results, act on them, run and back-test it: the warning designers (administrators hold it too). */
export const warningPermission = 'eformWarning:design';

/** One record of a rule's results page. */
export interface WarningResult {
  id: string;
  warningCode: string;
  ruleCode: string;
  recordKey: string;
  status: 'pending' | 'warn' | 'cancel';
  cancelReason: 'recovered' | 'relieved' | null;
  breachedSince: string;
  warnedAt: string | null;
  cancelledAt: string | null;
  lastSeenAt: string;
  values: Record<string, unknown>;
  readings: SetConfigReading[];
  /** What the rule's resultPageLoadScript made of the record (absent without a script). */
  display?: unknown;
}

interface ResultRow {
  id: string;
  warning_code: string;
  rule_code: string;
  record_key: string;
  status: WarningResult['status'];
  cancel_reason: WarningResult['cancelReason'];
  breached_since: Date;
  warned_at: Date | null;
  cancelled_at: Date | null;
  last_seen_at: Date;
  record_values: Record<string, unknown> | null;
  readings: SetConfigReading[] | null;
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function resultOf(row: ResultRow): WarningResult {
  return {
    id: row.id, warningCode: row.warning_code, ruleCode: row.rule_code, recordKey: row.record_key, status: row.status, cancelReason: row.cancel_reason,
    breachedSince: row.breached_since.toISOString(), warnedAt: iso(row.warned_at), cancelledAt: iso(row.cancelled_at), lastSeenAt: row.last_seen_at.toISOString(),
    values: row.record_values ?? {}, readings: row.readings ?? [],
  };
}

export interface ResultQuery {
  warningCode: string;
  ruleCode: string;
  status?: 'pending' | 'warn' | 'cancel';
  pageNo?: number;
  pageSize?: number;
}

/**
 * A rule's results (spec label-implied "results" screen): its records' states, newest breach
 * first, with the values they were last read with. The rule's `resultPageLoadScript` runs in the
 * sandbox over the page (`input.records`) and returns one display object per record.
 */
export async function listResults(ctx: AppContext, who: Caller, query: ResultQuery, lang: Language): Promise<Page<WarningResult>> {
  await assertHolds(ctx, who, warningPermission);
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 20;
  const { rule, rows, total } = await withTenant(ctx.db, who.tenantId, async (trx) => {
    const ref = await publishedRule(trx, query.warningCode, query.ruleCode);
    const base = trx('warn_record_state').where({ warning_code: query.warningCode, rule_code: query.ruleCode }).modify((q) => (query.status ? q.where('status', query.status) : q));
    const [counted] = await base.clone().count<Array<{ count: string }>>('* as count');
    const found = await base.clone().orderBy([{ column: 'breached_since', order: 'desc' }, { column: 'record_key' }]).offset((pageNo - 1) * pageSize).limit(pageSize).select<ResultRow[]>('*');
    return { rule: ref.rule, rows: found, total: Number(counted?.count ?? 0) };
  });
  const records = rows.map(resultOf);
  if (rule.resultPageLoadScript && records.length > 0) {
    const result = await tenantScripts(who.tenantId).scripts.run(rule.resultPageLoadScript, { records, ruleCode: rule.ruleCode, ruleName: rule.ruleName });
    if (!result.ok && result.error.code === 'sandbox/queue-full') throw scriptQueueFull();
    if (!result.ok) throw new AppError(400, 'warning/result-script-failed', [result.error.detail ?? formatMessage(result.error.code, lang)]);
    if (!Array.isArray(result.value) || result.value.length !== records.length) throw new AppError(400, 'warning/result-script-failed', ['the script must return one entry per record']);
    records.forEach((record, i) => (record.display = (result.value as unknown[])[i]));
  }
  return page(records, total, pageNo, pageSize);
}

async function lockedResult(trx: Knex.Transaction, id: string): Promise<ResultRow> {
  const found = await trx('warn_record_state').where({ id }).first<ResultRow | undefined>('*');
  if (!found) throw notFound();
  // The rule's run lock first (as the evaluation takes it), then the row as it is now.
  await trx('warn_rule_run').where({ warning_code: found.warning_code, rule_code: found.rule_code }).forUpdate().first('rule_code');
  return trx('warn_record_state').where({ id }).forUpdate().first<ResultRow>('*');
}

/**
 * Relieve or recover one record's warning (spec §4), audited in `warn_state_event` with the
 * operator and an optional note; taken in turn with the rule's evaluations. 409 when the state
 * does not allow it (relieving a cancelled record, recovering one that recovered by itself).
 */
export async function actOnResult(ctx: AppContext, who: Caller, id: string, action: WarningOperatorAction, note: string | undefined): Promise<WarningResult> {
  await assertHolds(ctx, who, warningPermission);
  return withTenant(ctx.db, who.tenantId, async (trx) => {
    const row = await lockedResult(trx, id);
    const step = applyOperatorAction(stateOf(row), action, Date.now());
    if (!step.ok) throw new AppError(409, step.code);
    const at = (ms: number | undefined) => (ms === undefined ? null : new Date(ms));
    const [updated] = await trx('warn_record_state').where({ id }).update({
      status: step.state.status, cancel_reason: step.state.cancelReason ?? null, warned_at: at(step.state.warnedAt), cancelled_at: at(step.state.cancelledAt), updated_at: trx.fn.now(),
    }).returning<ResultRow[]>('*');
    await trx('warn_state_event').insert({ tenant_id: who.tenantId, state_id: id, action, user_id: who.userId, note: note ?? null });
    return resultOf(updated!);
  });
}

/** One audited operator action on a record's warning. */
export interface WarningStateEvent {
  id: string;
  action: WarningOperatorAction;
  userId: string;
  username: string | null;
  note: string | null;
  createdAt: string;
}

/** The audit of one record's warning: who relieved or recovered it, when (oldest first). */
export async function resultEvents(ctx: AppContext, who: Caller, id: string): Promise<WarningStateEvent[]> {
  await assertHolds(ctx, who, warningPermission);
  return withTenant(ctx.db, who.tenantId, async (trx) => {
    if (!(await trx('warn_record_state').where({ id }).first('id'))) throw notFound();
    const rows = await trx('warn_state_event as e').leftJoin('sys_user as u', 'u.id', 'e.user_id').where('e.state_id', id).orderBy('e.created_at')
      .select<Array<{ id: string; action: WarningOperatorAction; user_id: string; username: string | null; note: string | null; created_at: Date }>>('e.id', 'e.action', 'e.user_id', 'u.username', 'e.note', 'e.created_at');
    return rows.map((row) => ({ id: row.id, action: row.action, userId: row.user_id, username: row.username, note: row.note, createdAt: row.created_at.toISOString() }));
  });
}
