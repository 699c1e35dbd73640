import type { DefinitionKind } from '@wharf/schemas';
import { kindSpecs } from './kindSpecs';

/**
 * The body to store for a definition installed or revised from a package under the stored id
 * `storedId`: a kind whose body carries its stored id (a view's `viewId`) gets it when the package
 * left it out; a body that names one keeps it. Every other body is returned as is. Pure.
 */
export function bodyWithStoredId(kind: DefinitionKind, body: unknown, storedId: string): unknown {
  const field = kindSpecs[kind].install.storedIdField;
  if (!field || typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const record = body as Record<string, unknown>;
  return record[field] ? record : { ...record, [field]: storedId };
}
