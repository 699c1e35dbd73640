import { entityKey, isDefinitionKind, kindSpecs } from '@wharf/engine';
import type { Knex } from 'knex';
import type { PackageEntity } from './packageEntities';

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

/**
 * Reads what the tenant holds now of the given entities, by kind and code, on the owner connection
 * (every query names the tenant: the owner is not confined by row-level security). Dictionaries,
 * configs and menus are read for their presence only: an existing one is left as it is, so its
 * entity is the package's own (the plan shows it unchanged).
 */
export async function readTenantEntities(trx: Knex.Transaction, tenantId: string, wanted: readonly PackageEntity[]): Promise<TenantEntities> {
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
  const present = async (kind: string, held: (codes: string[]) => Promise<string[]>) => {
    const codes = codesOf(wanted, kind);
    if (codes.length === 0) return;
    const found = new Set(await held(codes));
    for (const entity of wanted) if (entity.kind === kind && found.has(entity.code)) entities.set(entityKey(entity), entity);
  };
  await present('dictionary', (codes) => trx('sys_dict').where({ tenant_id: tenantId }).whereIn('dict_code', codes).pluck('dict_code'));
  await present('sqlConfig', (codes) => trx('eform_sql_config').where({ tenant_id: tenantId }).whereIn('sql_code', codes).pluck('sql_code'));
  await present('httpConfig', (codes) => trx('eform_http_config').where({ tenant_id: tenantId }).whereIn('http_code', codes).pluck('http_code'));
  // Menus are platform records: the tenant has one when a product package given to it holds it.
  await present('menu', (codes) => trx('sys_permission as p')
    .join('sys_package_permission as pp', 'pp.permission_id', 'p.id')
    .join('sys_tenant_package as tp', 'tp.package_id', 'pp.package_id')
    .where('tp.tenant_id', tenantId)
    .whereIn('p.menu_code', codes)
    .distinct()
    .pluck('p.menu_code'));
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
