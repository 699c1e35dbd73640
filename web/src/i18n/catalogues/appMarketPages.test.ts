import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appLanguages } from '../languages';
import { appMarketPageTexts } from './appMarketPages';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort().join();
const folder = join(import.meta.dirname, '..', '..', 'pages', 'appMarket');
const sources = readdirSync(folder).filter((name) => /\.tsx?$/.test(name) && !/\.test\./.test(name)).map((name) => join(folder, name));

describe('the app market texts', () => {
  it.each(appLanguages)('%s has exactly the keys of zh_CN, none empty, the same placeholders', (language) => {
    const texts = appMarketPageTexts[language];
    expect(Object.keys(texts).sort()).toEqual(Object.keys(appMarketPageTexts.zh_CN).sort());
    expect(Object.entries(texts).filter(([, text]) => !text.trim())).toEqual([]);
    expect(Object.keys(texts).filter((key) => placeholders(texts[key]!) !== placeholders(appMarketPageTexts.zh_CN[key]!))).toEqual([]);
  });

  it('holds every key the market pages use', () => {
    const used = new Set(sources.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/['"`](appMarket\.[A-Za-z0-9_.]+)['"`]/g)].map((match) => match[1]!)));
    expect(used.size).toBeGreaterThan(15);
    expect([...used].filter((key) => !(key in appMarketPageTexts.zh_CN))).toEqual([]);
  });
});
