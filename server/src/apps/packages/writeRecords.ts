import { checkFillRuleParams, formatMessage, type EntityDecision, type Language } from '@wharf/engine';
import type { AppPackage, DictionaryRecord, MenuItemRecord, PackagedCheckRule, PackagedFillRule } from '@wharf/schemas';
import type { Knex } from 'knex';
import { ValidationFailed } from '../../http/errors';
import { saveHttpConfig } from '../../eform/httpConfig/httpConfigStore';
import { saveSqlConfig } from '../../eform/sqlConfig/sqlConfigStore';
import { grantMenus, installMenus, menuColumns } from '../installAppPackage';
import { bindAt } from './bindEntities';
import { dictItemRowsOf } from './recordShapes';
import type { Writer } from './writeDefinitions';

const bindingPattern = /\{\{binding:[A-Z][A-Z0-9_]*\}\}/;

/**
 * The package with its bindings' values written where they go (`{{binding:NAME}}` placeholders in
 * SQL and HTTP configs): environment values come from the apply, never from the package.
 */
export function boundPackage(pkg: AppPackage, values: Readonly<Record<string, string>>): AppPackage {
  const bound = structuredClone(pkg);
  for (const binding of bound.bindings ?? []) {
    const value = values[binding.name];
    if (value === undefined) continue;
    for (const target of binding.targets) {
      const records: Array<Record<string, unknown>> = target.kind === 'httpConfig' ? (bound.httpConfigs ?? []) as unknown as Array<Record<string, unknown>> : target.kind === 'sqlConfig' ? (bound.sqlConfigs ?? []) as unknown as Array<Record<string, unknown>> : [];
      const codeField = target.kind === 'httpConfig' ? 'httpCode' : 'sqlCode';
      const record = records.find((candidate) => candidate[codeField] === target.code);
      if (record) bindAt(record, target.field, binding.name, value);
    }
  }
  return bound;
}

/** True when a config record still holds a placeholder anywhere (an unbound environment value). */
export function holdsPlaceholder(value: unknown): boolean {
  if (typeof value === 'string') return bindingPattern.test(value);
  if (Array.isArray(value)) return value.some(holdsPlaceholder);
  if (typeof value === 'object' && value !== null) return Object.values(value).some(holdsPlaceholder);
  return false;
}

async function writeFillRule(trx: Knex.Transaction, writer: Writer, rule: PackagedFillRule, lang: Language): Promise<void> {
  const issues = checkFillRuleParams(rule.ruleParams);
  if (issues.length > 0) throw new ValidationFailed([{ path: `/body/package/fillRules/${rule.ruleCode}/ruleParams`, code: 'appPackage/invalid-fill-rule', message: formatMessage('appPackage/invalid-fill-rule', lang, [rule.ruleCode]) }]);
  await trx('sys_fill_rule')
    .insert({ tenant_id: writer.tenantId, rule_code: rule.ruleCode, rule_name: rule.ruleName, rule_params: JSON.stringify(rule.ruleParams), created_by: writer.actorId, updated_by: writer.actorId })
    .onConflict(['tenant_id', 'rule_code'])
    .merge({ rule_name: rule.ruleName, rule_params: JSON.stringify(rule.ruleParams), updated_by: writer.actorId, updated_at: trx.fn.now() });
}

async function writeCheckRule(trx: Knex.Transaction, writer: Writer, rule: PackagedCheckRule): Promise<void> {
  const columns = { rule_name: rule.ruleName, segments: JSON.stringify(rule.segments), message: rule.message ?? null, description: rule.description ?? null };
  await trx('sys_check_rule')
    .insert({ tenant_id: writer.tenantId, rule_code: rule.ruleCode, ...columns, created_by: writer.actorId, updated_by: writer.actorId })
    .onConflict(['tenant_id', 'rule_code'])
    .merge({ ...columns, updated_by: writer.actorId, updated_at: trx.fn.now() });
}

/** Fill and check rules the plan creates or changes, with their merged bodies. */
export async function writeRules(trx: Knex.Transaction, writer: Writer, decisions: readonly EntityDecision[], lang: Language): Promise<void> {
  for (const decision of decisions) {
    if (decision.action !== 'create' && decision.action !== 'change') continue;
    if (decision.kind === 'fillRule') await writeFillRule(trx, writer, decision.body as PackagedFillRule, lang);
    if (decision.kind === 'checkRule') await writeCheckRule(trx, writer, decision.body as PackagedCheckRule);
  }
}

