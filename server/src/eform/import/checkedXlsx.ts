import { Inflate, zipSync, type Zippable } from 'fflate';
import { AppError } from '../../http/errors';

/**
 * What a workbook read whole may unpack to (import modes 3 and 4 compose several sheets, so exceljs
 * holds the whole workbook in memory): 10,000 rows of a few dozen columns unpack to a few MB of sheet XML.
 */
export const maxUnpackedMegabytes = 60;
/**
 * What a sheet read as a stream (`streamedXlsx.ts`) may unpack to: its memory does not grow with the
 * sheet, so this bounds the work only. 100,000 rows of 12 columns unpack to ~60 MB of sheet XML
 * (the import bench's sheet); 400 MB leaves room for some 60 columns at that row count, and takes
 * about a second to inflate.
 */
export const maxStreamedMegabytes = 400;
/** A workbook has a few dozen parts; thousands of entries are not a spreadsheet. */
const maxEntries = 5000;
/**
 * Compressed bytes handed to the inflater at a time. Deflate expands at most ~1032:1, so one step
 * produces at most ~1 MB before the running count is looked at again.
 */
const inflateStep = 1024;

export interface ZipEntry {
  name: string;
  method: number;
  crc: number;
  compressedSize: number;
  declaredSize: number;
  localOffset: number;
}

export const notXlsx = () => new AppError(400, 'import/not-xlsx');
const u16 = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);
const u32 = (bytes: Uint8Array, at: number) => (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0;
const utf8 = new TextDecoder('utf-8', { fatal: false });

/**
 * The entries the zip's central directory lists (found from the end-of-central-directory record,
 * as zip readers do). Encrypted and Zip64 archives are not spreadsheets an import reads.
 */
export function centralDirectory(bytes: Uint8Array): ZipEntry[] {
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at -= 1) {
    if (u32(bytes, at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) throw notXlsx();
  const count = u16(bytes, end + 10);
  let at = u32(bytes, end + 16);
  if (count === 0xffff || at === 0xffffffff || count > maxEntries) throw notXlsx();
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > bytes.length || u32(bytes, at) !== 0x02014b50) throw notXlsx();
    const flags = u16(bytes, at + 8);
    const nameLength = u16(bytes, at + 28);
    const entry: ZipEntry = {
      name: utf8.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: u16(bytes, at + 10),
      crc: u32(bytes, at + 16),
      compressedSize: u32(bytes, at + 20),
      declaredSize: u32(bytes, at + 24),
      localOffset: u32(bytes, at + 42),
    };
    if ((flags & 1) !== 0 || entry.compressedSize === 0xffffffff || entry.declaredSize === 0xffffffff || entry.localOffset === 0xffffffff) throw notXlsx();
    entries.push(entry);
    at += 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
  }
  return entries;
}

/** An entry's compressed bytes: after its local header, as long as the central directory says. */
export function compressedData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const at = entry.localOffset;
  if (at + 30 > bytes.length || u32(bytes, at) !== 0x04034b50) throw notXlsx();
  const start = at + 30 + u16(bytes, at + 26) + u16(bytes, at + 28);
  if (start + entry.compressedSize > bytes.length) throw notXlsx();
  return bytes.subarray(start, start + entry.compressedSize);
}

/**
 * Unpacks one entry, counting the bytes actually produced: past the size the directory declared
 * for it (a zip that lies about sizes) it stops at once. Chunks go to `keep` when given; otherwise
 * they are only counted.
 */
function unpackEntry(bytes: Uint8Array, entry: ZipEntry, keep?: Uint8Array[]): void {
  const data = compressedData(bytes, entry);
  if (entry.method === 0) {
    if (data.length !== entry.declaredSize) throw new AppError(400, 'import/size-mismatch');
    keep?.push(data);
    return;
  }
  if (entry.method !== 8) throw notXlsx();
  let produced = 0;
  const inflater = new Inflate((chunk) => {
    produced += chunk.length;
    if (produced <= entry.declaredSize) keep?.push(chunk);
  });
  try {
    for (let at = 0; at < data.length && produced <= entry.declaredSize; at += inflateStep) inflater.push(data.subarray(at, at + inflateStep), at + inflateStep >= data.length);
  } catch {
    throw notXlsx(); // Not deflate data, or cut short.
  }
  if (produced !== entry.declaredSize) throw new AppError(400, 'import/size-mismatch');
}

/**
 * Every file entry unpacked under two limits: the sizes the directory declares must add up to at
 * most `limitMegabytes`, and each entry must unpack to exactly its declared size (counted
 * while inflating, so a lie is caught after at most one step past it). Together they bound the
 * bytes actually inflated by the limit, whatever the directory claims.
 */
function unpackAll(bytes: Uint8Array, keep: boolean, limitMegabytes: number): Zippable {
  const entries = centralDirectory(bytes);
  const declared = entries.reduce((sum, entry) => sum + entry.declaredSize, 0);
  if (declared > limitMegabytes * 1024 * 1024) throw new AppError(400, 'import/too-large', [limitMegabytes]);
  // No prototype: an entry named `__proto__` or `constructor` is just a name.
  const files: Zippable = Object.create(null) as Zippable;
  for (const entry of entries) {
    if (entry.name.endsWith('/')) continue;
    if (keep && Object.hasOwn(files, entry.name)) throw notXlsx();
    const chunks: Uint8Array[] | undefined = keep ? [] : undefined;
    unpackEntry(bytes, entry, chunks);
    if (chunks) files[entry.name] = [join(chunks), { level: 0 }];
  }
  return files;
}

function join(chunks: readonly Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/**
 * Checks what an uploaded .xlsx really unpacks to without keeping it (an upload refused at once):
 * every entry is inflated a little at a time and its bytes counted, and the check stops as soon
 * as an entry grows past the size the zip's directory declared; the declared sizes add up to at
 * most `limitMegabytes` (a streamed sheet's by default). A small upload whose directory lies about
 * sizes is refused after about a megabyte of work, not after gigabytes.
 */
export function checkUnpackedSize(bytes: Uint8Array, limitMegabytes = maxStreamedMegabytes): void {
  unpackAll(bytes, false, limitMegabytes);
}

/**
 * The upload's parts unpacked under the same count, put back into a plain (stored) zip: what
 * exceljs then opens is exactly what was counted, whatever the original directory claimed.
 */
export function checkedWorkbookBytes(bytes: Uint8Array): Uint8Array {
  return zipSync(unpackAll(bytes, true, maxUnpackedMegabytes));
}
