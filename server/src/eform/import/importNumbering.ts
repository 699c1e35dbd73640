import { fillRulePeriod, formatFillRuleValue, type FillRuleParams } from '@wharf/engine';
import type { Knex } from 'knex';
import { notFound } from '../../http/errors';
import type { FillRuleNumbering } from '../data/prepareRecord';

interface FillRule {
  id: string;
  rule_params: FillRuleParams;
}

/** A counter of a fill rule for one period, as the kept rows leave it. */
interface Counter {
  tenantId: string;
  ruleId: string;
  period: string;
  value: number;
}

/**
 * Fill-rule numbers for the rows of one import, giving exactly the values one counter update per
 * row would (`nextFillRuleValue`): consecutive over the kept rows, a refused row's number given to
 * the next row. Updating the same counter row thousands of times in one transaction is what made
 * large imports slow (every update walks the row's growing chain of versions), so the counter is
 * locked once, in the first row's savepoint that takes from it (created at 0 if the period has no
 * row yet: other saves then wait for the import, as they would behind per-row updates), counted
 * here, and written once by `writeCounters` before the import commits.
 *
 * The caller marks each row's end: `keepRow` after its savepoint was released, `dropRow` when it
 * rolled back (whose lock, and the counter row it may have created, rolled back with it).
 */
export class ImportNumbering {
  private readonly rules = new Map<string, Promise<FillRule | undefined>>();
  private kept = new Map<string, Counter>();
  private readonly taken = new Map<string, Counter>();
  /** Whether the current row locked (maybe created) a counter row: a write its refusal must undo. */
  lockedInRow = false;

  readonly next: FillRuleNumbering = async (trx, tenantId, ruleCode, at) => {
    const rule = await this.ruleOf(trx, ruleCode);
    if (!rule) throw notFound();
    const { period, datePart } = fillRulePeriod(rule.rule_params, at);
    const key = `${rule.id}/${period}`;
    const counter = this.taken.get(key) ?? this.kept.get(key) ?? (await this.lock(trx, tenantId, rule.id, period));
    const next = { ...counter, value: counter.value + 1 };
    this.taken.set(key, next);
    return formatFillRuleValue(rule.rule_params, datePart, next.value);
  };

  /** The row was stored: its numbers are used. */
  keepRow(): void {
    for (const [key, counter] of this.taken) this.kept.set(key, counter);
    this.taken.clear();
    this.lockedInRow = false;
  }

  /** The row was refused: its numbers go to the next rows. */
  dropRow(): void {
    this.taken.clear();
    this.lockedInRow = false;
  }

  /** The counters as the kept rows left them, to go back to when a group of rows is rolled back. */
  snapshot(): Map<string, Counter> {
    return new Map(this.kept);
  }

  restore(snapshot: Map<string, Counter>): void {
    this.kept = new Map(snapshot);
    this.dropRow();
  }

  /** Writes each counter the kept rows took from (in the import's transaction, after its last row). */
  async writeCounters(trx: Knex.Transaction): Promise<void> {
    for (const counter of this.kept.values()) {
      await trx('sys_fill_rule_counter').where({ tenant_id: counter.tenantId, rule_id: counter.ruleId, period: counter.period }).update({ value: counter.value });
    }
  }

  /** A rule's definition, read once per import (the transaction's tenant by row-level security). */
  private ruleOf(trx: Knex.Transaction, ruleCode: string): Promise<FillRule | undefined> {
    // Kept as a settled promise: a query builder would run again, on a finished savepoint, each time it is awaited.
    if (!this.rules.has(ruleCode)) this.rules.set(ruleCode, (async () => trx('sys_fill_rule').where({ rule_code: ruleCode }).first<FillRule | undefined>('id', 'rule_params'))());
    return this.rules.get(ruleCode)!;
  }

  /** Locks the period's counter row (creating it at 0) and reads its value. */
  private async lock(trx: Knex.Transaction, tenantId: string, ruleId: string, period: string): Promise<Counter> {
    const { rows } = await trx.raw<{ rows: Array<{ value: number }> }>(
      `insert into sys_fill_rule_counter as c (tenant_id, rule_id, period, value) values (?, ?, ?, 0)
       on conflict (tenant_id, rule_id, period) do update set value = c.value
       returning value`,
      [tenantId, ruleId, period],
    );
    this.lockedInRow = true;
    return { tenantId, ruleId, period, value: Number(rows[0]!.value) };
  }
}
