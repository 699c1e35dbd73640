import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32, createInflateRaw } from 'node:zlib';
import type ExcelJS from 'exceljs';
import { loadExcelJs } from './excelJs';
import { AppError } from '../../http/errors';
import { centralDirectory, compressedData, maxStreamedMegabytes, notXlsx, type ZipEntry } from './checkedXlsx';
import { SheetScan, type MergedRange } from './sheetScan';

// An .xlsx read as a stream, so memory stays flat whatever its row count: exceljs's streaming
// WorkbookReader parses the sheet row by row. It is handed a zip made of the checked parts only:
// each part it reads is first inflated here and its bytes counted against the size the upload's
// directory declares (as `checkedXlsx.ts` does for a workbook read whole), then put in the new
// zip's directory with those sizes and its own compressed bytes, which inflate to exactly what was
// counted. The parts go in the order the reader needs them (relationships, workbook, styles for
// dates, shared strings, then the sheets), so it never parks a sheet in a temporary file.

/** Parts read whole into memory (workbook, relationships, styles, shared strings): together at most this. */
const maxHeldMegabytes = 96;

const workbookParts = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/styles.xml', 'xl/sharedStrings.xml'];
const isWorksheet = (name: string) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name);

/** Empty stand-ins for a missing part the reader waits for (a sheet of inline strings has no shared strings). */
const emptyParts: Record<string, string> = {
  'xl/_rels/workbook.xml.rels': '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
  'xl/sharedStrings.xml': '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>',
};

/** A worksheet part as scanned: its merged ranges and its number of row tags. */
export interface ScannedSheet {
  merges: MergedRange[];
  rowTags: number;
}

/** A part of the new zip: its name, its (checked) sizes and the bytes to store. */
interface Part {
  name: string;
  method: number;
  crc: number;
  declaredSize: number;
  data: Uint8Array;
}

/**
 * Inflates one entry counting what it produces (stopped as soon as it passes the declared size),
 * handing each chunk to `onChunk`.
 */
async function inflateCounted(bytes: Uint8Array, entry: ZipEntry, onChunk?: (chunk: Uint8Array) => void): Promise<void> {
  const data = compressedData(bytes, entry);
  if (entry.method === 0) {
    if (data.length !== entry.declaredSize) throw new AppError(400, 'import/size-mismatch');
    onChunk?.(data);
    return;
  }
  if (entry.method !== 8) throw notXlsx();
  let produced = 0;
  // The pipeline may reject with the inflater's premature-close error rather than the one thrown
  // in the consumer that stopped it: the consumer's own refusal is kept here and wins.
  let refusal: AppError | undefined;
  try {
    await pipeline(Readable.from([data]), createInflateRaw(), async (chunks: AsyncIterable<Buffer>) => {
      for await (const chunk of chunks) {
        produced += chunk.length;
        if (produced > entry.declaredSize) throw (refusal = new AppError(400, 'import/size-mismatch'));
        try {
          onChunk?.(chunk);
        } catch (error) {
          if (error instanceof AppError) refusal = error;
          throw error;
        }
      }
    });
  } catch (error) {
    if (refusal) throw refusal;
    if (error instanceof AppError) throw error;
    throw notXlsx(); // Not deflate data, or cut short.
  }
  if (produced !== entry.declaredSize) throw new AppError(400, 'import/size-mismatch');
}

const localHeader = (part: Part, name: Buffer) => {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(0x800, 6); // Names in UTF-8.
  header.writeUInt16LE(part.method, 8);
  header.writeUInt32LE(part.crc, 14);
  header.writeUInt32LE(part.data.length, 18);
  header.writeUInt32LE(part.declaredSize, 22);
  header.writeUInt16LE(name.length, 26);
  return header;
};

function directoryRecord(part: Part, name: Buffer, offset: number): Buffer {
  const record = Buffer.alloc(46);
  record.writeUInt32LE(0x02014b50, 0);
  record.writeUInt16LE(20, 4);
  record.writeUInt16LE(20, 6);
  record.writeUInt16LE(0x800, 8);
  record.writeUInt16LE(part.method, 10);
  record.writeUInt32LE(part.crc, 16);
  record.writeUInt32LE(part.data.length, 20);
  record.writeUInt32LE(part.declaredSize, 24);
  record.writeUInt16LE(name.length, 28);
  record.writeUInt32LE(offset, 42);
  return record;
}

/** The new zip, part after part, then its directory: what exceljs's reader unzips. */
async function* zipOf(parts: readonly Part[]): AsyncGenerator<Uint8Array> {
  const records: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    records.push(directoryRecord(part, name, offset), name);
    const header = localHeader(part, name);
    yield Buffer.concat([header, name]);
    yield part.data;
    offset += header.length + name.length + part.data.length;
  }
  const directory = Buffer.concat(records);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  yield directory;
  yield end;
}

/** An .xlsx opened for streaming: exceljs's reader over the checked parts, and each worksheet part's scan, in the order the reader emits them. */
export interface StreamedWorkbook {
  reader: ExcelJS.stream.xlsx.WorkbookReader;
  sheets: ScannedSheet[];
}

/**
 * Checks an uploaded .xlsx and opens it for streaming: the zip's directory read here (never
 * exceljs's), the declared sizes bounded (`maxStreamedMegabytes` in all, the parts held whole in
 * memory at most `maxHeldMegabytes`), every part read inflated once and counted, the
 * worksheets scanned (`SheetScan`) on the way.
 */
export async function openStreamedWorkbook(bytes: Uint8Array): Promise<StreamedWorkbook> {
  if (bytes.length < 4 || bytes[0] !== 0x50 || bytes[1] !== 0x4b) throw notXlsx();
  const entries = centralDirectory(bytes);
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const held = workbookParts.flatMap((name) => (byName.has(name) ? [byName.get(name)!] : []));
  const worksheets = entries.filter((entry) => isWorksheet(entry.name));
  const sum = (list: readonly ZipEntry[]) => list.reduce((total, entry) => total + entry.declaredSize, 0);
  // Every part's declared size counts, read or not (as for a workbook read whole).
  if (sum(held) > maxHeldMegabytes * 1024 * 1024 || sum(entries) > maxStreamedMegabytes * 1024 * 1024) throw new AppError(400, 'import/too-large', [maxStreamedMegabytes]);
  const parts: Part[] = [];
  for (const name of workbookParts) {
    const entry = byName.get(name);
    if (entry) {
      await inflateCounted(bytes, entry);
      parts.push({ name, method: entry.method, crc: entry.crc, declaredSize: entry.declaredSize, data: compressedData(bytes, entry) });
    } else if (emptyParts[name]) {
      const data = Buffer.from(emptyParts[name]!, 'utf8');
      parts.push({ name, method: 0, crc: crc32(data), declaredSize: data.length, data });
    }
  }
  const sheets: ScannedSheet[] = [];
  for (const entry of worksheets) {
    const scan = new SheetScan();
    await inflateCounted(bytes, entry, (chunk) => scan.push(chunk));
    sheets.push({ merges: scan.merges, rowTags: scan.rowTags });
    parts.push({ name: entry.name, method: entry.method, crc: entry.crc, declaredSize: entry.declaredSize, data: compressedData(bytes, entry) });
  }
  const reader = new (await loadExcelJs()).stream.xlsx.WorkbookReader(Readable.from(zipOf(parts)), { worksheets: 'emit', sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', entries: 'ignore' });
  return { reader, sheets };
}
