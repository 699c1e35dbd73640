// Pieces every designer shares: unsaved work (drafts, the question before leaving) and undo/redo.
export * from './unsaved';
export { useUndoable, type Undoable } from './undo/useUndoable';
export { useUndoKeys } from './undo/useUndoKeys';
export { UndoRedoButtons } from './undo/UndoRedoButtons';
export { useDesignerSave, type DesignerSave, type DesignerSaveOptions, type DesignerSaveOutcome } from './save/useDesignerSave';
