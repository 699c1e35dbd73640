import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appLanguages } from '../languages';
import { reportDesignPageTexts } from './reportDesignPages';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort().join();
const folder = join(import.meta.dirname, '..', '..', 'pages', 'report', 'design');
const sources = readdirSync(folder).filter((name) => /\.tsx?$/.test(name) && !/\.test\./.test(name)).map((name) => readFileSync(join(folder, name), 'utf8'));

describe('the report design pages\' texts', () => {
  it.each(appLanguages)('%s has exactly the keys of zh_CN, none empty, the same placeholders', (language) => {
    const texts = reportDesignPageTexts[language];
    expect(Object.keys(texts).sort()).toEqual(Object.keys(reportDesignPageTexts.zh_CN).sort());
    expect(Object.entries(texts).filter(([, text]) => !text.trim())).toEqual([]);
    expect(Object.keys(texts).filter((key) => placeholders(texts[key]!) !== placeholders(reportDesignPageTexts.zh_CN[key]!))).toEqual([]);
  });

  it('hold every key the pages use, and no key it does not', () => {
    const used = new Set(sources.flatMap((source) => [...source.matchAll(/['"`](reportDesign\.[A-Za-z0-9_.-]+[A-Za-z0-9])['"`]/g)].map((match) => match[1]!)));
    expect([...used].filter((key) => !(key in reportDesignPageTexts.zh_CN))).toEqual([]);
    expect(Object.keys(reportDesignPageTexts.zh_CN).filter((key) => !used.has(key))).toEqual([]);
  });
});
