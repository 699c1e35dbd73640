import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appLanguages } from '../languages';
import { reportCardPageTexts } from './reportCardPages';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort().join();
const folder = join(import.meta.dirname, '..', '..', 'pages', 'report', 'card');
const sources = readdirSync(folder).filter((name) => /\.tsx?$/.test(name) && !/\.test\./.test(name)).map((name) => readFileSync(join(folder, name), 'utf8'));

describe('the report card page texts', () => {
  it.each(appLanguages)('%s has exactly the keys of zh_CN, none empty, the same placeholders', (language) => {
    const texts = reportCardPageTexts[language];
    expect(Object.keys(texts).sort()).toEqual(Object.keys(reportCardPageTexts.zh_CN).sort());
    expect(Object.entries(texts).filter(([, text]) => !text.trim())).toEqual([]);
    expect(Object.keys(texts).filter((key) => placeholders(texts[key]!) !== placeholders(reportCardPageTexts.zh_CN[key]!))).toEqual([]);
  });

  it('hold every key the page uses', () => {
    const used = new Set(sources.flatMap((source) => [...source.matchAll(/['"`](reportCard\.[A-Za-z0-9_.]+)['"`]/g)].map((match) => match[1]!)));
    expect(used.size).toBeGreaterThan(5);
    expect([...used].filter((key) => !(key in reportCardPageTexts.zh_CN))).toEqual([]);
  });
});
