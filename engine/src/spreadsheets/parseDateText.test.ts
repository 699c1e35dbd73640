import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Language } from '../i18n/types';
import { parseDateText } from './parseDateText';
import { spreadsheetSerialOf } from './spreadsheetDates';

const accepted: Array<[string, Language, string, string?]> = [
  ['2026-03-15', 'zh_CN', '2026-03-15'],
  ['2026/3/15', 'zh_CN', '2026-03-15'],
  ['2026.03.15', 'zh_TW', '2026-03-15'],
  ['2026-03-15T10:30:00', 'en_US', '2026-03-15', '10:30:00'],
  ['2026年3月15日', 'zh_CN', '2026-03-15'],
  ['2026年03月15号', 'zh_CN', '2026-03-15'],
  ['2026年3月15日 星期日', 'zh_CN', '2026-03-15'],
  ['2026年3月15日 10时30分', 'zh_CN', '2026-03-15', '10:30:00'],
  ['2026年3月15日 10:30:15', 'zh_TW', '2026-03-15', '10:30:15'],
  ['民國115年3月15日', 'zh_TW', '2026-03-15'],
  ['民国115年3月15日', 'zh_CN', '2026-03-15'],
  ['15/03/2026', 'zh_CN', '2026-03-15'],
  ['15/03/2026', 'en_US', '2026-03-15'],
  ['03/15/2026', 'en_US', '2026-03-15'],
  ['03/15/2026', 'th_TH', '2026-03-15'],
  ['3/4/2026', 'en_US', '2026-03-04'],
  ['3/4/2026', 'th_TH', '2026-04-03'],
  ['4-3-2026', 'zh_TW', '2026-03-04'],
  ['3/15/2026 2:05 PM', 'en_US', '2026-03-15', '14:05:00'],
  ['3/15/2026 12:00 AM', 'en_US', '2026-03-15', '00:00:00'],
  ['March 15, 2026', 'en_US', '2026-03-15'],
  ['Mar 15 2026', 'en_US', '2026-03-15'],
  ['Sunday, March 15, 2026', 'en_US', '2026-03-15'],
  ['15 March 2026', 'en_US', '2026-03-15'],
  ['15-Mar-2026', 'en_US', '2026-03-15'],
  ['15/03/2569', 'th_TH', '2026-03-15'],
  ['15 มีนาคม 2569', 'th_TH', '2026-03-15'],
  ['15 มี.ค. 2569', 'th_TH', '2026-03-15'],
  ['วันอาทิตย์ที่ 15 มีนาคม พ.ศ. 2569', 'th_TH', '2026-03-15'],
  ['15 มี.ค. 2569 14.30 น.', 'th_TH', '2026-03-15', '14:30:00'],
  ['2569-03-15', 'th_TH', '2026-03-15'],
  [' 29/2/2028 ', 'en_US', '2028-02-29'],
];

const refused: Array<[string, Language]> = [
  ['', 'en_US'], ['hello', 'en_US'], ['2026-02-30', 'zh_CN'], ['31/04/2026', 'th_TH'], ['13/13/2026', 'en_US'],
  ['2026年13月1日', 'zh_CN'], ['15 Foo 2026', 'en_US'], ['2026-03-15 25:00', 'zh_CN'], ['3/15/2026 13:00 PM', 'en_US'],
  ['2026-03-15 garbage', 'en_US'], ['115年3月15日', 'zh_TW'], ['20260315', 'zh_CN'],
];

describe('parseDateText', () => {
  it.each(accepted)('reads %s (%s) as %s %s', (text, lang, date, time) => {
    expect(parseDateText(text, lang)).toEqual(time ? { date, time } : { date });
  });
  it.each(refused)('refuses %j (%s)', (text, lang) => {
    expect(parseDateText(text, lang)).toBeUndefined();
  });
});

describe('spreadsheetSerialOf', () => {
  it('turns PostgreSQL date texts into serial numbers, and leaves what a spreadsheet cannot hold', () => {
    expect(spreadsheetSerialOf('2026-02-28', 'date')).toBe(46081);
    expect(spreadsheetSerialOf('1900-03-01', 'date')).toBe(61);
    expect(spreadsheetSerialOf('2026-02-28 12:00:00.000000+00', 'datetime')).toBe(46081.5);
    expect(spreadsheetSerialOf('2026-02-28', 'datetime')).toBe(46081);
    expect(spreadsheetSerialOf('06:00:00', 'time')).toBe(0.25);
    for (const [text, kind] of [['1899-12-31', 'date'], ['infinity', 'date'], ['2026-02-30', 'date'], ['0044-03-15 BC', 'date'], ['x', 'time']] as const) expect(spreadsheetSerialOf(text, kind)).toBeUndefined();
  });
});

describe('parseDateText, any real day', () => {
  const days = fc.date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2399, 11, 31)), noInvalidDate: true });
  const parts = (day: Date) => ({ y: day.getUTCFullYear(), m: day.getUTCMonth() + 1, d: day.getUTCDate(), iso: day.toISOString().slice(0, 10) });
  it('reads back every spelling it accepts as the same day', () => {
    fc.assert(fc.property(days, (day) => {
      const { y, m, d, iso } = parts(day);
      const spellings: Array<[string, Language]> = [
        [`${y}年${m}月${d}日`, 'zh_CN'], [`${y}/${m}/${d}`, 'zh_TW'], [`${d}/${m}/${y}`, 'th_TH'], [`${d}/${m}/${y + 543}`, 'th_TH'],
        [`${m}/${d}/${y}`, 'en_US'], [`${d} ${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][m - 1]} ${y}`, 'en_US'],
      ];
      for (const [text, lang] of spellings) expect(parseDateText(text, lang), text).toEqual({ date: iso });
    }));
  });
});
