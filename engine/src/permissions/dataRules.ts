import { conditionOperators, type ConditionGroup, type ConditionOperator, type ConditionValue, type FieldCondition } from '../conditions/types';
import { allPermissions, anyPermission } from './combinePermissionResults';
import type { PermissionResult } from './types';

/** One data rule of a menu (spec §6 data rules): a column, an operator and a value, maybe a placeholder. */
export interface DataRule {
  ruleColumn: string;
  ruleOperator: ConditionOperator;
  /** Text; `#{name}` placeholders take the user's values; for in / notIn a comma-separated list. */
  ruleValue: string;
}

/** What the placeholders of a data rule can name about the current user. */
export interface DataRuleUser {
  userId: string;
  username: string;
  orgId?: string | null;
  orgCode?: string | null;
  compCode?: string | null;
  tenantId: string;
  /** Today as yyyy-MM-dd, passed in (the engine reads no clock). */
  today: string;
}

const placeholderNames: Record<string, keyof DataRuleUser> = {
  userId: 'userId',
  username: 'username',
  sys_user_code: 'username',
  orgId: 'orgId',
  orgCode: 'orgCode',
  sys_org_code: 'orgCode',
  compCode: 'compCode',
  tenantId: 'tenantId',
  today: 'today',
  sys_date: 'today',
};

/** The placeholder names a rule value may use, e.g. `#{orgCode}`. */
export const dataRulePlaceholders: readonly string[] = Object.keys(placeholderNames);

const placeholderPattern = /#\{(\w+)\}/g;

/** Unknown placeholder names in a rule value (an empty list when the value is fine). */
export function unknownDataRulePlaceholders(value: string): string[] {
  return [...value.matchAll(placeholderPattern)].map((match) => match[1] ?? '').filter((name) => !(name in placeholderNames));
}

function substitute(value: string, user: DataRuleUser): string {
  return value.replace(placeholderPattern, (whole, name: string) => {
    const key = placeholderNames[name];
    // An unknown placeholder or a missing user value matches nothing rather than everything.
    return key ? String(user[key] ?? '\u0000') : '\u0000';
  });
}

function ruleCondition(rule: DataRule, user: DataRuleUser): FieldCondition | undefined {
  if (!conditionOperators.includes(rule.ruleOperator)) return undefined;
  const text = substitute(rule.ruleValue, user);
  const value: ConditionValue = rule.ruleOperator === 'in' || rule.ruleOperator === 'notIn' ? text.split(',').map((part) => part.trim()).filter(Boolean) : text;
  return { kind: 'condition', field: rule.ruleColumn, operator: rule.ruleOperator, value };
}

/**
 * The rows a user may see through one menu, from the data rules of each role that grants it:
 * within a role every rule must hold (and); across roles any role's rules suffice (or), so a
 * second role never narrows what a first one allows. A granting role without rules allows
 * everything; no granting role at all allows nothing. Malformed rules allow nothing.
 */
export function dataRulePermission(rulesPerGrantingRole: ReadonlyArray<ReadonlyArray<DataRule>>, user: DataRuleUser): PermissionResult {
  return anyPermission(
    ...rulesPerGrantingRole.map((rules): PermissionResult => {
      const conditions = rules.map((rule) => ruleCondition(rule, user));
      if (conditions.some((condition) => condition === undefined)) return false;
      if (conditions.length === 0) return true;
      const group: ConditionGroup = { kind: 'group', match: 'and', children: conditions as FieldCondition[] };
      return allPermissions(group);
    }),
  );
}
