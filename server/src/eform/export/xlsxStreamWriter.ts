import { Zip, ZipDeflate } from 'fflate';

/** One cell: text, a number, a boolean, or empty. */
export type XlsxCell = string | number | boolean | null | undefined;

/** Where the zip's bytes go; resolves once the consumer is ready for more (backpressure). */
export type ByteSink = (chunk: Uint8Array) => Promise<void> | void;

const encoder = new TextEncoder();
// Characters XML 1.0 cannot hold at all (PostgreSQL text can): dropped from cells.
// eslint-disable-next-line no-control-regex
const invalidXml = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
/** Cells a spreadsheet could read as a formula (or DDE) when opened or re-saved as CSV. */
const formulaStart = /^[=+\-@\t\r]/;

function escapeXml(text: string): string {
  return text.replace(invalidXml, '').replace(/[&<>"]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;'));
}

/** A text cell's shown value: one starting with = + - @ (or tab/CR) gets a leading apostrophe. */
export function neutraliseFormula(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text;
}

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

const staticParts: Array<[string, string]> = [
  ['[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>'],
  ['_rels/.rels', '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>'],
  ['xl/_rels/workbook.xml.rels', '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>'],
  ['xl/styles.xml', '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs></styleSheet>'],
];

/**
 * A one-sheet .xlsx written as a stream with flat memory, whatever the row count: rows become
 * SpreadsheetML text (inline strings, so no shared-string table grows) deflated straight into a
 * streaming zip (fflate) whose bytes go to `sink` as they come; `sink` may make the writer wait
 * (an HTTP response's drain). Hand-written because exceljs's streaming writer keeps growing
 * (~480 MB at a million rows); this one only ever holds one batch of rows.
 */
export class XlsxStreamWriter {
  private readonly zip: Zip;
  private readonly sheet: ZipDeflate;
  private readonly pending: Uint8Array[] = [];
  private failure: Error | undefined;
  private rowNumber = 0;
  private readonly done: Promise<void>;
  private finish!: () => void;

  constructor(private readonly sink: ByteSink, sheetName = 'Sheet1') {
    this.done = new Promise((resolve) => (this.finish = resolve));
    this.zip = new Zip((error, chunk, final) => {
      if (error) this.failure = error;
      else this.pending.push(chunk);
      if (final) this.finish();
    });
    const workbook = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${escapeXml(sheetName.slice(0, 31).replace(/[\\/?*[\]:]/g, '_') || 'Sheet1')}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
    for (const [name, text] of [...staticParts, ['xl/workbook.xml', workbook] as [string, string]]) {
      const file = new ZipDeflate(name, { level: 6 });
      this.zip.add(file);
      file.push(encoder.encode(text), true);
    }
    this.sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 1 });
    this.zip.add(this.sheet);
    this.sheet.push(encoder.encode('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>'));
  }

  /** Rows written so far. */
  get rowCount(): number {
    return this.rowNumber;
  }

  /** Appends rows (`isHeader` makes them bold) and hands the compressed bytes so far to the sink. */
  async writeRows(rows: ReadonlyArray<ReadonlyArray<XlsxCell>>, isHeader = false): Promise<void> {
    const parts: string[] = [];
    for (const row of rows) {
      this.rowNumber += 1;
      const r = this.rowNumber;
      parts.push(`<row r="${r}">`);
      row.forEach((cell, index) => {
        if (cell === null || cell === undefined || cell === '') return;
        const ref = `${columnName(index)}${r}`;
        const style = isHeader ? ' s="1"' : '';
        if (typeof cell === 'number' && Number.isFinite(cell)) parts.push(`<c r="${ref}"${style}><v>${cell}</v></c>`);
        else if (typeof cell === 'boolean') parts.push(`<c r="${ref}"${style} t="b"><v>${cell ? 1 : 0}</v></c>`);
        else parts.push(`<c r="${ref}"${style} t="inlineStr"><is><t xml:space="preserve">${escapeXml(neutraliseFormula(String(cell)))}</t></is></c>`);
      });
      parts.push('</row>');
    }
    this.sheet.push(encoder.encode(parts.join('')));
    await this.flush();
  }

  /** Ends the sheet and the zip; resolves when every byte went to the sink. */
  async close(): Promise<void> {
    this.sheet.push(encoder.encode('</sheetData></worksheet>'), true);
    this.zip.end();
    await this.done;
    await this.flush();
  }

  private async flush(): Promise<void> {
    if (this.failure) throw this.failure;
    while (this.pending.length > 0) await this.sink(this.pending.shift()!);
  }
}
