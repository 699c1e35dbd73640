import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { bodyWithStoredId, definitionCode, definitionName, isDefinitionKind, isUuid, menuComponentNames, migrateDefinition, validateAppPackage, validateDefinition, type DefinitionKind } from '@wharf/engine';
import type { AppPackage, MenuItemRecord, TableDefinition } from '@wharf/schemas';
import { syncTableOnOwner } from '../eform/tables/tableOperations';
import { saveHttpConfig } from '../eform/httpConfig/httpConfigStore';
import type { SsrfPolicy } from '../eform/httpConfig/ssrfGuard';
import { saveSqlConfig } from '../eform/sqlConfig/sqlConfigStore';
import { assertPackageTargetsAllowed } from './packageHttpTargets';

export interface InstallOptions {
  tenantId: string;
  /** Who the records are written by (a user id, or a name such as `seed`). */
  actor: string;
  /** Roles of the tenant that get the package's menus (tenant administrators hold them through the tenant's packages). */
  roleCodes?: string[];
  /**
   * The SSRF policy the package's new HTTP configs are checked against before anything is written,
   * as the config API checks them at save (`packageHttpTargets.ts`): the market passes the app's.
   * Seeds install the product's own packages and pass none.
   */
  httpPolicy?: SsrfPolicy;
}

export interface InstallReport {
  definitions: string[];
  tables: string[];
  menus: string[];
  dictionaries: string[];
}

/** Thrown when a package does not validate: the issues say where. */
export class InvalidAppPackage extends Error {
  constructor(readonly issues: unknown[]) {
    super(`invalid app package: ${JSON.stringify(issues).slice(0, 2000)}`);
  }
}

/** The page component a package menu opens: its own `component`, else the web app's page for its kind. */
function componentOf(menu: MenuItemRecord, hasParent: boolean): string | null {
  if (menu.component) return menu.component;
  const kind = menu.componentKind;
  if (!kind || kind === 'layout') return hasParent ? null : 'layouts/RouteView';
  if (kind === 'page' || kind === 'redirectView') return null;
  return menuComponentNames[kind][1] ?? menuComponentNames[kind][0] ?? null;
}

/** The stored columns of a package menu (`sys_permission`, without its parent), as the installer writes them and the package apply updates them. */
export function menuColumns(menu: MenuItemRecord, hasParent: boolean) {
  return {
    name: menu.name,
    menu_code: menu.menuCode,
    menu_type: menu.menuType ?? (hasParent ? '1' : '0'),
    path: menu.path ?? null,
    component: componentOf(menu, hasParent),
    url: menu.url ?? null,
    perms: menu.perms ?? null,
    perms_type: menu.permsType ?? '1',
    sort_no: menu.sortNo ?? 0,
    icon: menu.icon ?? null,
    hidden: menu.hidden ?? false,
    keep_alive: menu.keepAlive ?? false,
    back_flag: menu.back ?? '0',
    titles: menu.titles ?? {},
    component_props: menu.componentProps ?? [],
  };
}

/** Menus are platform records (no tenant): inserted when their code is new, parents before children. Returns every code of the tree (also used by the package apply). */
export async function installMenus(trx: Knex.Transaction, menus: readonly MenuItemRecord[], parentId: string | null): Promise<string[]> {
  const codes: string[] = [];
  for (const menu of menus) {
    const columns = menuColumns(menu, parentId !== null);
    await trx('sys_permission')
      .insert({ ...columns, parent_id: parentId, titles: JSON.stringify(columns.titles), component_props: JSON.stringify(columns.component_props) })
      .onConflict('menu_code')
      .ignore();
    const { id } = (await trx('sys_permission').where({ menu_code: menu.menuCode }).first<{ id: string }>('id'))!;
    codes.push(menu.menuCode, ...(await installMenus(trx, menu.children ?? [], id)));
  }
  return codes;
}

/**
 * The package's menus become a product package of their own (`app_<packageCode>`), given to the
 * tenant, so its administrators see them; the named roles are granted them for everyone else.
 */
