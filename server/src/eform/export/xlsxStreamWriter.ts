import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { ZipFile } from 'yazl';

/**
 * A date cell: its spreadsheet serial number (engine `spreadsheetSerialOf`) shown with a date
 * format, so spreadsheets read a date (sortable, filterable), not text.
 */
export interface XlsxDate {
  serial: number;
  kind: 'date' | 'datetime' | 'time';
}

/** One cell: text, a number, a boolean, a date, or empty. */
export type XlsxCell = string | number | boolean | XlsxDate | null | undefined;

/** Where the zip's bytes go; resolves once the consumer is ready for more (backpressure). */
export type ByteSink = (chunk: Uint8Array) => Promise<void> | void;

// Characters XML 1.0 cannot hold at all (PostgreSQL text can): dropped from cells.
// eslint-disable-next-line no-control-regex
const invalidXml = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
/** Text a spreadsheet would take for a formula (or DDE) if it were typed into the cell. */
const formulaStart = /^[=+\-@\t\r]/;

// eslint-disable-next-line no-control-regex
const needsEscaping = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

function escapeXml(text: string): string {
  if (!needsEscaping.test(text)) return text;
  return text.replace(invalidXml, '').replace(/[&<>"]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;'));
}

/**
 * Whether a text cell looks like a formula. An inline string never runs, so its value is written
 * intact; it gets the quote-prefix style, so a user who edits the cell keeps it text too.
 */
export function isFormulaLike(text: string): boolean {
  return formulaStart.test(text);
}

const columnNames = Array.from({ length: 256 }, (_, index) => spreadsheetColumn(index));
const columnName = (index: number) => columnNames[index] ?? spreadsheetColumn(index);

function spreadsheetColumn(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** Style 2 of the styles part: the built-in text number format `@` (numFmtId 49). */
const textStyle = 2;
/** Styles 3–5: date, date and time, time of day (formats 164, 165 and the built-in 21). */
const dateStyles: Record<XlsxDate['kind'], number> = { date: 3, datetime: 4, time: 5 };
/** Style 6: text with the quote prefix (shown as typed, never taken for a formula). */
const quotedStyle = 6;

/**
 * Column styles as SpreadsheetML writes them (`<cols>` comes before `<sheetData>`): the text
 * format for the given 0-based columns, so what a user types there stays text (18 digits and all).
 */
function textColumnsXml(columns: readonly number[]): string {
  const sorted = [...new Set(columns)].filter((c) => Number.isInteger(c) && c >= 0 && c < 16_384).sort((a, b) => a - b);
  if (sorted.length === 0) return '';
  return `<cols>${sorted.map((c) => `<col min="${c + 1}" max="${c + 1}" width="20" style="${textStyle}" customWidth="1"/>`).join('')}</cols>`;
}

const staticParts: Array<[string, string]> = [
  ['[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>'],
  ['_rels/.rels', '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>'],
  ['xl/_rels/workbook.xml.rels', '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>'],
  ['xl/styles.xml', '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy-mm-dd"/><numFmt numFmtId="165" formatCode="yyyy-mm-dd hh:mm:ss"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="7"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="21" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" quotePrefix="1"/></cellXfs></styleSheet>'],
];

/**
 * A one-sheet .xlsx written as a stream with flat memory, whatever the row count: rows become
 * SpreadsheetML text (inline strings, so no shared-string table grows) that goes through a
 * streaming zip (yazl, deflating with node's zlib) whose bytes go to `sink` as they come; `sink`
 * may make the writer wait (an HTTP response's drain), and so, through the streams' backpressure,
 * does `writeRows`. Hand-written because exceljs's streaming writer keeps growing (~480 MB at a
 * million rows); this one holds about one batch of rows and the streams' buffers.
 */
export class XlsxStreamWriter {
  private readonly sheet = new PassThrough({ highWaterMark: 1 << 20 });
  private readonly pumped: Promise<void>;
  private readonly zipOutput: Readable;
  private failure: Error | undefined;
  private rowNumber = 0;

  /** `textColumns`: 0-based columns formatted as text (`@`), as import templates give their text columns. */
  constructor(sink: ByteSink, sheetName = 'Sheet1', options: { textColumns?: readonly number[] } = {}) {
    const zip = new ZipFile();
    const workbook = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${escapeXml(sheetName.slice(0, 31).replace(/[\\/?*[\]:]/g, '_') || 'Sheet1')}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
    const mtime = new Date(Date.UTC(2026, 0, 1));
    for (const [name, text] of [...staticParts, ['xl/workbook.xml', workbook] as [string, string]]) zip.addBuffer(Buffer.from(text), name, { mtime });
    zip.addReadStream(this.sheet, 'xl/worksheets/sheet1.xml', { mtime, compressionLevel: 1 });
    zip.end();
    this.sheet.write(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${textColumnsXml(options.textColumns ?? [])}<sheetData>`);
    // A failure anywhere (the sink, the zip) is kept and thrown to the writer's caller; the streams
    // are destroyed without an error event, which no listener would take and so would end the process.
    this.zipOutput = zip.outputStream as Readable;
    zip.on('error', (error: Error) => this.fail(error));
    this.pumped = (async () => {
      for await (const chunk of zip.outputStream) {
        if (this.failure) break;
        await sink(chunk as Uint8Array);
      }
    })().catch((error: unknown) => this.fail(error));
  }

  private fail(error: unknown): void {
    this.failure ??= error instanceof Error ? error : new Error(String(error));
    this.sheet.destroy();
    this.zipOutput.destroy();
  }

  /** Gives up (the export failed elsewhere): nothing more reaches the sink once this resolves. */
  async abort(): Promise<void> {
    this.fail(new Error('export abandoned'));
    await this.pumped;
  }

  /** Rows written so far. */
  get rowCount(): number {
    return this.rowNumber;
  }

  /** Appends rows (`isHeader` makes them bold); waits while the consumer is behind. */
  async writeRows(rows: ReadonlyArray<ReadonlyArray<XlsxCell>>, isHeader = false): Promise<void> {
    if (this.failure) throw this.failure;
    const style = isHeader ? ' s="1"' : '';
    let text = '';
    for (const row of rows) {
      this.rowNumber += 1;
      const r = this.rowNumber;
      text += `<row r="${r}">`;
      for (let index = 0; index < row.length; index += 1) {
        const cell = row[index];
        if (cell === null || cell === undefined || cell === '') continue;
        const ref = `${columnName(index)}${r}`;
        if (typeof cell === 'number' && Number.isFinite(cell)) text += `<c r="${ref}"${style}><v>${cell}</v></c>`;
        else if (typeof cell === 'boolean') text += `<c r="${ref}"${style} t="b"><v>${cell ? 1 : 0}</v></c>`;
        else if (typeof cell === 'object') text += `<c r="${ref}" s="${dateStyles[cell.kind]}"><v>${cell.serial}</v></c>`;
        else {
          const value = String(cell);
          const cellStyle = !isHeader && isFormulaLike(value) ? ` s="${quotedStyle}"` : style;
          text += `<c r="${ref}"${cellStyle} t="inlineStr"><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`;
        }
      }
      text += '</row>';
    }
    if (!this.sheet.write(text)) await Promise.race([once(this.sheet, 'drain'), this.pumped]);
    if (this.failure) throw this.failure;
  }

  /** Ends the sheet and the zip; resolves when every byte went to the sink. */
  async close(): Promise<void> {
    if (this.failure) throw this.failure;
    this.sheet.end('</sheetData></worksheet>');
    await this.pumped;
    if (this.failure) throw this.failure;
  }
}
