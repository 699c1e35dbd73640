import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dictionaryCodeOf, dictionaryTextOf, indexDictionary } from './dictionaryText';

const ports = indexDictionary([
  { value: '2200', text: 'Shanghai Customs' },
  { value: '3100', text: 'Ningbo Customs' },
  { value: '5300', text: 'Shenzhen Customs' },
]);

describe('dictionaryTextOf', () => {
  it('shows the text of a code, numbers included', () => {
    expect(dictionaryTextOf(ports, '3100')).toBe('Ningbo Customs');
    expect(dictionaryTextOf(ports, 3100)).toBe('Ningbo Customs');
  });
  it('shows a multiple choice as its texts, and anything unknown as it is', () => {
    expect(dictionaryTextOf(ports, '2200,3100')).toBe('Shanghai Customs,Ningbo Customs');
    expect(dictionaryTextOf(ports, ['2200', '5300'])).toBe('Shanghai Customs,Shenzhen Customs');
    expect(dictionaryTextOf(ports, '9999')).toBe('9999');
    expect(dictionaryTextOf(ports, '2200,9999')).toBe('2200,9999');
    expect(dictionaryTextOf(ports, '31**')).toBe('31**');
    expect(dictionaryTextOf(ports, null)).toBe('');
  });
});

describe('dictionaryCodeOf', () => {
  it('takes a code as it is and a text as its code, ignoring case and blanks', () => {
    expect(dictionaryCodeOf(ports, 'Customs', '3100')).toEqual({ ok: true, code: '3100' });
    expect(dictionaryCodeOf(ports, 'Customs', 'Ningbo Customs')).toEqual({ ok: true, code: '3100' });
    expect(dictionaryCodeOf(ports, 'Customs', '  ningbo customs ')).toEqual({ ok: true, code: '3100' });
    expect(dictionaryCodeOf(ports, 'Customs', 'Shanghai Customs,Ningbo Customs')).toEqual({ ok: true, code: '2200,3100' });
  });
  it('refuses a value that is neither, naming it and the dictionary', () => {
    expect(dictionaryCodeOf(ports, 'Customs', 'Ningbo')).toEqual({ ok: false, refusal: { code: 'import/dict-value-unknown', args: ['Ningbo', 'Customs'] } });
    expect(dictionaryCodeOf(ports, 'Customs', '2200,Ningbo')).toEqual({ ok: false, refusal: { code: 'import/dict-value-unknown', args: ['Ningbo', 'Customs'] } });
  });
  it('refuses a text two items share, with their codes', () => {
    const twice = indexDictionary([{ value: 'A1', text: 'Port' }, { value: 'A2', text: 'port' }, { value: 'B', text: 'Other' }]);
    expect(dictionaryCodeOf(twice, 'Ports', 'Port')).toEqual({ ok: false, refusal: { code: 'import/dict-text-ambiguous', args: ['Port', 'Ports', 'A1, A2'] } });
    expect(dictionaryCodeOf(twice, 'Ports', 'B')).toEqual({ ok: true, code: 'B' });
  });
  it('lets a code win over another item\'s equal text (files written with codes keep their meaning)', () => {
    const crossed = indexDictionary([{ value: '1', text: '2' }, { value: '2', text: '1' }]);
    expect(dictionaryCodeOf(crossed, 'D', '1')).toEqual({ ok: true, code: '1' });
  });
  it('reads back every text it shows, when texts are distinct', () => {
    fc.assert(fc.property(fc.uniqueArray(fc.record({ value: fc.stringMatching(/^[A-Z0-9]{1,6}$/), text: fc.stringMatching(/^[a-z][a-z ]{0,11}[a-z]$/) }), { selector: (item) => item.text.toLowerCase(), minLength: 1 })
      .filter((items) => new Set(items.map((item) => item.value)).size === items.length && items.every((item) => !items.some((other) => other.value.toLowerCase() === item.text.toLowerCase()))), (items) => {
      const index = indexDictionary(items);
      for (const item of items) expect(dictionaryCodeOf(index, 'D', dictionaryTextOf(index, item.value))).toEqual({ ok: true, code: item.value });
    }));
  });
});
