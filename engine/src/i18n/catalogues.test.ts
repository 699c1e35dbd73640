import { describe, expect, it } from 'vitest';
import { catalogues, formatMessage } from './formatMessage';
import { languages } from './types';

describe('message catalogues', () => {
  for (const [area, catalogue] of Object.entries(catalogues)) {
    it(`${area}: every language has the same keys`, () => {
      const expected = Object.keys(catalogue.zh_CN).sort();
      for (const lang of languages) expect(Object.keys(catalogue[lang]).sort(), lang).toEqual(expected);
    });
    it(`${area}: every code is area/kebab-case`, () => {
      for (const key of Object.keys(catalogue.zh_CN)) expect(key).toMatch(/^[a-z][a-zA-Z]*\/[a-z0-9]+(-[a-z0-9]+)*$/);
    });
  }

  it('substitutes positional and named arguments, and falls back to the code', () => {
    expect(formatMessage('system/already-exists', 'en_US', ['Username'])).toBe('Username already exists');
    expect(formatMessage('system/already-exists', 'zh_CN', { 0: 'x' })).toBe('x 已存在');
    expect(formatMessage('nowhere/unknown-code', 'en_US')).toBe('nowhere/unknown-code');
    expect(formatMessage('nowhere/unknown-code', 'en_US', [], 'fallback')).toBe('fallback');
  });
});
