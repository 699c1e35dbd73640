import { unzipSync, strFromU8 } from 'fflate';

const pad = (n: number) => String(n).padStart(2, '0');

/** The styles (by index) whose number format is a date, a date and time, or a time of day. */
function dateStyles(styles: string | undefined): Map<number, 'date' | 'datetime' | 'time'> {
  const kinds = new Map<number, 'date' | 'datetime' | 'time'>();
  if (!styles) return kinds;
  const formats = new Map([...styles.matchAll(/<numFmt numFmtId="(\d+)" formatCode="([^"]*)"/g)].map(([, id, code]) => [Number(id), code!]));
  const cellXfs = /<cellXfs[^>]*>(.*?)<\/cellXfs>/s.exec(styles)?.[1] ?? '';
  [...cellXfs.matchAll(/<xf [^>]*numFmtId="(\d+)"/g)].forEach(([, id], index) => {
    const code = formats.get(Number(id)) ?? (Number(id) >= 14 && Number(id) <= 17 ? 'yyyy-mm-dd' : Number(id) === 22 ? 'yyyy-mm-dd hh:mm' : Number(id) >= 18 && Number(id) <= 21 ? 'hh:mm:ss' : '');
    const hasDate = /[yd]/i.test(code);
    const hasTime = /[hs]/i.test(code);
    if (hasDate || hasTime) kinds.set(index, hasDate && hasTime ? 'datetime' : hasDate ? 'date' : 'time');
  });
  return kinds;
}

/** A date cell's serial number as ISO text (`2026-02-28`, `2026-02-28 12:00:00`, `06:00:00`). */
function serialText(serial: number, kind: 'date' | 'datetime' | 'time'): string {
  const at = new Date(Date.UTC(1899, 11, 30) + Math.round(serial * 86_400_000));
  const date = `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
  const time = `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}`;
  return kind === 'date' ? date : kind === 'time' ? time : `${date} ${time}`;
}

/**
 * The first sheet of an .xlsx as rows of cell texts (inline strings, numbers, booleans; cells with
 * a date format as ISO text), for tests.
 */
export function readXlsxRows(bytes: Uint8Array): string[][] {
  const files = unzipSync(bytes);
  const dated = dateStyles(files['xl/styles.xml'] ? strFromU8(files['xl/styles.xml']) : undefined);
  for (const name of ['[Content_Types].xml', 'xl/workbook.xml', '_rels/.rels', 'xl/_rels/workbook.xml.rels']) if (!files[name]) throw new Error(`missing ${name}`);
  const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
  const unescape = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  const rows: string[][] = [];
  for (const [, body] of sheet.matchAll(/<row r="\d+">(.*?)<\/row>/gs)) {
    const row: string[] = [];
    for (const [, ref, attributes, inner] of body!.matchAll(/<c r="([A-Z]+)\d+"([^>]*)>(.*?)<\/c>/gs)) {
      const index = [...ref!].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0) - 1;
      const dateKind = dated.get(Number(/ s="(\d+)"/.exec(attributes!)?.[1] ?? -1));
      const number = /<v>(.*?)<\/v>/s.exec(inner!)?.[1];
      if (dateKind && number !== undefined && !/t="/.test(attributes!)) {
        row[index] = serialText(Number(number), dateKind);
        continue;
      }
      const text = /<t[^>]*>(.*?)<\/t>/s.exec(inner!)?.[1] ?? number ?? '';
      row[index] = unescape(text);
    }
    rows.push(Array.from(row, (cell) => cell ?? ''));
  }
  return rows;
}
