import type { WorkflowDefinition } from '@wharf/schemas';

/** A draft kept in the browser: the unsaved definition and what it was based on. */
export interface KeptDraft {
  definition: WorkflowDefinition;
  /** The saved definition the draft started from, so an outdated draft can be told apart. */
  base: WorkflowDefinition;
  savedAt: string;
}

const prefix = 'wharf.workflowDraft:';

/** The storage key of a definition's draft; `scope` (tenant, user) keeps drafts of different logins apart. */
export function draftKey(processKey: string, scope?: string): string {
  return `${prefix}${scope ? `${scope}:` : ''}${processKey}`;
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage refused (private mode, policy): drafts are simply not kept
  }
}

/** Keeps the unsaved definition; a full or refused storage keeps nothing rather than breaking the designer. */
export function keepDraft(key: string, definition: WorkflowDefinition, base: WorkflowDefinition, at: Date = new Date()): void {
  try {
    storage()?.setItem(key, JSON.stringify({ definition, base, savedAt: at.toISOString() } satisfies KeptDraft));
  } catch {
    // quota exceeded: the page still warns before leaving
  }
}

/** The kept draft, if there is a readable one. */
export function readDraft(key: string): KeptDraft | undefined {
  const raw = storage()?.getItem(key);
  if (!raw) return undefined;
  try {
    const draft = JSON.parse(raw) as Partial<KeptDraft>;
    if (!draft.definition || !Array.isArray(draft.definition.nodes) || !draft.base) return undefined;
    return draft as KeptDraft;
  } catch {
    return undefined;
  }
}

export function dropDraft(key: string): void {
  storage()?.removeItem(key);
}

/** Whether two definitions are the same document (both come from the same edits, so key order matches). */
export function sameDefinition(a: WorkflowDefinition, b: WorkflowDefinition): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
