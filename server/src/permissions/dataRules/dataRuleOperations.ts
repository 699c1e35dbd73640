import { formatMessage, unknownDataRulePlaceholders, type ConditionOperator, type Language } from '@wharf/engine';
import type { Knex } from 'knex';
import { notFound, ValidationFailed } from '../../http/errors';
import { grantedPermissions } from '../../platform/access/grantedPermissions';

export interface DataRuleInput {
  permissionId: string;
  ruleName: string;
  ruleColumn: string;
  ruleOperator: ConditionOperator;
  ruleValue: string;
  /** 1 in force, 0 off. */
  status: '0' | '1';
}

export interface DataRuleRecord extends DataRuleInput {
  id: string;
}

interface DataRuleRow {
  id: string;
  permission_id: string;
  rule_name: string;
  rule_column: string;
  rule_operator: string;
  rule_value: string;
  status: string;
}

const columns = ['id', 'permission_id', 'rule_name', 'rule_column', 'rule_operator', 'rule_value', 'status'] as const;

function fromRow(row: DataRuleRow): DataRuleRecord {
  return {
    id: row.id,
    permissionId: row.permission_id,
    ruleName: row.rule_name,
    ruleColumn: row.rule_column,
    ruleOperator: row.rule_operator as ConditionOperator,
    ruleValue: row.rule_value,
    status: row.status as DataRuleRecord['status'],
  };
}

async function checkRule(trx: Knex.Transaction, rule: DataRuleInput, lang: Language): Promise<void> {
  // Menus are shared by every tenant, so the menu must be one of the tenant's own packages.
  const ownMenu = await grantedPermissions(trx, '', 'tenant-admin').where('p.id', rule.permissionId).whereNot('p.menu_type', '2').first('p.id');
  if (!ownMenu) throw notFound();
  const unknown = unknownDataRulePlaceholders(rule.ruleValue);
  if (unknown.length > 0) {
    throw new ValidationFailed([{ path: '/body/ruleValue', code: 'role/unknown-placeholder', message: formatMessage('role/unknown-placeholder', lang, [unknown.join(', ')]) }]);
  }
}

/** The data rules the tenant defined for one menu. */
export async function listDataRules(trx: Knex.Transaction, permissionId: string): Promise<DataRuleRecord[]> {
  const rows = await trx<DataRuleRow>('sys_data_rule').where({ permission_id: permissionId }).orderBy([{ column: 'created_at' }, { column: 'id' }]).select(...columns);
  return rows.map(fromRow);
}

export async function addDataRule(trx: Knex.Transaction, tenantId: string, userId: string, rule: DataRuleInput, lang: Language): Promise<DataRuleRecord> {
  await checkRule(trx, rule, lang);
  const [row] = await trx<DataRuleRow>('sys_data_rule')
    .insert({ tenant_id: tenantId, permission_id: rule.permissionId, rule_name: rule.ruleName, rule_column: rule.ruleColumn, rule_operator: rule.ruleOperator, rule_value: rule.ruleValue, status: rule.status, created_by: userId, updated_by: userId } as never)
    .returning([...columns]);
  return fromRow(row as DataRuleRow);
}

export async function editDataRule(trx: Knex.Transaction, userId: string, id: string, rule: DataRuleInput, lang: Language): Promise<DataRuleRecord> {
  await checkRule(trx, rule, lang);
  const [row] = await trx<DataRuleRow>('sys_data_rule')
    .where({ id, permission_id: rule.permissionId })
    .update({ rule_name: rule.ruleName, rule_column: rule.ruleColumn, rule_operator: rule.ruleOperator, rule_value: rule.ruleValue, status: rule.status, updated_by: userId, updated_at: trx.fn.now() } as never)
    .returning([...columns]);
  if (!row) throw notFound();
  return fromRow(row as DataRuleRow);
}

export async function deleteDataRule(trx: Knex.Transaction, id: string): Promise<void> {
  if ((await trx('sys_data_rule').where({ id }).delete()) === 0) throw notFound();
}

/** The menu's rules, and which of them the role applies. */
export async function queryRoleDataRules(trx: Knex.Transaction, roleId: string, permissionId: string): Promise<{ rules: DataRuleRecord[]; grantedRuleIds: string[] }> {
  if (!(await trx('sys_role').where({ id: roleId }).first('id'))) throw notFound();
  const rules = await listDataRules(trx, permissionId);
  const grantedRuleIds = await trx('sys_role_data_rule').where({ role_id: roleId }).whereIn('data_rule_id', rules.map((rule) => rule.id)).pluck('data_rule_id');
  return { rules, grantedRuleIds };
}

/** Replaces which of the menu's rules the role applies; ids of other menus' rules are refused. */
export async function saveRoleDataRules(trx: Knex.Transaction, tenantId: string, roleId: string, permissionId: string, dataRuleIds: string[], lang: Language): Promise<void> {
  if (!(await trx('sys_role').where({ id: roleId }).first('id'))) throw notFound();
  const menuRuleIds = new Set((await listDataRules(trx, permissionId)).map((rule) => rule.id));
  const wanted = [...new Set(dataRuleIds)];
  const foreign = wanted.findIndex((id) => !menuRuleIds.has(id));
  if (foreign >= 0) {
    const code = 'role/data-rule-not-of-menu';
    throw new ValidationFailed([{ path: `/body/dataRuleIds/${foreign}`, code, message: formatMessage(code, lang, [wanted[foreign]]) }]);
  }
  await trx('sys_role_data_rule').where({ role_id: roleId }).whereIn('data_rule_id', [...menuRuleIds]).delete();
  if (wanted.length > 0) await trx('sys_role_data_rule').insert(wanted.map((id) => ({ tenant_id: tenantId, role_id: roleId, data_rule_id: id })));
}
