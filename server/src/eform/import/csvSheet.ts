import { Readable } from 'node:stream';
import { loadExcelJs } from './excelJs';
import { AppError } from '../../http/errors';
import { maxImportRows, worksheetRows, type ImportSheet, type SheetLayout } from './readImportSheet';

const utf8 = new TextDecoder('utf-8', { fatal: true });
const gb18030 = new TextDecoder('gb18030', { fatal: true });

/** Encodings a CSV may be declared in that this import reads (GBK and GB 2312 are subsets of GB18030). */
const readableCharsets: Record<string, 'utf-8' | 'gb18030'> = { 'utf-8': 'utf-8', utf8: 'utf-8', gb18030: 'gb18030', gbk: 'gb18030', gb2312: 'gb18030', cp936: 'gb18030' };

/**
 * Whether text decoded as GB18030 reads like Chinese (or plain) text: bytes of another encoding
 * (Thai TIS-620, Latin-1, Shift-JIS) decode too, but into private-use code points and a scatter of
 * symbols, kana and Cyrillic rather than CJK ideographs and punctuation.
 */
function readsAsChinese(text: string): boolean {
  let other = 0;
  let nonAscii = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x80) continue;
    nonAscii += 1;
    if (code >= 0xe000 && code <= 0xf8ff) return false;
    const isCjk = (code >= 0x4e00 && code <= 0x9fff) || (code >= 0x3400 && code <= 0x4dbf) || (code >= 0x3000 && code <= 0x303f) || (code >= 0xff00 && code <= 0xffef) || (code >= 0x2010 && code <= 0x2027);
    if (!isCjk) other += 1;
  }
  return nonAscii === 0 || other / nonAscii < 0.1;
}

/**
 * A CSV file's text: UTF-8 (with or without its byte-order mark) or GB18030 (what Excel writes for
 * "CSV" on a Chinese Windows), as declared by the upload's `charset` or recognised from the bytes.
 * Any other encoding (UTF-16, Thai TIS-620, a declared charset this import does not read) is a
 * clear 400 telling the user to save the file as CSV UTF-8, never text read wrongly.
 */
export function decodeCsv(bytes: Uint8Array, declaredCharset?: string): string {
  const refuse = (name: string) => new AppError(400, 'import/csv-encoding', [name]);
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) throw refuse('UTF-16');
  const declared = declaredCharset?.trim().toLowerCase();
  const hasBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const charset = declared ? readableCharsets[declared] : undefined;
  if (declared && !charset) throw refuse(declaredCharset!.trim());
  if (hasBom || charset === 'utf-8') {
    try {
      return utf8.decode(hasBom ? bytes.subarray(3) : bytes);
    } catch {
      throw refuse(declared ? declaredCharset!.trim() : 'UTF-8');
    }
  }
  if (!charset) {
    try {
      return utf8.decode(bytes);
    } catch {
      // Not UTF-8: GB18030 is the other encoding a spreadsheet of these users writes.
    }
  }
  let text: string;
  try {
    text = gb18030.decode(bytes);
  } catch {
    throw refuse(declared ? declaredCharset!.trim() : '?');
  }
  if (!charset && !readsAsChinese(text)) throw refuse('?');
  return text;
}

/** The separator of the file: a comma, unless the heading line has none and holds semicolons or tabs (some locales' "CSV"). */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  if (firstLine.includes(',')) return ',';
  if (firstLine.includes('\t')) return '\t';
  return firstLine.includes(';') ? ';' : ',';
}

/**
 * A CSV upload as an import sheet: every cell is text (a CSV has no types, so an 18-digit code
 * stays whole and a date is read by the column's own reading), with the layout's heading and data
 * rows. The sheet is named after the file.
 */
export async function readCsvSheet(text: string, fileName: string, layout: SheetLayout = {}): Promise<ImportSheet> {
  if (text.includes('\u0000')) throw new AppError(400, 'import/not-xlsx');
  const workbook = new (await loadExcelJs()).Workbook();
  const sheet = await workbook.csv.read(Readable.from([text]), {
    sheetName: 'csv',
    map: (value: string) => (value.trim() === '' ? null : value),
    parserOptions: { delimiter: delimiterOf(text), ignoreEmpty: false, maxRows: maxImportRows + (layout.startRow ?? 2) + 1, trim: false },
  } as never).catch(() => {
    throw new AppError(400, 'import/not-xlsx');
  });
  if (sheet.rowCount === 0) throw new AppError(400, 'import/no-rows');
  return worksheetRows(sheet, layout, fileName, maxImportRows);
}