export async function grantMenus(trx: Knex.Transaction, pkg: AppPackage, codes: string[], options: InstallOptions): Promise<void> {
  if (codes.length === 0) return;
  const productCode = `app_${pkg.packageCode}`.slice(0, 64);
  await trx('sys_product_package').insert({ product_code: productCode, product_name: pkg.packageName, description: pkg.description ?? pkg.packageName }).onConflict('product_code').ignore();
  const { id: packageId } = (await trx('sys_product_package').where({ product_code: productCode }).first<{ id: string }>('id'))!;
  const menuIds: string[] = await trx('sys_permission').whereIn('menu_code', codes).pluck('id');
  await trx('sys_package_permission').insert(menuIds.map((permissionId) => ({ package_id: packageId, permission_id: permissionId }))).onConflict(['package_id', 'permission_id']).ignore();
  await trx('sys_tenant_package').insert({ tenant_id: options.tenantId, package_id: packageId }).onConflict(['tenant_id', 'package_id']).ignore();
  const roles: string[] = await trx('sys_role').where({ tenant_id: options.tenantId }).whereIn('role_code', options.roleCodes ?? []).pluck('id');
  const grants = roles.flatMap((roleId) => menuIds.map((permissionId) => ({ tenant_id: options.tenantId, role_id: roleId, permission_id: permissionId })));
  if (grants.length > 0) await trx('sys_role_permission').insert(grants).onConflict(['tenant_id', 'role_id', 'permission_id']).ignore();
}

export async function installDictionaries(trx: Knex.Transaction, pkg: AppPackage, tenantId: string): Promise<string[]> {
  const added: string[] = [];
  for (const record of pkg.dictionaries ?? []) {
    const [dict] = await trx('sys_dict').insert({ tenant_id: tenantId, dict_code: record.dictCode, dict_name: record.dictName, description: record.description ?? null }).onConflict(['tenant_id', 'dict_code']).ignore().returning('id');
    if (!dict) continue;
    added.push(record.dictCode);
    await trx('sys_dict_item').insert(record.items.map((item, index) => ({ tenant_id: tenantId, dict_id: dict.id, item_text: item.itemText, item_text_i18n: item.itemTextI18n ? JSON.stringify(item.itemTextI18n) : null, item_value: item.itemValue, title: item.title ?? null, sort_order: item.sortOrder ?? index, status: item.status ?? '1' })));
  }
  return added;
}

/** Each definition, migrated and validated, stored published at version 1 when the tenant lacks its code. */
async function installDefinitions(trx: Knex.Transaction, pkg: AppPackage, options: InstallOptions): Promise<Array<{ kind: DefinitionKind; code: string; body: unknown }>> {
  const installed = [];
  for (const entry of pkg.definitions) {
    if (!isDefinitionKind(entry.kind)) continue;
    const migrated = migrateDefinition(entry.kind, entry.body);
    const { toVersion } = migrated;
    // The id is chosen here so a kind whose body carries its stored id (a view's viewId) can say so.
    const id = randomUUID();
    const body = bodyWithStoredId(entry.kind, migrated.body, id);
    const issues = validateDefinition(entry.kind, body, 'en_US');
    if (issues.length > 0) throw new InvalidAppPackage(issues);
    const code = definitionCodeOf(entry.kind, body);
    const name = definitionName(entry.kind, body) ?? code;
    const [row] = await trx('eform_definition')
      .insert({ id, tenant_id: options.tenantId, kind: entry.kind, code, name, status: 'published', version: 1, published_version: 1, schema_version: toVersion, body: JSON.stringify(body), created_by: null })
      .onConflict(['tenant_id', 'kind', 'code'])
      .ignore()
      .returning('id');
    if (!row) continue;
    await trx('eform_definition_revision').insert({ tenant_id: options.tenantId, definition_id: row.id, version: 1, name, schema_version: toVersion, body: JSON.stringify(body) });
    installed.push({ kind: entry.kind, code, body });
  }
  return installed;
}


/**
 * The package's SQL and HTTP configs, checked as the config APIs check them (one read-only query,
 * no file or server functions); codes the tenant already has are left as they are.
 */
