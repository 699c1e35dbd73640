// Three-way merge of app package entities (issue 19): installed version, new package, tenant's current.
export { threeWayMerge, type MergeConflict, type MergeResult, type ConflictSide } from './threeWayMerge';
export { semanticDiff, type SemanticChange } from './semanticDiff';
export { keyedForm, identityFieldOf } from './keyedArrays';
export { isDeepStrictEqualJson } from './jsonEqual';
export { planEntities, entityKey, conflictId, type PlannedEntityInput, type EntityDecision, type EntityConflict, type PlanEntitiesInput } from './planEntities';
