import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes lie. Keys are made by the server (`<tenant>/<file id>`), never from a
 * client's name. One implementation today, the data folder; an S3-compatible store would be a
 * second one behind the same three calls.
 */
export interface FileStorage {
  /** Stores the bytes under the key (a whole file appears, or none). */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The stored bytes as a stream with their size, or undefined when they are gone. */
  open(key: string): Promise<{ stream: Readable; size: number } | undefined>;
  /** Removes the bytes; a key already gone is no error. */
  remove(key: string): Promise<void>;
}

const keyPattern = /^[0-9a-f-]{36}\/[0-9a-f-]{36}$/;

/**
 * The data folder's storage: `DATA_DIR/files/<tenant>/<file id>`, outside any served folder.
 * A write goes to a temporary name first and is renamed, so a reader never sees half a file.
 */
export function dataFolderStorage(dataDir: string): FileStorage {
  const root = resolve(dataDir, 'files');
  const pathOf = (key: string): string => {
    // Keys are the server's own; refusing anything else keeps a path from ever leaving the folder.
    if (!keyPattern.test(key)) throw new Error(`not a file storage key: ${key}`);
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`not a file storage key: ${key}`);
    return path;
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.partial`;
      await writeFile(partial, bytes, { flag: 'wx' });
      await rename(partial, path);
    },
    async open(key) {
      const path = pathOf(key);
      const size = await stat(path).then((found) => found.size, () => undefined);
      if (size === undefined) return undefined;
      return { stream: createReadStream(path), size };
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** The storage key of a file: its tenant's folder and its id. */
export function storageKey(tenantId: string, fileId: string): string {
  return `${tenantId}/${fileId}`;
}
