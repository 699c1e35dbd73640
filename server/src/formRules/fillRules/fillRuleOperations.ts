import { checkFillRuleParams, fillRulePeriod, formatFillRuleValue, formatMessage, type FillRuleParams, type Language } from '@wharf/engine';
import type { Knex } from 'knex';
import { page, type Page } from '../../http/envelope';
import { notFound, ValidationFailed } from '../../http/errors';
import { answeringUniqueViolations } from '../../http/uniqueViolation';
import { runPart, sql } from '../../db/sqlParts';
import { refuseDeleteInUse, refuseRecodeInUse } from '../../usages/recordGuards';

export interface FillRuleInput {
  ruleCode: string;
  ruleName: string;
  ruleParams: unknown;
}

export interface FillRuleRecord {
  id: string;
  ruleCode: string;
  ruleName: string;
  ruleParams: FillRuleParams;
}

const toRecord = (row: Record<string, unknown>): FillRuleRecord => ({ id: row.id as string, ruleCode: row.rule_code as string, ruleName: row.rule_name as string, ruleParams: row.rule_params as FillRuleParams });

function checked(input: FillRuleInput, lang: Language): FillRuleParams {
  const issues = checkFillRuleParams(input.ruleParams);
  if (issues.length > 0) throw new ValidationFailed(issues.map((issue) => ({ path: `/body${issue.path}`, code: issue.code, message: formatMessage(issue.code, lang) })));
  return input.ruleParams as FillRuleParams;
}

/** Adds (no `id`) or edits a fill rule; the code is unique in the tenant. */
export async function saveFillRule(trx: Knex.Transaction, tenantId: string, actorId: string, input: FillRuleInput, lang: Language, id?: string): Promise<FillRuleRecord> {
  const params = checked(input, lang);
  // Form fields name a fill rule by its code: it may not change while any does (400 naming them).
  if (id) await refuseRecodeInUse(trx, 'fillRule', id, input.ruleCode, '/body/ruleCode', lang);
  const columns = { rule_code: input.ruleCode, rule_name: input.ruleName, rule_params: JSON.stringify(params), updated_by: actorId };
  const [row] = await answeringUniqueViolations(lang, async () => (id
    ? await trx('sys_fill_rule').where({ id }).update({ ...columns, updated_at: trx.fn.now() }).returning('*')
    : await trx('sys_fill_rule').insert({ ...columns, tenant_id: tenantId, created_by: actorId }).returning('*')), { sys_fill_rule_tenant_id_rule_code_unique: [input.ruleCode] });
  if (!row) throw notFound();
  return toRecord(row);
}

/** Deletes a fill rule; refused (400 naming each form) while a form field numbers with it. */
export async function deleteFillRule(trx: Knex.Transaction, id: string, lang: Language): Promise<void> {
  await refuseDeleteInUse(trx, 'fillRule', id, '/query/id', lang);
  if ((await trx('sys_fill_rule').where({ id }).delete()) === 0) throw notFound();
}

export async function listFillRules(trx: Knex.Transaction, query: { pageNo: number; pageSize: number }): Promise<Page<FillRuleRecord>> {
  const [{ total }] = (await trx('sys_fill_rule').count({ total: '*' })) as [{ total: number }];
  const rows = await trx('sys_fill_rule').select('*').orderBy('rule_code').limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize);
  return page(rows.map(toRecord), total, query.pageNo, query.pageSize);
}

/**
 * The next value of a rule. The period's counter advances in one atomic upsert, so any number
 * of concurrent callers (and API processes) each get a different value.
 */
export async function nextFillRuleValue(trx: Knex.Transaction, tenantId: string, ruleCode: string, at: Date): Promise<string> {
  const rule = await trx('sys_fill_rule').where({ rule_code: ruleCode }).first<{ id: string; rule_params: FillRuleParams }>('id', 'rule_params');
  if (!rule) throw notFound();
  return advanceFillRule(trx, tenantId, rule, at);
}

/** `nextFillRuleValue` for a rule row the caller has read already (a save reads its form's rules with the form). */
export async function advanceFillRule(trx: Knex.Transaction, tenantId: string, rule: { id: string; rule_params: FillRuleParams }, at: Date): Promise<string> {
  const { period, datePart } = fillRulePeriod(rule.rule_params, at);
  const [row] = await runPart<{ value: number | string }>(trx, sql`insert into sys_fill_rule_counter as c (tenant_id, rule_id, period, value) values (${tenantId}, ${rule.id}, ${period}, 1)
     on conflict (tenant_id, rule_id, period) do update set value = c.value + 1
     returning value`, 'wharf_fill_rule');
  return formatFillRuleValue(rule.rule_params, datePart, Number(row!.value));
}
