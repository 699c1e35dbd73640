import type { WorkflowDefinition } from '@wharf/schemas';
import { useEffect, useState } from 'react';
import { dropDraft, keepDraft, readDraft, sameDefinition, type KeptDraft } from '../model/drafts';

/**
 * Never losing unsaved work: while the definition differs from the saved one it is kept in the
 * browser (per definition), the page asks before being closed or reloaded, and the host is told so
 * it can ask before navigating inside the app. A draft found at the start is offered back.
 */
export function useUnsavedWork(key: string, initial: WorkflowDefinition, definition: WorkflowDefinition, saved: WorkflowDefinition, onDirtyChange?: (isDirty: boolean) => void) {
  const [offered, setOffered] = useState<KeptDraft | undefined>(() => {
    const draft = readDraft(key);
    return draft && !sameDefinition(draft.definition, initial) ? draft : undefined;
  });
  const isDirty = !sameDefinition(definition, saved);

  useEffect(() => {
    // An offered draft stays kept until it is taken back or discarded, even before the first edit.
    if (isDirty) keepDraft(key, definition, saved);
    else if (!offered) dropDraft(key);
  }, [key, definition, saved, isDirty, offered]);

  useEffect(() => {
    onDirtyChange?.(isDirty);
  }, [isDirty, onDirtyChange]);

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  return {
    isDirty,
    /** The draft found at the start, until it is taken back or discarded. */
    offered,
    /** Whether the offered draft started from another saved version than the one now open. */
    isOfferedOutdated: offered !== undefined && !sameDefinition(offered.base, initial),
    settleOffer(discard: boolean) {
      if (discard) dropDraft(key);
      setOffered(undefined);
    },
  };
}
