/** What a designer tells its host about unsaved work, so the host can ask before closing or navigating away. */
export interface UnsavedState {
  isDirty: boolean;
  /** Saves through the designer's own save (its checks included); resolves true when the work was stored. */
  save(): Promise<boolean>;
  /** Forgets the unsaved work: the kept draft is dropped (the host then closes the designer). */
  discard(): void;
}

/** The props every designer takes for never losing work. */
export interface UnsavedWorkProps {
  /**
   * Whose drafts these are, `<tenantId>:<userId>`: with a scope the designer keeps its unsaved work
   * in the browser and offers it back on the next open; without one it keeps no draft.
   */
  draftScope?: string;
  /** Called whenever the designer becomes dirty or clean (and on closing, as clean). */
  onUnsavedChange?(state: UnsavedState): void;
}
