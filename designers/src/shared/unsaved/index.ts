// Never losing work (issue 18 point 1): one mechanism every designer and its host use.
export { draftKey, dropDraft, keepDraft, readDraft, sameContent, type DraftAddress, type KeptDraft } from './drafts';
export { DraftOffer, type DraftOfferProps } from './DraftOffer';
export type { UnsavedState, UnsavedWorkProps } from './types';
export { useEditedDefinition, type EditedDefinition, type EditedDefinitionOptions } from './useEditedDefinition';
export { useLeaveGuard, type LeaveGuard } from './useLeaveGuard';
export { autosaveMilliseconds, useUnsavedWork, type UnsavedWork, type UnsavedWorkOptions } from './useUnsavedWork';
