import { applyComputedFields, type Language } from '@wharf/engine';
import type { Knex } from 'knex';
import type { FieldIssue } from '../../http/errors';
import { advanceFillRule, nextFillRuleValue } from '../../formRules/fillRules/fillRuleOperations';
import { AppError } from '../../http/errors';
import type { FillRuleRow, FormTarget } from './loadForm';
import { ruleServices, type RuleLookups, type UniqueScope, type UniquenessHooks } from './ruleServices';
import { shapeRecord, type ShapedRecord } from './shapeRecord';

export interface PrepareOptions {
  tenantId: string;
  lang: Language;
  /** Where the record's issues are reported: `/data`, or `/rows/<i>/data` in a batch. */
  base: string;
  /** The record being changed (absent on create). */
  dataId?: string;
  /** The stored master values sub-table rows point at (on update), so the record's own rows never collide with themselves. */
  subKeys?: Map<string, unknown>;
  isCreate: boolean;
  /** Lookups shared by the records of one request (an import passes one for all its rows); a fresh set when absent. */
  lookups?: RuleLookups;
  /** How fill-rule values are taken: the tenant's counter, one update per value, unless an import numbers its rows itself. */
  fillRuleNumbering?: FillRuleNumbering;
  /** Uniqueness questions watched or answered by the caller (a create numbered late, `lateNumbering.ts`). */
  uniqueness?: UniquenessHooks;
  /**
   * A created record checked again after its write (numbered late): its own rows are left out of
   * uniqueness questions as a change's are, while the rules still see a create (no `dataId`).
   */
  ownRows?: { id: string; subKeys: Map<string, unknown> };
}

/** The next value of a fill rule (404 when the tenant has no such rule). */
export type FillRuleNumbering = (trx: Knex.Transaction, tenantId: string, ruleCode: string, at: Date) => Promise<string>;

/** Numbering with the rule rows a save read along with its form (`loadFormForSave`); a rule not among them is read as usual. */
export function numberingWith(rules: ReadonlyMap<string, FillRuleRow> | undefined): FillRuleNumbering {
  if (!rules) return nextFillRuleValue;
  return (trx, tenantId, ruleCode, at) => {
    const rule = rules.get(ruleCode);
    return rule ? advanceFillRule(trx, tenantId, rule, at) : nextFillRuleValue(trx, tenantId, ruleCode, at);
  };
}

/** Fields that declare a fill rule get its next value on create, when the request left them empty (an import's chunk in sets too: `import/addInSets.ts`). */
export async function applyFillRules(trx: Knex.Transaction, target: FormTarget, tenantId: string, values: Record<string, unknown>, nextValue: FillRuleNumbering): Promise<Record<string, unknown>> {
  const result = { ...values };
  for (const field of target.form.fields) {
    if (!field.fillRuleCode) continue;
    const current = result[field.colCode];
    if (current !== undefined && current !== null && current !== '') continue;
    try {
      result[field.colCode] = await nextValue(trx, tenantId, field.fillRuleCode, new Date());
    } catch (error) {
      if (error instanceof AppError && error.status === 404) throw new AppError(400, 'formData/fill-rule-missing', [field.fillRuleCode]);
      throw error;
    }
  }
  return result;
}

/** The first issue per path: a field shows one message (the rule's before the column type's). */
export function onePerPath(issues: FieldIssue[]): FieldIssue[] {
  const seen = new Set<string>();
  return issues.filter((i) => (seen.has(i.path) ? false : (seen.add(i.path), true)));
}

/**
 * Turns submitted values into what is stored: fill-rule values (on create), computed fields
 * recomputed by the engine (the request's values for them are ignored), then the form's compiled
 * rules with the server's services, and each stored value checked against its column type.
 */
export async function prepareRecord(trx: Knex.Transaction, target: FormTarget, submitted: Record<string, unknown>, options: PrepareOptions): Promise<{ shaped: ShapedRecord; values: Record<string, unknown>; issues: FieldIssue[] }> {
  const filled = options.isCreate ? await applyFillRules(trx, target, options.tenantId, submitted, options.fillRuleNumbering ?? nextFillRuleValue) : submitted;
  const values = applyComputedFields(target.form, filled, options.lang).value;
  const ownId = options.dataId ?? options.ownRows?.id;
  const scopes = (tableName: string): UniqueScope | undefined => {
    if (tableName === target.master.tableCode) return { table: target.master, ...(ownId ? { exclude: { column: 'id', value: ownId } } : {}) };
    const sub = target.subTables.find((s) => s.sub.tableName === tableName);
    if (!sub) return undefined;
    const ownKey = (options.subKeys ?? options.ownRows?.subKeys)?.get(tableName);
    return { table: sub, ...(ownKey !== undefined ? { exclude: { column: sub.foreignKey, value: ownKey } } : {}) };
  };
  const ruleIssues = await target.rulesIn(options.lang).validate(values, { ...ruleServices(trx, options.tenantId, scopes, options.lang, options.lookups, options.uniqueness), ...(options.dataId ? { dataId: options.dataId } : {}) });
  const { shaped, issues: typeIssues } = shapeRecord(target, values, options.base, options.lang);
  const issues = onePerPath([...ruleIssues.map((i) => ({ ...i, path: `${options.base}${i.path === '/' ? '' : i.path}` })), ...typeIssues]);
  return { shaped, values, issues };
}
