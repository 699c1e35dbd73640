import { definitionKinds, type DefinitionKind } from '@wharf/schemas';
import { canDesign, type HeldButtonPermissions } from '../permissions/definitionAccess';
import type { UsageTargetKind } from './findUsages';

/** The permission that shows each kind of tenant record in its console page (the record's own editors). */
const recordReaders: Record<Exclude<UsageTargetKind, DefinitionKind>, readonly string[]> = {
  dictionary: ['systemDict:view', 'systemDict:edit'],
  sqlConfig: ['eformSqlConfig:design'],
  httpConfig: ['eformHttpConfig:design'],
  fillRule: ['systemFillRule:edit'],
};

/**
 * Whether the caller may ask what uses a target of this kind: those who may read its source (a
 * definition's designers and the designers of the kinds built on it) or its console page (a
 * dictionary's, SQL or HTTP config's, fill rule's editors). Tenant administrators always may.
 */
export function canAskUsages(held: HeldButtonPermissions, kind: UsageTargetKind): boolean {
  if (held.isAll) return true;
  if ((definitionKinds as readonly string[]).includes(kind)) return canDesign(held, kind as DefinitionKind, 'readSource');
  return recordReaders[kind as Exclude<UsageTargetKind, DefinitionKind>].some((perm) => held.perms.has(perm));
}
