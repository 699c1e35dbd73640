import { entityKey, isDefinitionKind, kindSpecs } from '@wharf/engine';
import type { Knex } from 'knex';
import { menuRowColumns, toMenuItem, type MenuRow } from '../export/appMenus';
import type { PackageEntity } from './packageEntities';
import { dictItemColumns, dictionaryRecordOf, httpConfigColumns, httpConfigRecordOf, sqlConfigColumns, sqlConfigRecordOf, type DictItemRow, type DictRow, type HttpConfigRow, type SqlConfigRow } from './recordShapes';

/** The tenant's current entities of the codes asked for, and the stored ids of its definitions. */
export interface TenantEntities {
  entities: Map<string, PackageEntity>;
  /** Definition row id and head version, by entity key. */
  definitions: Map<string, { id: string; version: number }>;
}

interface DefinitionRow {
  id: string;
  kind: string;
  code: string;
  name: string;
  version: number;
  body: unknown;
}

const codesOf = (wanted: readonly PackageEntity[], kind: string) => [...new Set(wanted.filter((entity) => entity.kind === kind).map((entity) => entity.code))];

/** Dictionaries (with their items) and SQL/HTTP configs of the tenant, in their package shapes. */
async function readRecords(trx: Knex.Transaction, tenantId: string, wanted: readonly PackageEntity[], into: Map<string, PackageEntity>): Promise<void> {
  const put = (kind: string, code: string, name: string, body: unknown) => into.set(`${kind}:${code}`, { kind, code, name, body });
  const dicts: DictRow[] = await trx('sys_dict').where({ tenant_id: tenantId }).whereIn('dict_code', codesOf(wanted, 'dictionary')).select('id', 'dict_code', 'dict_name', 'description');
  const items: Array<DictItemRow & { dict_id: string }> = dicts.length === 0 ? [] : await trx('sys_dict_item')
    .where({ tenant_id: tenantId })
    .whereIn('dict_id', dicts.map((dict) => dict.id!))
    .orderBy([{ column: 'sort_order' }, { column: 'item_value' }])
    .select('dict_id', ...dictItemColumns);
  for (const dict of dicts) put('dictionary', dict.dict_code, dict.dict_name, dictionaryRecordOf(dict, items.filter((item) => item.dict_id === dict.id)));
  const sqlConfigs: SqlConfigRow[] = await trx('eform_sql_config').where({ tenant_id: tenantId }).whereIn('sql_code', codesOf(wanted, 'sqlConfig')).select(...sqlConfigColumns);
  for (const row of sqlConfigs) put('sqlConfig', row.sql_code, row.sql_name, sqlConfigRecordOf(row));
  const httpConfigs: HttpConfigRow[] = await trx('eform_http_config').where({ tenant_id: tenantId }).whereIn('http_code', codesOf(wanted, 'httpConfig')).select(...httpConfigColumns);
  for (const row of httpConfigs) put('httpConfig', row.http_code, row.http_name, httpConfigRecordOf(row));
}

/**
 * The tenant's menus of the given codes. Menus are platform records: the tenant has one when a
 * product package given to it holds it. The app owns a menu when only its product package
 * (`app_<appCode>`) holds it and that package is given to no other tenant: then the menu is read
 * as it is (the plan may change or remove it). Any other menu the tenant has is shared with other
 * apps or tenants and is never touched: its entity is the package's own (unchanged), and it is
 * not a removal.
 */
async function readMenus(trx: Knex.Transaction, tenantId: string, appCode: string, pkg: readonly PackageEntity[], wanted: readonly PackageEntity[], into: Map<string, PackageEntity>): Promise<void> {
  const codes = codesOf(wanted, 'menu');
  if (codes.length === 0) return;
  const productCode = `app_${appCode}`.slice(0, 64);
  const rows: Array<MenuRow & { parent_code: string | null; app_only: boolean }> = await trx('sys_permission as p')
    .leftJoin('sys_permission as parent', 'parent.id', 'p.parent_id')
    .whereIn('p.menu_code', codes)
    .whereExists((q) => q.select(trx.raw('1')).from('sys_package_permission as pp').join('sys_tenant_package as tp', 'tp.package_id', 'pp.package_id').whereRaw('pp.permission_id = p.id').where('tp.tenant_id', tenantId))
    .select(...menuRowColumns.map((column) => `p.${column}`), 'parent.menu_code as parent_code', trx.raw(`not exists (
        select 1 from sys_package_permission pp join sys_product_package pk on pk.id = pp.package_id
        where pp.permission_id = p.id and (pk.product_code <> ? or exists (select 1 from sys_tenant_package tp where tp.package_id = pk.id and tp.tenant_id <> ?))
      ) as app_only`, [productCode, tenantId]));
  for (const row of rows) {
    const key = `menu:${row.menu_code}`;
    const packaged = pkg.find((entity) => entityKey(entity) === key);
    if (row.app_only) {
      const { children: _children, ...own } = toMenuItem(row, []);
      into.set(key, { kind: 'menu', code: row.menu_code, name: row.name, body: { ...own, parentCode: row.parent_code } });
    } else if (packaged) {
      into.set(key, packaged);
    }
  }
}