/** A dictionary the plan creates or changes: its row, and its items as the merged record lists them. */
async function writeDictionary(trx: Knex.Transaction, writer: Writer, record: DictionaryRecord): Promise<void> {
  const [dict] = await trx('sys_dict')
    .insert({ tenant_id: writer.tenantId, dict_code: record.dictCode, dict_name: record.dictName, description: record.description ?? null, created_by: writer.actorId, updated_by: writer.actorId })
    .onConflict(['tenant_id', 'dict_code'])
    .merge({ dict_name: record.dictName, description: record.description ?? null, updated_by: writer.actorId, updated_at: trx.fn.now() })
    .returning<Array<{ id: string }>>('id');
  // The merged record is the whole list: the tenant's own items are in it, removed ones are not.
  await trx('sys_dict_item').where({ tenant_id: writer.tenantId, dict_id: dict!.id }).delete();
  const items = dictItemRowsOf(record).map((item) => ({ ...item, item_text_i18n: item.item_text_i18n ? JSON.stringify(item.item_text_i18n) : null, tenant_id: writer.tenantId, dict_id: dict!.id }));
  if (items.length > 0) await trx('sys_dict_item').insert(items);
}

/**
 * Dictionaries and SQL/HTTP configs the plan creates or changes, with their merged bodies (configs
 * bound, checked and stored as their APIs store them). A config still holding a placeholder is a
 * binding without a value (the apply refuses those before writing; this is the last guard).
 */
export async function writeRecords(trx: Knex.Transaction, writer: Writer, decisions: readonly EntityDecision[], lang: Language): Promise<void> {
  for (const decision of decisions) {
    if (decision.action !== 'create' && decision.action !== 'change') continue;
    if (decision.kind === 'dictionary') await writeDictionary(trx, writer, decision.body as DictionaryRecord);
    if (decision.kind !== 'sqlConfig' && decision.kind !== 'httpConfig') continue;
    if (holdsPlaceholder(decision.body)) throw new ValidationFailed([{ path: `/body/package/${decision.kind}/${decision.code}`, code: 'appPackage/binding-missing', message: formatMessage('appPackage/binding-missing', lang, [decision.code]) }]);
    if (decision.kind === 'sqlConfig') {
      const held = await trx('eform_sql_config').where({ tenant_id: writer.tenantId, sql_code: decision.code }).first<{ id: string } | undefined>('id');
      await saveSqlConfig(trx, writer.tenantId, writer.actorId, decision.body, lang, held?.id);
    } else {
      const held = await trx('eform_http_config').where({ tenant_id: writer.tenantId, http_code: decision.code }).first<{ id: string } | undefined>('id');
      await saveHttpConfig(trx, writer.tenantId, writer.actorId, decision.body, lang, held?.id);
    }
  }
}

/** The stored columns of a menu the plan changes (an owned menu), its parent by code. */
async function updateMenu(trx: Knex.Transaction, body: MenuItemRecord & { parentCode: string | null }): Promise<void> {
  const parent = body.parentCode ? await trx('sys_permission').where({ menu_code: body.parentCode }).first<{ id: string } | undefined>('id') : undefined;
  const columns = menuColumns(body, parent !== undefined);
  await trx('sys_permission').where({ menu_code: body.menuCode }).update({ ...columns, parent_id: parent?.id ?? null, titles: JSON.stringify(columns.titles), component_props: JSON.stringify(columns.component_props) });
}

/**
 * The package's menus: those the platform lacks are created (parents first), those the plan
 * changes (menus the app owns) take their merged fields; all of them are given to the tenant
 * through the app's product package.
 */
export async function writeMenus(trx: Knex.Transaction, writer: Writer, pkg: AppPackage, decisions: readonly EntityDecision[]): Promise<string[]> {
  const codes = await installMenus(trx, pkg.menus ?? [], null);
  for (const decision of decisions) if (decision.kind === 'menu' && decision.action === 'change') await updateMenu(trx, decision.body as MenuItemRecord & { parentCode: string | null });
  await grantMenus(trx, pkg, codes, { tenantId: writer.tenantId, actor: writer.actorId });
  return codes;
}

/**
 * Records the plan removes: dictionaries (with their items), SQL/HTTP configs, and menus the app
 * owns (their children, button points and grants go with them), after everything else is written
 * (a menu the new version moved is under its new parent by then).
 */
export async function removeRecords(trx: Knex.Transaction, tenantId: string, decisions: readonly EntityDecision[]): Promise<void> {
  for (const decision of decisions.filter((d) => d.action === 'remove')) {
    if (decision.kind === 'dictionary') await trx('sys_dict').where({ tenant_id: tenantId, dict_code: decision.code }).delete();
    if (decision.kind === 'sqlConfig') await trx('eform_sql_config').where({ tenant_id: tenantId, sql_code: decision.code }).delete();
    if (decision.kind === 'httpConfig') await trx('eform_http_config').where({ tenant_id: tenantId, http_code: decision.code }).delete();
    // Only a menu the app owns is ever a removal (tenantEntities.ts).
    if (decision.kind === 'menu') await trx('sys_permission').where({ menu_code: decision.code }).delete();
  }
}
