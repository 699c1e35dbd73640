/**
 * Drafts of unsaved designer work, kept in the browser's localStorage.
 *
 * Why the browser and not a server store: a draft exists to survive exactly the moments the server
 * cannot be reached or asked (a tab closed, a reload, a crash, an expired session), it is private
 * to one person on one machine until they save, and keeping it costs no request per keystroke.
 * The key names the tenant and user (`scope`), the definition kind and its code, so two logins on
 * one browser never see each other's drafts.
 */

/** A draft kept in the browser: the unsaved definition and the saved one it started from. */
export interface KeptDraft<T> {
  definition: T;
  /** The saved definition the draft started from (undefined for a definition never saved), so an outdated draft can be told apart. */
  base?: T;
  /** When it was kept (ISO time). */
  savedAt: string;
}

/** What a draft belongs to: who (tenant and user), which kind, which definition. */
export interface DraftAddress {
  /** `<tenantId>:<userId>`: keeps drafts of different logins apart. */
  scope?: string;
  kind: string;
  /** The definition's code; a definition not saved yet has none (its draft is the kind's `_new`). */
  code?: string;
}

const prefix = 'wharf.draft:';

/** The storage key of a definition's draft. */
export function draftKey({ scope, kind, code }: DraftAddress): string {
  return `${prefix}${scope ? `${scope}:` : ''}${kind}:${code || '_new'}`;
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage refused (private mode, policy): drafts are simply not kept
  }
}

/** Keeps the unsaved definition; a full or refused storage keeps nothing rather than breaking the designer. */
export function keepDraft<T>(key: string, definition: T, base: T | undefined, at: Date = new Date()): void {
  try {
    storage()?.setItem(key, JSON.stringify({ definition, base, savedAt: at.toISOString() } satisfies KeptDraft<T>));
  } catch {
    // quota exceeded: the page still asks before leaving
  }
}

/** The kept draft, if there is a readable one (`isDefinition` checks the shape of what was read). */
export function readDraft<T>(key: string, isDefinition: (value: unknown) => boolean = isObject): KeptDraft<T> | undefined {
  const raw = storage()?.getItem(key);
  if (!raw) return undefined;
  try {
    const draft = JSON.parse(raw) as Partial<KeptDraft<T>>;
    if (!isDefinition(draft.definition) || typeof draft.savedAt !== 'string') return undefined;
    return draft as KeptDraft<T>;
  } catch {
    return undefined;
  }
}

export function dropDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // refused storage: nothing was kept either
  }
}

function isObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether two definitions are the same document (both come from the same edits, so key order matches). */
export function sameContent(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
