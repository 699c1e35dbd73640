/**
 * A business event other areas react to (issue 22: a warning's business trigger): a record of a
 * form was saved, records of it deleted (a business warning re-reads its rows then: a deleted
 * record's warning recovers), or an import of it finished. The form-data area announces it after its transaction committed; a reacting area
 * registers a listener at start. Neither imports the other. A listener must not throw and must not
 * hold the request up (it queues its own work).
 */
export interface RecordSavedEvent {
  readonly tenantId: string;
  readonly formCode: string;
  /** What happened to the form's records (absent: saved; `imported`: an asynchronous import stored some). */
  readonly change?: 'saved' | 'deleted' | 'imported';
}

const listeners = new Set<(event: RecordSavedEvent) => void>();

/** Registers a reaction to saved records; answers how to remove it (a test's app, a stopping process). */
export function onRecordSaved(listener: (event: RecordSavedEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Announces that a record of `formCode` was saved (created, changed, copied), deleted or imported, and committed. */
export function recordSaved(event: RecordSavedEvent): void {
  for (const listener of listeners) listener(event);
}
