import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useUndoable, type Undoable } from '../undo/useUndoable';
import { useUndoKeys } from '../undo/useUndoKeys';
import { draftKey, sameContent } from './drafts';
import { DraftOffer } from './DraftOffer';
import type { UnsavedWorkProps } from './types';
import { useUnsavedWork } from './useUnsavedWork';

export interface EditedDefinitionOptions<T> extends UnsavedWorkProps {
  /** The definition kind (part of the draft's key). */
  kind: string;
  /** What the designer is opened with; a new object from the host starts over (history and saved state). */
  definition: T;
  /** Never saved yet: the draft is the kind's `_new` one, and the work is dirty once it differs from `definition`. */
  isNew: boolean;
  /** The definition's code (the draft's key for a saved one). */
  code(definition: T): string;
  /** The designer's own save, for the host's "save" answer; true when stored. */
  save(): Promise<boolean>;
  isReadOnly?: boolean;
  /** Where undo/redo keys act (the designer's root element). */
  root: RefObject<HTMLElement | null>;
}

/** A designer's edited definition: undo/redo, dirty state against the last save, drafts and the host's questions. */
export interface EditedDefinition<T> {
  value: T;
  history: Undoable<T>;
  /** One edit (with the same `coalesceKey` within a second, the same undo step: typing). */
  change(next: (current: T) => T, coalesceKey?: string): void;
  /** After a save: `stored` (what the host answered, or the value sent) is the saved definition. */
  markSaved(stored: T): void;
  isDirty: boolean;
  /** The "restore the unsaved changes from <time>?" question, rendered by the designer. */
  draftOffer: ReactNode;
}

/**
 * The editing state the table, view, dataset and report designers share: the definition under
 * undo/redo (`useUndoable`, keys by `useUndoKeys`), compared with the last saved one, kept as a draft
 * per user while dirty and offered back on the next open (`useUnsavedWork`).
 */
export function useEditedDefinition<T>(options: EditedDefinitionOptions<T>): EditedDefinition<T> {
  const { definition, isNew } = options;
  const history = useUndoable(definition);
  const [saved, setSaved] = useState<T | undefined>(isNew ? undefined : definition);
  const [opened, setOpened] = useState(definition);
  // The key is fixed when opened: a new definition's code changes while typed, its draft stays `_new`.
  const [key] = useState(() => (options.draftScope ? draftKey({ scope: options.draftScope, kind: options.kind, code: isNew ? undefined : options.code(definition) }) : undefined));

  const isFirst = useRef(true);
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    history.reset(definition);
    setOpened(definition);
    setSaved(isNew ? undefined : definition);
    // history.reset is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [definition, isNew]);

  const work = useUnsavedWork<T>({ draftKey: key, opened, current: history.present, saved, save: options.save, onUnsavedChange: options.onUnsavedChange });
  useUndoKeys(options.root, history, !options.isReadOnly);

  return {
    value: history.present,
    history,
    change: history.set,
    markSaved(stored) {
      setSaved(stored);
      if (!sameContent(stored, history.present)) history.set(() => stored);
    },
    isDirty: work.isDirty,
    draftOffer: <DraftOffer work={work} onRestore={(kept: T) => history.set(() => kept)} />,
  };
}
