import { useEffect, useRef, useState } from 'react';
import { dropDraft, keepDraft, readDraft, sameContent, type KeptDraft } from './drafts';
import type { UnsavedState } from './types';

/** How often, at most, a dirty designer writes its draft (a flush also happens on leaving the page and on closing). */
export const autosaveMilliseconds = 2000;

export interface UnsavedWorkOptions<T> {
  /** The draft's storage key (`draftKey`); undefined keeps no draft (dirty state and questions still work). */
  draftKey: string | undefined;
  /** What the designer was opened with: a kept draft equal to it is not offered. */
  opened: T;
  /** What the builder sees now. */
  current: T;
  /** The last saved definition; undefined for one never saved (then it is dirty once it differs from `opened`). */
  saved: T | undefined;
  /** The designer's save, for the host's "save" answer; resolves true when stored. */
  save?(): Promise<boolean>;
  onUnsavedChange?(state: UnsavedState): void;
  onDirtyChange?(isDirty: boolean): void;
  /** Checks the shape of a draft read back (a definition of the kind). */
  isDefinition?(value: unknown): boolean;
  autosaveMs?: number;
}

export interface UnsavedWork<T> {
  isDirty: boolean;
  /** The draft found on opening, until it is restored or discarded. */
  offered: KeptDraft<T> | undefined;
  /** Whether the offered draft started from another saved version than the one now open. */
  isOfferedOutdated: boolean;
  /** Closes the offer; `discard` also drops the kept draft (after a restore the draft stays kept while dirty). */
  settleOffer(discard: boolean): void;
  /** Drops the draft now and until the next edit (the host closes the designer without saving). */
  discard(): void;
}

/**
 * Never losing unsaved work, one mechanism for every designer: whether `current` differs from what
 * was saved; while it does, the draft is written to the browser every few seconds and when the page
 * is left; the page asks before it is closed or reloaded; the host hears of it through
 * `onUnsavedChange` (with save and discard) so it asks before closing the designer or navigating. A
 * draft found on opening is offered back; a save (clean again) or a discard drops it.
 */
export function useUnsavedWork<T>(options: UnsavedWorkOptions<T>): UnsavedWork<T> {
  const { draftKey: key, opened, current, saved } = options;
  const [offered, setOffered] = useState<KeptDraft<T> | undefined>(() => {
    if (!key) return undefined;
    const draft = readDraft<T>(key, options.isDefinition);
    return draft && !sameContent(draft.definition, opened) ? draft : undefined;
  });
  const isDirty = !sameContent(current, saved ?? opened);

  const latest = useRef({ key, current, saved, isDirty, isDiscarded: false, save: options.save });
  const isDiscarded = latest.current.isDiscarded && sameContent(latest.current.current, current);
  latest.current = { key, current, saved, isDirty, isDiscarded, save: options.save };
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const now = latest.current;
    if (now.key && now.isDirty && !now.isDiscarded) keepDraft(now.key, now.current, now.saved);
  };

  useEffect(() => {
    if (!key) return;
    if (isDirty && !isDiscarded) {
      // At most one write per interval while typing: the timer writes whatever is latest when it fires.
      timer.current ??= setTimeout(flush, options.autosaveMs ?? autosaveMilliseconds);
    } else if (!offered) {
      clearTimeout(timer.current);
      timer.current = undefined;
      dropDraft(key);
    }
    // flush reads the latest values through the ref, so it is not a dependency.
  }, [key, current, isDirty, isDiscarded, offered, options.autosaveMs]);

  // Leaving the page (reload, tab closed) writes the draft at once and asks first; closing the designer writes it too.
  useEffect(() => {
    if (!isDirty) return;
    const onLeave = (event: BeforeUnloadEvent) => {
      flush();
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onLeave);
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('beforeunload', onLeave);
      window.removeEventListener('pagehide', flush);
    };
  }, [isDirty]);
  useEffect(() => () => flush(), []);

  const report = useRef({ onUnsavedChange: options.onUnsavedChange, onDirtyChange: options.onDirtyChange });
  report.current = { onUnsavedChange: options.onUnsavedChange, onDirtyChange: options.onDirtyChange };
  const discard = () => {
    latest.current.isDiscarded = true;
    clearTimeout(timer.current);
    timer.current = undefined;
    if (latest.current.key) dropDraft(latest.current.key);
    setOffered(undefined);
  };
  const state = (dirty: boolean): UnsavedState => ({ isDirty: dirty, save: async () => (latest.current.save ? latest.current.save() : false), discard });
  useEffect(() => {
    report.current.onUnsavedChange?.(state(isDirty));
    report.current.onDirtyChange?.(isDirty);
  }, [isDirty]);
  useEffect(() => () => report.current.onUnsavedChange?.(state(false)), []);

  return {
    isDirty,
    offered,
    isOfferedOutdated: offered !== undefined && !sameContent(offered.base, saved),
    settleOffer(shouldDiscard) {
      if (shouldDiscard && key) dropDraft(key);
      setOffered(undefined);
    },
    discard,
  };
}
