import { AppError } from '../../http/errors';

// What the importer must know of a worksheet before its rows stream past: its merged ranges, which
// sit after the rows in the sheet's XML (`<mergeCells>` follows `<sheetData>`), and roughly how many
// rows it has (the progress of a background run). Found by scanning the sheet's bytes once while
// they are counted (`streamedXlsx.ts`), without parsing the XML.

/** A merged range of cells (1-based rows and columns, inclusive). */
export interface MergedRange {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

/** More merged ranges than this is not a sheet people fill in (each is kept in memory while rows stream). */
const maxMergedRanges = 100_000;
/** A `<mergeCell …/>` tag is short; a longer one is not read. */
const maxTagBytes = 512;

const mergeTag = Buffer.from('mergeCell');
const rowTag = Buffer.from('<row');
const refPattern = /\bref\s*=\s*["']([A-Za-z]{1,3})(\d{1,7})(?::([A-Za-z]{1,3})(\d{1,7}))?["']/;

/** A column's number from its letters (A = 1). */
export function columnNumber(letters: string): number {
  let number = 0;
  for (const char of letters.toUpperCase()) number = number * 26 + (char.charCodeAt(0) - 64);
  return number;
}

/** A cell's address (`C7`) from its row and column. */
export function cellAddress(row: number, column: number): string {
  let letters = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return `${letters}${row}`;
}

const isSpace = (byte: number | undefined) => byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;

/**
 * Scans a worksheet's XML as it is inflated, chunk by chunk: the `<mergeCell ref="B1:C1"/>` tags
 * (a namespace prefix allowed) and the number of `<row` tags. A tag cut by a chunk's end is
 * carried into the next chunk.
 */
export class SheetScan {
  readonly merges: MergedRange[] = [];
  rowTags = 0;
  /** Bytes of the chunk before that may begin a tag, and where each scan goes on within them. */
  private carry: Buffer = Buffer.alloc(0);
  private rowsFrom = 0;
  private mergesFrom = 0;

  push(chunk: Uint8Array): void {
    const text = this.carry.length > 0 ? Buffer.concat([this.carry, chunk]) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    // A `<row` is counted once the byte after it is known (`<rowBreaks` is not a row).
    let at = text.indexOf(rowTag, this.rowsFrom);
    for (; at >= 0 && at + rowTag.length < text.length; at = text.indexOf(rowTag, at + rowTag.length)) {
      const next = text[at + rowTag.length];
      if (isSpace(next) || next === 0x3e || next === 0x2f) this.rowTags += 1;
    }
    const rowsKeep = at >= 0 ? at : Math.max(0, text.length - (rowTag.length - 1));
    let mergesKeep = Math.max(0, text.length - mergeTag.length);
    let from = this.mergesFrom;
    for (;;) {
      const found = text.indexOf(mergeTag, from);
      if (found < 0) break;
      const end = text.indexOf(0x3e, found);
      if (end < 0) {
        mergesKeep = text.length - found <= maxTagBytes ? found : text.length;
        break;
      }
      from = end + 1;
      // `mergeCells` (the list) is not a `mergeCell`; the tag opens after `<` or a prefix's `:`.
      const before = text[found - 1];
      if (!isSpace(text[found + mergeTag.length]) || (before !== 0x3c && before !== 0x3a)) continue;
      if (end - found <= maxTagBytes) this.addMerge(text.toString('latin1', found, end));
    }
    mergesKeep = Math.max(Math.min(mergesKeep, text.length), Math.min(from, text.length));
    const keep = Math.min(rowsKeep, mergesKeep);
    this.carry = Buffer.from(text.subarray(keep));
    this.rowsFrom = rowsKeep - keep;
    this.mergesFrom = mergesKeep - keep;
  }

  private addMerge(tag: string): void {
    const ref = refPattern.exec(tag);
    if (!ref) return;
    const top = Number(ref[2]);
    const left = columnNumber(ref[1]!);
    const bottom = ref[4] ? Number(ref[4]) : top;
    const right = ref[3] ? columnNumber(ref[3]) : left;
    if (bottom === top && right === left) return;
    if (this.merges.length >= maxMergedRanges) throw new AppError(400, 'import/format-incorrect');
    this.merges.push({ top: Math.min(top, bottom), left: Math.min(left, right), bottom: Math.max(top, bottom), right: Math.max(left, right) });
  }
}