/**
 * Reads what the tenant holds now of the given entities, by kind and code, on the owner connection
 * (every query names the tenant: the owner is not confined by row-level security): definitions,
 * fill and check rules, dictionaries and configs as they are, menus as `readMenus` says.
 * `pkg` are the new package's entities, `installed` the installed version's; `appCode` is the
 * package's (its product package holds its menus).
 */
export async function readTenantEntities(trx: Knex.Transaction, tenantId: string, appCode: string, pkg: readonly PackageEntity[], installed: readonly PackageEntity[]): Promise<TenantEntities> {
  const wanted = [...pkg, ...installed];
  const entities = new Map<string, PackageEntity>();
  const definitions = new Map<string, { id: string; version: number }>();
  const definitionKinds = [...new Set(wanted.map((entity) => entity.kind).filter(isDefinitionKind))];
  const rows: DefinitionRow[] = definitionKinds.length === 0 ? [] : await trx('eform_definition')
    .where({ tenant_id: tenantId })
    .where((q) => { for (const kind of definitionKinds) q.orWhere((w) => w.where({ kind }).whereIn('code', codesOf(wanted, kind))); })
    .select('id', 'kind', 'code', 'name', 'version', 'body');
  for (const row of rows) {
    entities.set(entityKey(row), { kind: row.kind, code: row.code, name: row.name, body: row.body });
    definitions.set(entityKey(row), { id: row.id, version: row.version });
  }
  const fillRules: Array<{ rule_code: string; rule_name: string; rule_params: unknown }> = await trx('sys_fill_rule').where({ tenant_id: tenantId }).whereIn('rule_code', codesOf(wanted, 'fillRule')).select('rule_code', 'rule_name', 'rule_params');
  for (const row of fillRules) entities.set(`fillRule:${row.rule_code}`, { kind: 'fillRule', code: row.rule_code, name: row.rule_name, body: { ruleCode: row.rule_code, ruleName: row.rule_name, ruleParams: row.rule_params } });
  const checkRules: Array<{ rule_code: string; rule_name: string; segments: unknown; message: string | null; description: string | null }> = await trx('sys_check_rule').where({ tenant_id: tenantId }).whereIn('rule_code', codesOf(wanted, 'checkRule')).select('rule_code', 'rule_name', 'segments', 'message', 'description');
  for (const row of checkRules) {
    const body = { ruleCode: row.rule_code, ruleName: row.rule_name, segments: row.segments, ...(row.message ? { message: row.message } : {}), ...(row.description ? { description: row.description } : {}) };
    entities.set(`checkRule:${row.rule_code}`, { kind: 'checkRule', code: row.rule_code, name: row.rule_name, body });
  }
  await readRecords(trx, tenantId, wanted, entities);
  await readMenus(trx, tenantId, appCode, pkg, wanted, entities);
  return { entities, definitions };
}

/**
 * Package entities as they will be stored for this tenant: a kind whose body carries its stored id
 * (a view's viewId) gets the tenant's row id, so the id is not a difference between them.
 */
export function withTenantIds(entities: readonly PackageEntity[], tenant: TenantEntities): PackageEntity[] {
  return entities.map((entity) => {
    const stored = tenant.definitions.get(entityKey(entity));
    const field = isDefinitionKind(entity.kind) ? kindSpecs[entity.kind].install.storedIdField : undefined;
    // The exporting tenant's id (if the package carries one) means nothing here.
    return stored && field ? { ...entity, body: { ...(entity.body as Record<string, unknown>), [field]: stored.id } } : entity;
  });
}
