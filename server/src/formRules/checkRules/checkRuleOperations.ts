import { checkCheckRuleSegments, checkRuleLimits, evaluateCheckRule, formatMessage, type CheckRuleSegment, type Language, type RegexTester } from '@wharf/engine';
import type { Knex } from 'knex';
import { page, type Page } from '../../http/envelope';
import { AppError, notFound, ValidationFailed } from '../../http/errors';
import { answeringUniqueViolations } from '../../http/uniqueViolation';

export interface CheckRuleInput {
  ruleCode: string;
  ruleName: string;
  segments: unknown;
  message?: string | null;
  description?: string | null;
}

export interface CheckRuleRecord {
  id: string;
  ruleCode: string;
  ruleName: string;
  segments: CheckRuleSegment[];
  message: string | null;
  description: string | null;
}

const toRecord = (row: Record<string, unknown>): CheckRuleRecord => ({
  id: row.id as string,
  ruleCode: row.rule_code as string,
  ruleName: row.rule_name as string,
  segments: row.segments as CheckRuleSegment[],
  message: (row.message as string | null) ?? null,
  description: (row.description as string | null) ?? null,
});

/** Adds (no `id`) or edits a check rule; segments are checked by the engine, the code is unique in the tenant. */
export async function saveCheckRule(trx: Knex.Transaction, tenantId: string, actorId: string, input: CheckRuleInput, lang: Language, id?: string): Promise<CheckRuleRecord> {
  const issues = checkCheckRuleSegments(input.segments);
  if (issues.length > 0) throw new ValidationFailed(issues.map((issue) => ({ path: `/body${issue.path}`, code: issue.code, message: formatMessage(issue.code, lang) })));
  const values = { rule_code: input.ruleCode, rule_name: input.ruleName, segments: JSON.stringify(input.segments), message: input.message || null, description: input.description || null, updated_by: actorId };
  const [row] = await answeringUniqueViolations(lang, async () => (id
    ? await trx('sys_check_rule').where({ id }).update({ ...values, updated_at: trx.fn.now() }).returning('*')
    : await trx('sys_check_rule').insert({ ...values, tenant_id: tenantId, created_by: actorId }).returning('*')), { sys_check_rule_tenant_id_rule_code_unique: [input.ruleCode] });
  if (!row) throw notFound();
  return toRecord(row);
}

/** Deletes all of `ids` or none: an id the tenant does not have (another tenant's, or gone) is a 404 and the transaction rolls back. */
export async function deleteCheckRules(trx: Knex.Transaction, ids: string[]): Promise<number> {
  const deleted = await trx('sys_check_rule').whereIn('id', ids).delete();
  if (deleted !== ids.length) throw notFound();
  return deleted;
}

export interface CheckRuleListQuery {
  pageNo: number;
  pageSize: number;
  ruleCode?: string;
  ruleName?: string;
}

const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listCheckRules(trx: Knex.Transaction, query: CheckRuleListQuery): Promise<Page<CheckRuleRecord>> {
  const filtered = trx('sys_check_rule').modify((q) => {
    if (query.ruleCode) q.whereRaw("rule_code ilike ? escape '\\'", [contains(query.ruleCode)]);
    if (query.ruleName) q.whereRaw("rule_name ilike ? escape '\\'", [contains(query.ruleName)]);
  });
  const [{ total }] = (await filtered.clone().count({ total: '*' })) as [{ total: string }];
  const rows = await filtered.clone().select('*').orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize);
  return page(rows.map(toRecord), Number(total), query.pageNo, query.pageSize);
}

/** The answer of `checkByCode`: pass, or the message to show (the failing segment's, else the rule's, else a generic one). */
export interface CheckByCodeAnswer {
  isValid: boolean;
  message: string;
}

/** The tenant's rule `ruleCode`; 404 when there is none. */
export async function findCheckRule(trx: Knex.Transaction, ruleCode: string): Promise<CheckRuleRecord> {
  const row = await trx('sys_check_rule').where({ rule_code: ruleCode }).first();
  if (!row) throw notFound();
  return toRecord(row);
}

/**
 * Checks a value against a rule (spec §5, §7 `checkRule/checkByCode`) with the tenant's pattern
 * tester (`regexTesterFor`); call it outside any transaction, as matching may take the sandbox's time limit.
 */
export async function checkValue(rule: CheckRuleRecord, value: string, lang: Language, testPattern: RegexTester): Promise<CheckByCodeAnswer> {
  const outcome = await evaluateCheckRule(rule.segments, value, testPattern);
  if (outcome.isValid) return { isValid: true, message: '' };
  return { isValid: false, message: outcome.message ?? rule.message ?? formatMessage('checkRule/failed', lang, [rule.ruleName]) };
}

/**
 * A form field's check-rule answer (`checkRuleCode`, the engine's `CheckRuleChecker`): undefined for
 * a rule the tenant lacks; a runaway pattern fails the value with the timeout message instead of
 * failing the save. `serial` runs the read on the request's transaction in turn with its other reads.
 */
export async function checkRuleAnswer(trx: Knex.Transaction, ruleCode: string, value: string, lang: Language, serial: <T>(work: () => Promise<T>) => Promise<T>, testPattern: RegexTester): Promise<CheckByCodeAnswer | undefined> {
  const row = await serial(() => trx('sys_check_rule').where({ rule_code: ruleCode }).first());
  if (!row) return undefined;
  try {
    return await checkValue(toRecord(row), value.slice(0, checkRuleLimits.value), lang, testPattern);
  } catch (error) {
    if (error instanceof AppError && error.code === 'checkRule/timeout') return { isValid: false, message: formatMessage('checkRule/timeout', lang) };
    throw error;
  }
}
