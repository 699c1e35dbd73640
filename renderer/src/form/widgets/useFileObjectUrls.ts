import { useEffect, useState } from 'react';
import type { StoredFile } from '../types';
import { isApiFile } from './storedFiles';

/**
 * Object URLs of the API files among `files`, read once each through `readFile` (with the session)
 * so an `<img>` can show them; released when the files change or the field goes away. A file that
 * cannot be read is left out (its name still shows).
 */
export function useFileObjectUrls(files: readonly StoredFile[], readFile: ((url: string) => Promise<Blob>) | undefined): ReadonlyMap<string, string> {
  const key = files.map((file) => file.url).join('\n');
  const [urls, setUrls] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    if (!readFile) return undefined;
    let isCurrent = true;
    const made: string[] = [];
    const wanted = key ? key.split('\n').filter(isApiFile) : [];
    void Promise.all(wanted.map(async (url) => {
      try {
        return [url, URL.createObjectURL(await readFile(url))] as const;
      } catch {
        return undefined;
      }
    })).then((pairs) => {
      const found = pairs.filter((pair): pair is readonly [string, string] => pair !== undefined);
      made.push(...found.map(([, objectUrl]) => objectUrl));
      if (isCurrent) setUrls(new Map(found));
      else for (const objectUrl of made) URL.revokeObjectURL(objectUrl);
    });
    return () => {
      isCurrent = false;
      for (const objectUrl of made) URL.revokeObjectURL(objectUrl);
    };
  }, [key, readFile]);
  return urls;
}

/** Saves a stored file under its name: read with the session, then handed to the browser as a download. */
export async function downloadStoredFile(file: StoredFile, readFile: (url: string) => Promise<Blob>): Promise<void> {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await readFile(file.url));
  link.download = file.name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
