import type { RecordWarningState, SetConfigReading } from '@wharf/engine';
import type { Knex } from 'knex';

/** The rule a state belongs to. */
export interface RuleKey {
  readonly tenantId: string;
  readonly warningCode: string;
  readonly ruleCode: string;
}

/** A state as stored, with what the results page shows beside it. */
export interface StoredState {
  readonly recordKey: string;
  readonly state: RecordWarningState;
  readonly values: Readonly<Record<string, unknown>>;
  readonly readings: ReadonlyArray<SetConfigReading>;
}

interface StateRow {
  record_key: string;
  status: RecordWarningState['status'];
  cancel_reason: RecordWarningState['cancelReason'] | null;
  breached_since: Date;
  warned_at: Date | null;
  cancelled_at: Date | null;
}

/** A stored row as the engine's state. */
export function stateOf(row: StateRow): RecordWarningState {
  return {
    status: row.status,
    ...(row.cancel_reason ? { cancelReason: row.cancel_reason } : {}),
    breachedSince: row.breached_since.getTime(),
    ...(row.warned_at ? { warnedAt: row.warned_at.getTime() } : {}),
    ...(row.cancelled_at ? { cancelledAt: row.cancelled_at.getTime() } : {}),
  };
}

const ruleWhere = (rule: RuleKey) => ({ warning_code: rule.warningCode, rule_code: rule.ruleCode });

/**
 * Locks the rule's run row (made on first use) for the rest of the transaction: evaluations of one
 * rule, and operators' actions on its records, take turns. Answers the stored watermark.
 */
export async function lockRuleRun(trx: Knex.Transaction, rule: RuleKey): Promise<{ watermark: string | null }> {
  await trx('warn_rule_run').insert({ tenant_id: rule.tenantId, ...ruleWhere(rule) }).onConflict(['tenant_id', 'warning_code', 'rule_code']).ignore();
  const row = await trx('warn_rule_run').where(ruleWhere(rule)).forUpdate().first<{ watermark: string | null }>('watermark');
  return { watermark: row?.watermark ?? null };
}

/** Records the run's outcome on the locked run row. */
export async function recordRun(trx: Knex.Transaction, rule: RuleKey, run: { watermark: string | null; checked: number; fired: number; durationMs: number }): Promise<void> {
  await trx('warn_rule_run').where(ruleWhere(rule)).update({ watermark: run.watermark, last_run_at: trx.fn.now(), last_checked: run.checked, last_fired: run.fired, last_duration_ms: Math.round(run.durationMs) });
}

/**
 * The states an evaluation carries on: pending, warn, and relieved cancels (a record that
 * recovered by itself starts afresh, exactly as if it had no state).
 */
export async function liveStates(trx: Knex.Transaction, rule: RuleKey): Promise<Map<string, RecordWarningState>> {
  const rows = await trx('warn_record_state').where(ruleWhere(rule))
    .where((q) => q.whereIn('status', ['pending', 'warn']).orWhere('cancel_reason', 'relieved'))
    .select<StateRow[]>('record_key', 'status', 'cancel_reason', 'breached_since', 'warned_at', 'cancelled_at');
  return new Map(rows.map((row) => [row.record_key, stateOf(row)]));
}

const writeChunk = 1000;

/**
 * Writes the states an evaluation changed (one upsert per thousand). `values` undefined keeps the
 * stored values (a record that went missing from the rows keeps what it last showed).
 */
export async function writeStates(trx: Knex.Transaction, rule: RuleKey, changes: ReadonlyArray<{ recordKey: string; state: RecordWarningState; values?: Readonly<Record<string, unknown>>; readings?: ReadonlyArray<SetConfigReading> }>): Promise<void> {
  const at = (ms: number | undefined) => (ms === undefined ? null : new Date(ms));
  for (let start = 0; start < changes.length; start += writeChunk) {
    const rows = changes.slice(start, start + writeChunk).map((change) => ({
      tenant_id: rule.tenantId,
      ...ruleWhere(rule),
      record_key: change.recordKey,
      status: change.state.status,
      cancel_reason: change.state.cancelReason ?? null,
      breached_since: new Date(change.state.breachedSince),
      warned_at: at(change.state.warnedAt),
      cancelled_at: at(change.state.cancelledAt),
      record_values: JSON.stringify(change.values ?? null),
      readings: JSON.stringify(change.readings ?? null),
      updated_at: trx.fn.now(),
    }));
    await trx('warn_record_state').insert(rows).onConflict(['tenant_id', 'warning_code', 'rule_code', 'record_key']).merge({
      status: trx.raw('excluded.status'),
      cancel_reason: trx.raw('excluded.cancel_reason'),
      breached_since: trx.raw('excluded.breached_since'),
      warned_at: trx.raw('excluded.warned_at'),
      cancelled_at: trx.raw('excluded.cancelled_at'),
      // A JSON null written means "keep": the record was not among the rows this time.
      record_values: trx.raw("case when excluded.record_values = 'null'::jsonb then warn_record_state.record_values else excluded.record_values end"),
      readings: trx.raw("case when excluded.readings = 'null'::jsonb then warn_record_state.readings else excluded.readings end"),
      last_seen_at: trx.raw("case when excluded.record_values = 'null'::jsonb then warn_record_state.last_seen_at else now() end"),
      updated_at: trx.fn.now(),
    });
  }
}

/** Forgets the states of records whose breach ended before it fired (a pending state, nothing to show). */
export async function removeStates(trx: Knex.Transaction, rule: RuleKey, recordKeys: ReadonlyArray<string>): Promise<void> {
  for (let start = 0; start < recordKeys.length; start += writeChunk) {
    await trx('warn_record_state').where(ruleWhere(rule)).whereIn('record_key', recordKeys.slice(start, start + writeChunk)).delete();
  }
}

/** Of the given record keys, those that already have a state under the rule. */
export async function knownRecordKeys(trx: Knex.Transaction, rule: RuleKey, recordKeys: ReadonlyArray<string>): Promise<Set<string>> {
  const known = new Set<string>();
  for (let start = 0; start < recordKeys.length; start += writeChunk) {
    const rows = await trx('warn_record_state').where(ruleWhere(rule)).whereIn('record_key', recordKeys.slice(start, start + writeChunk)).select<Array<{ record_key: string }>>('record_key');
    for (const row of rows) known.add(row.record_key);
  }
  return known;
}
