import { definitionKinds, type DefinitionKind } from '@wharf/schemas';

/** True when the value names one of the ten definition kinds of the definition store. */
export function isDefinitionKind(value: unknown): value is DefinitionKind {
  return typeof value === 'string' && (definitionKinds as readonly string[]).includes(value);
}
