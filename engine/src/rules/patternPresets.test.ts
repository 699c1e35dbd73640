import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { patternPresets, type PatternPresetName, utf8ByteLength } from './patternPresets';

const cases: Array<[PatternPresetName, string[], string[]]> = [
  ['email', ['broker@acme.com', 'a.b+c@mail.customs.gov.cn'], ['broker@', '@acme.com', 'broker acme.com', 'a@b']],
  ['phone', ['13800138000', '19912345678'], ['1380013800', '138001380001', '23800138000', '12800138000']],
  ['number', ['0', '-12.5', '+3', '.5', '10.'], ['', 'abc', '1e', '1.2.3', '--1']],
  ['lettersOrUnderscore', ['entry_id', '_', 'ABC'], ['entry1', 'entry-id', '报关']],
  ['startsWithLetterMax18', ['a', 'entryId_2', 'a23456789012345678'], ['1a', '_a', 'a234567890123456789', 'a-b']],
  ['url', ['https://customs.gov.cn/x?y=1', 'http://a.b', 'ftp://files.acme.com'], ['customs.gov.cn', 'https://', 'http://localhost', 'mailto:a@b.c']],
  ['chinese', ['报关单', '海关'], ['报关单1', 'abc', '']],
  ['qq', ['10000', '12345678901'], ['1234', '012345', '123456789012']],
  ['integer', ['0', '-7', '+42', '007'], ['1.0', '', '1e3']],
  ['positiveInteger', ['1', '42', '+5'], ['0', '-1', '01', '1.5']],
  ['date', ['2026-11-22', '2024-02-29', '2000-02-29'], ['2023-02-29', '1900-02-29', '2026-13-01', '2026-04-31', '26-11-22', '2026/11/22']],
  ['time', ['08:30', '23:59:59', '00:00:00'], ['24:00', '8:30', '12:60', '12:30:60']],
  ['zipCode', ['200000', '518000'], ['20000', '2000000', 'ab1234']],
  ['maxBytes20', ['a'.repeat(20), '报关单报关单'], ['a'.repeat(21), '报关单报关单报']],
  ['maxBytes255', ['a'.repeat(255), '报'.repeat(85)], ['a'.repeat(256), '报'.repeat(86)]],
];

describe('built-in pattern presets (spec §5)', () => {
  it('covers every preset of the specification', () => {
    expect(Object.keys(patternPresets).sort()).toEqual(cases.map(([name]) => name).sort());
  });
  describe.each(cases)('%s', (name, valid, invalid) => {
    it.each(valid)('accepts %s', (text) => expect(patternPresets[name].test(text)).toBe(true));
    it.each(invalid)('rejects %s', (text) => expect(patternPresets[name].test(text)).toBe(false));
  });

  it('counts bytes in UTF-8', () => {
    expect(utf8ByteLength('abc')).toBe(3);
    expect(utf8ByteLength('报关')).toBe(6);
    expect(utf8ByteLength('😀')).toBe(4);
  });

  it('integer and positive integer agree with the number they print', () => {
    fc.assert(
      fc.property(fc.integer(), (n) => {
        expect(patternPresets.integer.test(String(n))).toBe(true);
        expect(patternPresets.number.test(String(n))).toBe(true);
        expect(patternPresets.positiveInteger.test(String(n))).toBe(n > 0);
      }),
    );
  });

  it('date accepts exactly the days that exist', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), (y, m, d) => {
        const text = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
        const exists = new Date(Date.UTC(y, m - 1, d)).getUTCDate() === d;
        expect(patternPresets.date.test(text)).toBe(exists);
      }),
    );
  });

  it('never throws on any text', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => {
      for (const preset of Object.values(patternPresets)) expect(typeof preset.test(text)).toBe('boolean');
    }));
  });
});
