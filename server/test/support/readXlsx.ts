import { unzipSync, strFromU8 } from 'fflate';

/** The first sheet of an .xlsx as rows of cell texts (inline strings, numbers, booleans), for tests. */
export function readXlsxRows(bytes: Uint8Array): string[][] {
  const files = unzipSync(bytes);
  for (const name of ['[Content_Types].xml', 'xl/workbook.xml', '_rels/.rels', 'xl/_rels/workbook.xml.rels']) if (!files[name]) throw new Error(`missing ${name}`);
  const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
  const unescape = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  const rows: string[][] = [];
  for (const [, body] of sheet.matchAll(/<row r="\d+">(.*?)<\/row>/gs)) {
    const row: string[] = [];
    for (const [, ref, inner] of body!.matchAll(/<c r="([A-Z]+)\d+"[^>]*>(.*?)<\/c>/gs)) {
      const index = [...ref!].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0) - 1;
      const text = /<t[^>]*>(.*?)<\/t>/s.exec(inner!)?.[1] ?? /<v>(.*?)<\/v>/s.exec(inner!)?.[1] ?? '';
      row[index] = unescape(text);
    }
    rows.push(Array.from(row, (cell) => cell ?? ''));
  }
  return rows;
}
