import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { readXlsxRows } from '../../../test/support/readXlsx';
import { isFormulaLike, XlsxStreamWriter } from './xlsxStreamWriter';

async function write(rows: unknown[][], slowSink = false): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  const writer = new XlsxStreamWriter(async (chunk) => {
    if (slowSink) await new Promise((resolve) => setImmediate(resolve));
    chunks.push(chunk);
  }, 'A/B: sheet?');
  await writer.writeRows([['Head 1', 'Head 2']], true);
  await writer.writeRows(rows as never);
  await writer.close();
  return Buffer.concat(chunks);
}

describe('XlsxStreamWriter', () => {
  it('writes a readable workbook: text escaped, control characters dropped, numbers and booleans typed, columns past Z', async () => {
    const wide = Array.from({ length: 30 }, (_, i) => `c${i}`);
    const rows = readXlsxRows(await write([['<a & "b">', 'x\u0001y', 12.5, true, null, '', 'end'], wide]));
    expect(rows[0]).toEqual(['Head 1', 'Head 2']);
    expect(rows[1]).toEqual(['<a & "b">', 'xy', '12.5', '1', '', '', 'end']);
    expect(rows[2]).toEqual(wide);
  });

  it('keeps formula-like text intact as a string with the quote-prefix style, never a formula', async () => {
    for (const text of ['=1+2', '+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) expect(isFormulaLike(text)).toBe(true);
    expect(isFormulaLike('a=1')).toBe(false);
    const bytes = await write([['=HYPERLINK("http://x")', -5, '=1+1']]);
    expect(readXlsxRows(bytes)[1]).toEqual(['=HYPERLINK("http://x")', '-5', '=1+1']);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
    const cell = book.worksheets[0]!.getCell('A2');
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe('=HYPERLINK("http://x")');
    // The quote-prefix style (6): a user who edits the cell keeps it text.
    expect(strFromU8(unzipSync(bytes)['xl/worksheets/sheet1.xml']!)).toContain('<c r="A2" s="6" t="inlineStr"><is><t xml:space="preserve">=HYPERLINK');
    expect(book.worksheets[0]!.getCell('C2').value).toBe('=1+1');
  });

  it('writes dates, timestamps and times as date cells with date formats', async () => {
    const bytes = await write([[{ serial: 46081, kind: 'date' }, { serial: 46081.5, kind: 'datetime' }, { serial: 0.25, kind: 'time' }]]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getCell('A2').type).toBe(ExcelJS.ValueType.Date);
    expect(sheet.getCell('A2').value).toEqual(new Date(Date.UTC(2026, 1, 28)));
    expect(sheet.getCell('A2').numFmt).toBe('yyyy-mm-dd');
    expect(sheet.getCell('B2').value).toEqual(new Date(Date.UTC(2026, 1, 28, 12)));
    expect(sheet.getCell('B2').numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(sheet.getCell('C2').type).toBe(ExcelJS.ValueType.Date);
    expect(sheet.getCell('C2').value).toEqual(new Date(Date.UTC(1899, 11, 30, 6)));
  });

  it('waits for a slow consumer and still delivers every row', async () => {
    const many = Array.from({ length: 20_000 }, (_, i) => [`row ${i}`, i]);
    const rows = readXlsxRows(await write(many, true));
    expect(rows).toHaveLength(20_001);
    expect(rows[20_000]).toEqual(['row 19999', '19999']);
  });

  it('hands a failing sink\'s error to the caller, even one that fails while nobody writes', async () => {
    let sinkCalls = 0;
    const writer = new XlsxStreamWriter(async () => {
      sinkCalls += 1;
      throw new Error('disk gone');
    });
    // The zip's first parts go to the sink at once, with no write waiting on the sheet; writing no
    // rows (a no-op) is how a caller learns of that failure, so wait until it does.
    await vi.waitFor(() => expect(writer.writeRows([])).rejects.toThrow('disk gone'));
    expect(sinkCalls).toBe(1);
    await expect(writer.writeRows([['a', 1]])).rejects.toThrow('disk gone');
    await expect(writer.close()).rejects.toThrow('disk gone');
  });

  it('stops reaching the sink once aborted: the chunk in flight is the last one', async () => {
    let calls = 0;
    let reachSink!: () => void;
    const sinkReached = new Promise<void>((resolve) => {
      reachSink = resolve;
    });
    let releaseSink!: () => void;
    const sinkReleased = new Promise<void>((resolve) => {
      releaseSink = resolve;
    });
    const writer = new XlsxStreamWriter(async () => {
      calls += 1;
      reachSink();
      await sinkReleased;
    });
    await writer.writeRows([['a', 1]]);
    // The sink holds the zip's first chunk; the rest of the zip waits behind it.
    await sinkReached;
    const aborted = writer.abort();
    releaseSink();
    await aborted;
    expect(calls).toBe(1);
    await expect(writer.writeRows([['b', 2]])).rejects.toThrow('export abandoned');
    await expect(writer.close()).rejects.toThrow('export abandoned');
    expect(calls).toBe(1);
  });
});
