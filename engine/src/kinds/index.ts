export { kindSpecs } from './kindSpecs';
export { mapKinds } from './mapKinds';
export type { KindSpec, KindSpecs, KindIdentity, ScriptPlace, DefinitionCodeGroup, PackageContext } from './types';
export type { KindReference, KindReferenceKind } from './referenceCollector';
export { collectKindReferences, kindsReferencing, tablesTakenAlong } from './kindReferences';
export { definitionName } from './kindIdentity';
export { menuPages, menuKinds, menuEntryOf, type MenuKind, type MenuPage } from './menuPages';
export { bodyWithStoredId } from './installRules';
export { scriptLocations, replaceScript, definitionCodeGroups, kindsHoldingCode, kindOfCodeGroup, type ScriptLocation } from './scriptLocations';
