import type { ComponentType } from 'react';

/** The sub-table grid component (`SubTableGrid.tsx`, default export). */
export type SubTableGridComponent = ComponentType<{ tableName: string }>;

/** A grid chunk that has not arrived after this long counts as failed (spec §9, lazy chunk load timeout). */
export const subTableGridTimeoutMs = 120_000;

// ag-grid is heavy: its chunk loads only for a form with sub-tables, once per page. This module is tiny
// and imports nothing heavy, so whoever first learns that a definition has sub-tables (the lazy form
// runtime, before the form's own chunk has arrived) can start the grid's chunk alongside.
let loaded: SubTableGridComponent | undefined;
let loading: Promise<SubTableGridComponent> | undefined;

// Chromium (150, checked with a page whose module answered 503 once) keeps a failed module fetch in
// the document's module map, as the HTML spec says: importing the same URL again fails at once, with
// no request. So a retry asks for the URL the failure named with a query of its own, a key the
// browser has not seen. Only a URL of this build's origin is taken from the message.
let failedChunkUrl: string | undefined;
let retries = 0;

/** The chunk URL to ask for after `error`, or undefined when the message names none of `moduleUrl`'s origin (then a plain import). */
export function retryUrlOf(error: unknown, moduleUrl: string, attempt: number): string | undefined {
  const named = /(https?:\/\/[^\s'"?#]+\.m?js)/.exec(error instanceof Error ? error.message : String(error))?.[1];
  if (!named || new URL(named).origin !== new URL(moduleUrl).origin) return undefined;
  return `${named}?retry=${attempt}`;
}

function requestChunk(): Promise<{ default: SubTableGridComponent }> {
  if (failedChunkUrl === undefined) return import('./SubTableGrid');
  return import(/* @vite-ignore */ failedChunkUrl) as Promise<{ default: SubTableGridComponent }>;
}

/** The chunk's import, failed after `subTableGridTimeoutMs` so a stalled network ends in the field's error, not a spinner. */
function importGrid(): Promise<SubTableGridComponent> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the sub-table grid's chunk did not load within ${subTableGridTimeoutMs} ms`)), subTableGridTimeoutMs);
    requestChunk().then(
      (module) => {
        clearTimeout(timer);
        resolve((loaded = module.default));
      },
      (error: unknown) => {
        clearTimeout(timer);
        retries += 1;
        failedChunkUrl = retryUrlOf(error, import.meta.url, retries) ?? failedChunkUrl;
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Starts loading the grid's chunk (once per page) and resolves with the component. A failure forgets
 * the promise, so the next call (the field's "try again", the next form) asks for the chunk afresh:
 * handing back the same rejected promise would make a retry fail without a request.
 */
export function loadSubTableGrid(): Promise<SubTableGridComponent> {
  loading ??= importGrid().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Starts the chunk ahead of the field (the form's render), ignoring a failure: the sub-table field
 * asks again when it mounts and shows the failure itself. Without the catch a failed preload would be
 * an unhandled rejection.
 */
export function preloadSubTableGrid(): void {
  loadSubTableGrid().catch(() => undefined);
}

/** The grid component once its chunk has arrived and run, else undefined. */
export function loadedSubTableGrid(): SubTableGridComponent | undefined {
  return loaded;
}

/** Whether a definition has sub-tables, i.e. needs the grid's chunk. */
export function hasSubTables(definition: { subTables?: readonly unknown[] | undefined }): boolean {
  return (definition.subTables?.length ?? 0) > 0;
}
