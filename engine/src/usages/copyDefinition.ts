import type { DefinitionKind, ViewDefinition } from '@wharf/schemas';
import { withButtonPermissionsRenamed } from '../buttonPermissions/viewButtonPoints';
import { kindSpecs } from '../kinds/kindSpecs';

/**
 * The body of a copy of a definition: the same body under its new code and name (the kind's
 * identity fields) and, for a kind whose body carries its stored id (a view's `viewId`), the
 * copy's own id; a view's button permission points `<oldCode>:<key>` become `<newCode>:<key>`.
 * Everything it refers to stays as it was. Pure; a non-object body is returned as is.
 */
export function copiedDefinitionBody(kind: DefinitionKind, body: unknown, copy: { code: string; name: string; storedId: string }): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const spec = kindSpecs[kind];
  const copied: Record<string, unknown> = { ...(body as Record<string, unknown>), [spec.identity.code]: copy.code, [spec.identity.name]: copy.name };
  const storedIdField = spec.install.storedIdField;
  if (storedIdField) copied[storedIdField] = copy.storedId;
  // A view's buttons named after its code (`<viewCode>:add`) get the copy's code, so granting the
  // copy's buttons is not granting the original's.
  const oldCode = (body as Record<string, unknown>)[spec.identity.code];
  if (kind === 'view' && typeof oldCode === 'string' && Array.isArray(copied.buttons)) {
    return withButtonPermissionsRenamed(copied as Pick<ViewDefinition, 'buttons'>, oldCode, copy.code);
  }
  return copied;
}

/**
 * The first free code for a copy: `<code>_copy`, `<code>_copy2`, … within `maxLength`, given the
 * codes already taken in the tenant for the kind.
 */
export function freeCopyCode(code: string, taken: ReadonlySet<string>, maxLength = 100): string {
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? '_copy' : `_copy${n}`;
    const candidate = `${code.slice(0, maxLength - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
