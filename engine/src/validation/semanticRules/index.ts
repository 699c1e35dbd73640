import type { DefinitionKind, RecordKind } from '@wharf/schemas';
import { mapKinds } from '../../kinds/mapKinds';
import type { IssueDraft } from '../types';
import { dictionaryRules, menuItemRules, referenceTableRules } from './recordRules';

const none = (): IssueDraft[] => [];

type Rules = (body: never) => IssueDraft[];

/** The engine rules of each platform record. Exhaustive: a new record kind needs an entry. */
const recordRules: { readonly [K in RecordKind]: Rules } = {
  menuItem: menuItemRules,
  dictionary: dictionaryRules,
  sqlConfig: none,
  httpConfig: none,
  referenceTable: referenceTableRules,
};

/**
 * The engine rules of every kind (from its kind spec) and record, run on bodies that already passed
 * their schema (so each rule can rely on the generated type).
 */
export const semanticRules: { readonly [K in DefinitionKind | RecordKind]: Rules } = {
  ...mapKinds((spec): Rules => spec.semanticRules),
  ...recordRules,
};

export { reservedColumnCodes } from './tableRules';
