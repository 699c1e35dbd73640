import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Lazy chunks that have not arrived after this long count as failed (spec §9). */
export const lazyChunkTimeoutMs = 120_000;

/** Races a module load against the chunk timeout so a stalled network ends in the error page, not a spinner forever. */
export function withTimeout<T>(load: () => Promise<T>, timeoutMs = lazyChunkTimeoutMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`chunk load timed out after ${timeoutMs} ms`)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** `React.lazy` for a named export, with the chunk timeout. */
export function lazyNamed<Props extends object>(load: () => Promise<Record<string, unknown>>, exportName: string): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => {
    const module = await withTimeout(load);
    return { default: module[exportName] as ComponentType<Props> };
  });
}
