import { checkFillRuleParams, formatMessage, type EntityDecision, type Language } from '@wharf/engine';
import type { AppPackage, PackagedCheckRule, PackagedFillRule } from '@wharf/schemas';
import type { Knex } from 'knex';
import { ValidationFailed } from '../../http/errors';
import { grantMenus, installDataSources, installDictionaries, installMenus } from '../installAppPackage';
import type { Writer } from './writeDefinitions';

const bindingPattern = /\{\{binding:[A-Z][A-Z0-9_]*\}\}/;

/**
 * Binds a value at a JSON Pointer inside a record: the field's `{{binding:NAME}}` placeholders
 * become the value (a URL's host is bound inside the URL); a field without one is left as it is.
 */
function bindAt(record: Record<string, unknown>, pointer: string, name: string, value: string): void {
  const segments = pointer.split('/').slice(1).map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  let at: unknown = record;
  for (const segment of segments.slice(0, -1)) at = typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[segment] : undefined;
  const last = segments.at(-1);
  if (typeof at !== 'object' || at === null || last === undefined) return;
  const holder = at as Record<string, unknown>;
  const current = holder[last];
  if (typeof current === 'string') holder[last] = current.split(`{{binding:${name}}}`).join(value);
}

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

/**
 * Dictionaries, SQL and HTTP configs (bound) the tenant lacks, as the installer creates them
 * (configs checked as their APIs check them); the tenant's own are left as they are.
 */
export async function writeCreatedRecords(trx: Knex.Transaction, writer: Writer, pkg: AppPackage, lang: Language): Promise<void> {
  for (const [index, config] of [...(pkg.httpConfigs ?? []), ...(pkg.sqlConfigs ?? [])].entries()) {
    if (!holdsPlaceholder(config)) continue;
    const code = 'httpCode' in config ? config.httpCode : config.sqlCode;
    const held = 'httpCode' in config
      ? await trx('eform_http_config').where({ tenant_id: writer.tenantId, http_code: code }).first('id')
      : await trx('eform_sql_config').where({ tenant_id: writer.tenantId, sql_code: code }).first('id');
    if (!held) throw new ValidationFailed([{ path: `/body/bindings/${index}`, code: 'appPackage/binding-missing', message: formatMessage('appPackage/binding-missing', lang, [code]) }]);
  }
  await installDictionaries(trx, pkg, writer.tenantId);
  await installDataSources(trx, pkg, { tenantId: writer.tenantId, actor: writer.actorId });
}

/** The package's menus the platform lacks, given to the tenant through the app's product package. */
export async function writeMenus(trx: Knex.Transaction, writer: Writer, pkg: AppPackage): Promise<string[]> {
  const codes = await installMenus(trx, pkg.menus ?? [], null);
  await grantMenus(trx, pkg, codes, { tenantId: writer.tenantId, actor: writer.actorId });
  return codes;
}
