import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { guardPageTexts } from '../../i18n/catalogues/guardPages';
import { uiCatalogues } from '../../i18n/catalogues';
import { appLanguages } from '../../i18n/languages';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort().join();
const sources = readdirSync(import.meta.dirname).filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.')).map((name) => readFileSync(join(import.meta.dirname, name), 'utf8'));

describe('guard page texts', () => {
  it.each(appLanguages)('%s has exactly the keys of zh_CN, none empty, the same placeholders', (language) => {
    const texts = guardPageTexts[language];
    expect(Object.keys(texts).sort()).toEqual(Object.keys(guardPageTexts.zh_CN).sort());
    expect(Object.entries(texts).filter(([, text]) => !text.trim())).toEqual([]);
    expect(Object.keys(texts).filter((key) => placeholders(texts[key]!) !== placeholders(guardPageTexts.zh_CN[key]!))).toEqual([]);
  });

  it('has every key the guard pages use, and the shared keys they borrow exist', () => {
    const used = new Set(sources.flatMap((source) => [...source.matchAll(/['"`]((?:entryGuard|password|common)\.[A-Za-z0-9_.]+)['"`]/g)].map((match) => match[1]!)));
    expect([...used].filter((key) => key.startsWith('entryGuard.')).length).toBeGreaterThan(6);
    expect([...used].filter((key) => !(key in guardPageTexts.zh_CN) && !(key in uiCatalogues.zh_CN))).toEqual([]);
    // Nothing unused lingers in the catalogue.
    expect(Object.keys(guardPageTexts.zh_CN).filter((key) => !used.has(key))).toEqual([]);
  });
});
