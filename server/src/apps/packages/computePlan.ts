import { createHash } from 'node:crypto';
import { canonicalJson, entityKey, planEntities, type ConflictSide, type EntityDecision, type Language } from '@wharf/engine';
import type { AppPackage, TableDefinition } from '@wharf/schemas';
import type { Knex } from 'knex';
import { bindEntities, unboundNames } from './bindEntities';
import { packageEntities, type PackageEntity } from './packageEntities';
import { keepUsedRemovals, recordsKeptWithoutBase, removableKinds } from './removals';
import { planTableChange, type TableChange } from './tableChanges';
import { readTenantEntities, withTenantIds, type TenantEntities } from './tenantEntities';

/** What a plan is computed from besides the tenant's state. */
export interface PlanSources {
  pkg: AppPackage;
  /** The package body of the version the tenant installed: the merge base. */
  installed: AppPackage | undefined;
  /** The id of the tenant's latest installed version row (part of the staleness fingerprint). */
  installedVersionId: string | null;
  /** Values bound to the package's binding names. */
  bindingValues: Readonly<Record<string, string>>;
}

export interface PlanBinding {
  name: string;
  description: string;
  bound: boolean;
}

/** A plan before it is stored or answered: the decisions, the table syncs, the bindings and the tenant's fingerprint. */
export interface ComputedPlan {
  decisions: EntityDecision[];
  tableChanges: TableChange[];
  bindings: PlanBinding[];
  /** A hash of everything the plan read from the tenant: an apply recomputes it to refuse a stale plan. */
  fingerprint: string;
  tenant: TenantEntities;
}

function fingerprintOf(tenant: TenantEntities, synced: unknown, installedVersionId: string | null): string {
  const state = {
    entities: [...tenant.entities].sort(([a], [b]) => a.localeCompare(b)).map(([key, entity]) => ({ key, body: entity.body, version: tenant.definitions.get(key)?.version ?? null })),
    synced,
    installedVersionId,
  };
  return createHash('sha256').update(canonicalJson(state)).digest('hex');
}

/** A binding is bound unless its placeholder is still in a config the apply would write (see `bindEntities`). */
function bindingsOf(pkg: AppPackage, decisions: readonly EntityDecision[]): PlanBinding[] {
  const unbound = unboundNames(decisions.filter((decision) => (decision.kind === 'sqlConfig' || decision.kind === 'httpConfig') && decision.body !== undefined).map((decision) => decision.body));
  return (pkg.bindings ?? []).map((binding) => ({ name: binding.name, description: binding.description, bound: !unbound.has(binding.name) }));
}

/**
 * The plan of a package against the tenant, computed inside the caller's owner transaction (the
 * tenant named in every query): the engine's entity decisions (three-way merge against the
 * installed version), the sync each created or changed table needs with its losses on the real
 * data, the bindings, and the fingerprint of the tenant's state. Pure reading; the same inputs on
 * an unchanged tenant give the same plan, which is how apply checks the plan it is given.
 */
export async function computePlan(trx: Knex.Transaction, tenantId: string, sources: PlanSources, resolutions: Readonly<Record<string, ConflictSide>>, appRole: string, lang: Language): Promise<ComputedPlan> {
  const pkgEntities = packageEntities(sources.pkg);
  const installedEntities = sources.installed ? packageEntities(sources.installed) : [];
  const tenant = await readTenantEntities(trx, tenantId, sources.pkg.packageCode, pkgEntities, installedEntities);
  const byKey = (entities: PackageEntity[]) => new Map(entities.map((entity) => [entityKey(entity), entity]));
  // Configs the tenant has keep its environment values; the merge then sees only the app's changes.
  const pkgBound = bindEntities(withTenantIds(pkgEntities, tenant), sources.pkg.bindings ?? [], tenant.entities, sources.bindingValues);
  const installedBound = sources.installed ? bindEntities(withTenantIds(installedEntities, tenant), sources.installed.bindings ?? [], tenant.entities, {}) : undefined;
  const planned = planEntities({ pkg: pkgBound, installed: installedBound ? byKey(installedBound) : undefined, tenant: tenant.entities, removableKinds, resolutions, keepTenantWithoutBase: recordsKeptWithoutBase });
  const decisions = await keepUsedRemovals(trx, tenantId, planned);
  const tableChanges: TableChange[] = [];
  for (const decision of decisions) {
    if (decision.kind !== 'table' || decision.action === 'unchanged') continue;
    // A removed table is dropped (its rows are the loss); a created or changed one synced to its body.
    const desired = decision.action === 'remove' ? undefined : decision.body as TableDefinition;
    const change = await planTableChange(trx, tenantId, decision.code, desired, appRole, lang);
    if (change.statements.length > 0) tableChanges.push(change);
  }
  const tableCodes = [...new Set([...pkgEntities, ...installedEntities].filter((entity) => entity.kind === 'table').map((entity) => entity.code))];
  const synced = await trx('eform_tables').where({ tenant_id: tenantId }).whereIn('table_code', tableCodes).orderBy('table_code').select('table_code', 'synced_version', 'table_status');
  return { decisions, tableChanges, bindings: bindingsOf(sources.pkg, decisions), fingerprint: fingerprintOf(tenant, synced, sources.installedVersionId), tenant };
}
