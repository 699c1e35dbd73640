import { once } from 'node:events';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import { unzipSync } from 'fflate';

/** One entry as written: its stored bytes, and the sizes and checksum the headers claim. */
export interface RawEntry {
  name: string;
  method: 0 | 8;
  data: Uint8Array;
  declaredSize: number;
  crc: number;
}

/** `total` zero bytes deflated, a megabyte at a time (the test never holds them unpacked). */
export async function deflatedZeros(total: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const block = Buffer.alloc(1 << 20);
  for (let written = 0; written < total; written += block.length) {
    if (!deflate.write(block)) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  return Buffer.concat(out);
}

/**
 * A zip written field by field, so its local headers and central directory can say whatever the
 * test wants about sizes (as a forged upload does).
 */
export function writeZip(entries: readonly RawEntry[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(0x0800, 8);
    header.writeUInt16LE(entry.method, 10);
    header.writeUInt16LE(0x21, 14);
    header.writeUInt32LE(entry.crc, 16);
    header.writeUInt32LE(entry.data.length, 20);
    header.writeUInt32LE(entry.declaredSize, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    central.push(header, name);
    parts.push(local, name, Buffer.from(entry.data));
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

/** A real workbook's parts, each deflated honestly, in the order they came. */
export function honestEntries(xlsx: Uint8Array): RawEntry[] {
  return Object.entries(unzipSync(xlsx)).map(([name, content]) => ({ name, method: 8 as const, data: deflateRawSync(content), declaredSize: content.length, crc: crc32(content) }));
}

/**
 * The workbook with its first sheet replaced by `inflated` zero bytes whose headers and directory
 * declare only `declaredSize` (a few hundred KB on the wire that unpack to `inflated`).
 */
export async function lyingWorkbook(xlsx: Uint8Array, inflated: number, declaredSize = 2000): Promise<Buffer> {
  const bomb = await deflatedZeros(inflated);
  return writeZip(honestEntries(xlsx).map((entry) => (entry.name === 'xl/worksheets/sheet1.xml' ? { ...entry, data: bomb, declaredSize } : entry)));
}
