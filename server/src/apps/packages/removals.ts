import { definitionKinds, definitionUsages, entityKey, isDefinitionKind, kindsUsing, usageTargetKinds, type EntityDecision, type UsageCandidate, type UsageTargetKind } from '@wharf/engine';
import type { Knex } from 'knex';

/**
 * What a new package version may remove by leaving it out (issue 19): every definition (a table
 * with its data, guarded as a loss), dictionaries, SQL/HTTP configs and the menus the app owns.
 * Fill and check rules stay: numbers already drawn by a rule and values checked by one belong to
 * the tenant's data.
 */
export const removableKinds: ReadonlySet<string> = new Set([...definitionKinds, 'dictionary', 'sqlConfig', 'httpConfig', 'menu']);

/**
 * Records a tenant may hold before an app brings one of the same code (a dictionary every tenant
 * is seeded with): without an installed version to tell what the tenant changed, the tenant's
 * values stay and only what it lacks comes from the package (no conflict to resolve).
 */
export const recordsKeptWithoutBase: ReadonlySet<string> = new Set(['dictionary', 'sqlConfig', 'httpConfig', 'menu']);

const isUsageTarget = (kind: string): kind is UsageTargetKind => (usageTargetKinds as readonly string[]).includes(kind);

/**
 * The decisions with every removal kept whose entity a definition the tenant keeps still names
 * (a table its own form writes, a dictionary its own view shows): the tenant's definitions as the
 * apply leaves them — the package's written bodies, the tenant's own, without those removed.
 * A kept removal becomes unchanged: nothing the tenant still uses is taken away. Read on the owner
 * connection, naming the tenant; the engine's reference collector decides what names what.
 */
export async function keepUsedRemovals(trx: Knex.Transaction, tenantId: string, decisions: readonly EntityDecision[]): Promise<EntityDecision[]> {
  const removals = decisions.filter((decision) => decision.action === 'remove' && isUsageTarget(decision.kind));
  if (removals.length === 0) return [...decisions];
  const removed = new Set(decisions.filter((decision) => decision.action === 'remove').map(entityKey));
  const written = new Map(decisions.filter((decision) => decision.body !== undefined && isDefinitionKind(decision.kind)).map((decision) => [entityKey(decision), decision]));
  const stored: UsageCandidate[] = await trx('eform_definition').where({ tenant_id: tenantId }).select('id', 'kind', 'code', 'name', 'status', 'body');
  const candidates: UsageCandidate[] = [
    ...stored.filter((row) => !removed.has(entityKey(row))).map((row) => ({ ...row, body: written.get(entityKey(row))?.body ?? row.body })),
    ...[...written.values()].filter((decision) => decision.action === 'create').map((decision) => ({ id: '', kind: decision.kind, code: decision.code, name: decision.name, status: 'published', body: decision.body })),
  ];
  const used = new Set(removals.filter((removal) => {
    const kind = removal.kind as UsageTargetKind;
    const users = new Set<string>(kindsUsing(kind));
    return definitionUsages({ kind, code: removal.code }, candidates.filter((candidate) => users.has(candidate.kind))).length > 0;
  }).map(entityKey));
  return decisions.map((decision) => (used.has(entityKey(decision)) ? { ...decision, action: 'unchanged', changes: [], conflicts: [] } : decision));
}
