import type { DefinitionKind } from '@wharf/schemas';
import { kindSpecs } from './kindSpecs';

function stringAt(body: unknown, field: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : undefined;
}

/** The code a body declares for itself (its kind's identity field), or undefined when it declares none. */
export function definitionCode(kind: DefinitionKind, body: unknown): string | undefined {
  return stringAt(body, kindSpecs[kind].identity.code);
}

/** The name a body gives itself (formName, viewName…), at most 200 characters as the store keeps it. */
export function definitionName(kind: DefinitionKind, body: unknown): string | undefined {
  return stringAt(body, kindSpecs[kind].identity.name)?.slice(0, 200);
}
