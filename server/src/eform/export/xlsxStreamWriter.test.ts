import { describe, expect, it, vi } from 'vitest';
import { readXlsxRows } from '../../../test/support/readXlsx';
import { neutraliseFormula, XlsxStreamWriter } from './xlsxStreamWriter';

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

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    for (const text of ['=1+2', '+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) expect(neutraliseFormula(text)).toBe(`'${text}`);
    expect(neutraliseFormula('a=1')).toBe('a=1');
    const rows = readXlsxRows(await write([['=HYPERLINK("http://x")', -5]]));
    expect(rows[1]).toEqual(['\'=HYPERLINK("http://x")', '-5']);
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
