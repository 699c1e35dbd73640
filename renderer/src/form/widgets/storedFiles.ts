import { uploadExtensions, type UploadKind } from '@wharf/engine';
import type { StoredFile } from '../types';
import { asList } from './binding';

/** The files a field's value holds: `[{ id, name, url }]` as uploads store them (bare URLs of older data too). */
export function storedFiles(value: unknown): StoredFile[] {
  return asList(value).flatMap((item): StoredFile[] => {
    if (typeof item === 'string') return [{ name: item.split('/').pop() ?? item, url: item }];
    if (item && typeof item === 'object' && typeof (item as StoredFile).url === 'string') {
      const file = item as StoredFile;
      return [{ ...(typeof file.id === 'string' ? { id: file.id } : {}), name: String(file.name ?? ''), url: file.url }];
    }
    return [];
  });
}

/** Only http(s) and same-site links are ever put into an href (no javascript: URLs from data). */
export function safeHref(url: string): string | undefined {
  return /^(https?:\/\/|\/(?!\/))/i.test(url) ? url : undefined;
}

/** Files of the platform's API need the session's token, so they are read through `readFile`, not linked. */
export function isApiFile(url: string): boolean {
  return /^\/api\//.test(url);
}

/** The file picker's `accept`: the extensions the server takes for the field's kind. */
export function acceptOf(kind: UploadKind): string {
  return uploadExtensions[kind].map((extension) => `.${extension}`).join(',');
}
