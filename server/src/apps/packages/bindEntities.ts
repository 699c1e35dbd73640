import { entityKey } from '@wharf/engine';
import type { PackageBinding } from '@wharf/schemas';
import type { PackageEntity } from './packageEntities';

const urlAuthority = /^https?:\/\/([^/?#]*)/i;

/** A JSON Pointer's segments (RFC 6901 escapes undone). */
const segmentsOf = (pointer: string) => pointer.split('/').slice(1).map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));

/**
 * Binds a value at a JSON Pointer inside a record: the field's `{{binding:NAME}}` placeholders
 * become the value (a URL's host is bound inside the URL); a field without one is left as it is.
 */
export function bindAt(record: Record<string, unknown>, pointer: string, name: string, value: string): void {
  const segments = segmentsOf(pointer);
  let at: unknown = record;
  for (const segment of segments.slice(0, -1)) at = typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[segment] : undefined;
  const last = segments.at(-1);
  if (typeof at !== 'object' || at === null || last === undefined) return;
  const holder = at as Record<string, unknown>;
  const current = holder[last];
  if (typeof current === 'string') holder[last] = current.split(`{{binding:${name}}}`).join(value);
}

/**
 * The environment value a tenant's own config holds where a binding points: the authority of its
 * URL for `/httpUrl` (the package binds the host inside the URL), else the field's whole value.
 */
function tenantValueAt(record: unknown, pointer: string): string | undefined {
  let at: unknown = record;
  for (const segment of segmentsOf(pointer)) at = typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[segment] : undefined;
  if (typeof at !== 'string') return undefined;
  return pointer === '/httpUrl' ? urlAuthority.exec(at)?.[1] || undefined : at;
}

/**
 * A package's config entities with their binding placeholders filled (issue 19 point 2: the
 * environment stays the tenant's). A config the tenant has takes the values its own record holds
 * (its host, its secret headers), so the merge sees only what the app changed; a config it lacks,
 * or a field its record has no value for, takes the value the plan was given. A placeholder
 * without either stays, and the plan lists its binding as missing (`unboundNames`).
 */
export function bindEntities(entities: readonly PackageEntity[], bindings: readonly PackageBinding[], tenant: ReadonlyMap<string, PackageEntity>, given: Readonly<Record<string, string>>): PackageEntity[] {
  return entities.map((entity) => {
    const targets = bindings.flatMap((binding) => binding.targets.filter((target) => target.kind === entity.kind && target.code === entity.code).map((target) => ({ name: binding.name, field: target.field })));
    if (targets.length === 0) return entity;
    const body = structuredClone(entity.body) as Record<string, unknown>;
    const own = tenant.get(entityKey(entity))?.body;
    for (const { name, field } of targets) {
      const value = (own === undefined ? undefined : tenantValueAt(own, field)) ?? given[name];
      if (value !== undefined) bindAt(body, field, name, value);
    }
    return { ...entity, body };
  });
}

/** The binding names whose placeholders are still in a body the apply would write. */
export function unboundNames(bodies: readonly unknown[]): Set<string> {
  const names = new Set<string>();
  const pattern = /\{\{binding:([A-Z][A-Z0-9_]*)\}\}/g;
  for (const body of bodies) for (const match of JSON.stringify(body ?? null).matchAll(pattern)) names.add(match[1]!);
  return names;
}