export async function installDataSources(trx: Knex.Transaction, pkg: AppPackage, options: InstallOptions): Promise<void> {
  // Audit columns hold user ids; seeds and imports name no user.
  const actorId = isUuid(options.actor) ? options.actor : null;
  for (const config of pkg.sqlConfigs ?? []) {
    if (await trx('eform_sql_config').where({ tenant_id: options.tenantId, sql_code: config.sqlCode }).first('id')) continue;
    await saveSqlConfig(trx, options.tenantId, actorId, config, 'en_US');
  }
  for (const config of pkg.httpConfigs ?? []) {
    if (await trx('eform_http_config').where({ tenant_id: options.tenantId, http_code: config.httpCode }).first('id')) continue;
    await saveHttpConfig(trx, options.tenantId, actorId, config, 'en_US');
  }
}

/**
 * The package's fill and check rules (the forms name them by code: without them every save of a
 * numbered form failed after install, issue 19); codes the tenant already has are left as they are.
 * The package validator has checked them as their APIs check them.
 */
async function installFormRules(trx: Knex.Transaction, pkg: AppPackage, tenantId: string): Promise<void> {
  for (const rule of pkg.fillRules ?? []) {
    await trx('sys_fill_rule').insert({ tenant_id: tenantId, rule_code: rule.ruleCode, rule_name: rule.ruleName, rule_params: JSON.stringify(rule.ruleParams) }).onConflict(['tenant_id', 'rule_code']).ignore();
  }
  for (const rule of pkg.checkRules ?? []) {
    await trx('sys_check_rule')
      .insert({ tenant_id: tenantId, rule_code: rule.ruleCode, rule_name: rule.ruleName, segments: JSON.stringify(rule.segments), message: rule.message ?? null, description: rule.description ?? null })
      .onConflict(['tenant_id', 'rule_code'])
      .ignore();
  }
}

const definitionCodeOf = (kind: DefinitionKind, body: unknown): string => {
  const code = definitionCode(kind, body);
  if (!code) throw new InvalidAppPackage([{ path: '/definitions', message: `a ${kind} without its code` }]);
  return code;
};

/**
 * Installs an app package into a tenant, idempotently (what the tenant already has is left as it
 * is): dictionaries, definitions (published), real tables for its table definitions (created when
 * the tenant has none yet), and its menus with the grants that make them visible. Runs on the owner
 * connection: it is for seeds, the market and administrators' imports, after their own checks.
 */
export async function installAppPackage(owner: Knex, pkg: AppPackage, options: InstallOptions): Promise<InstallReport> {
  const issues = validateAppPackage(pkg, 'en_US');
  if (issues.length > 0) throw new InvalidAppPackage(issues);
  if (options.httpPolicy) await assertPackageTargetsAllowed(owner, pkg, options.tenantId, options.httpPolicy);
  const { dictionaries, definitions, menus } = await owner.transaction(async (trx) => {
    await trx.raw("select set_config('app.tenant_id', ?, true)", [options.tenantId]);
    const addedDictionaries = await installDictionaries(trx, pkg, options.tenantId);
    await installDataSources(trx, pkg, options);
    await installFormRules(trx, pkg, options.tenantId);
    const addedDefinitions = await installDefinitions(trx, pkg, options);
    const menuCodes = await installMenus(trx, pkg.menus ?? [], null);
    await grantMenus(trx, pkg, menuCodes, options);
    return { dictionaries: addedDictionaries, definitions: addedDefinitions, menus: menuCodes };
  });
  // Tables the tenant never created are created, each in its own transaction under its advisory lock.
  // Existing ones are left alone: a later install (every start, for seeds) must not apply, or trip
  // over, changes a builder has saved but not synced yet.
  const tables: string[] = [];
  for (const entry of pkg.definitions) {
    if (entry.kind !== 'table') continue;
    const code = (entry.body as unknown as TableDefinition).tableName;
    const created = await owner('eform_tables').where({ tenant_id: options.tenantId, table_code: code }).whereNot('table_status', 'notCreated').first('id');
    if (created) continue;
    await syncTableOnOwner(owner, options.tenantId, options.actor, code, [], 'en_US');
    tables.push(code);
  }
  return { definitions: definitions.map((d) => `${d.kind}:${d.code}`), tables, menus, dictionaries };
}
