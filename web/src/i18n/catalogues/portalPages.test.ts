import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appLanguages } from '../languages';
import { portalPageTexts } from './portalPages';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort().join();
const pages = join(import.meta.dirname, '..', '..', 'pages');
const sourcesIn = (folder: string) => readdirSync(folder).filter((name) => /\.tsx?$/.test(name) && !/\.test\./.test(name)).map((name) => readFileSync(join(folder, name), 'utf8'));
const sources = [...sourcesIn(join(pages, 'portal')), ...sourcesIn(join(pages, 'workbench'))];

describe('the portal page texts', () => {
  it.each(appLanguages)('%s has exactly the keys of zh_CN, none empty, the same placeholders', (language) => {
    const texts = portalPageTexts[language];
    expect(Object.keys(texts).sort()).toEqual(Object.keys(portalPageTexts.zh_CN).sort());
    expect(Object.entries(texts).filter(([, text]) => !text.trim())).toEqual([]);
    expect(Object.keys(texts).filter((key) => placeholders(texts[key]!) !== placeholders(portalPageTexts.zh_CN[key]!))).toEqual([]);
  });

  it('hold every key the portal pages and the workbench use, and none they do not', () => {
    const used = new Set(sources.flatMap((source) => [...source.matchAll(/['"`](portalPage\.[A-Za-z0-9_.]+)['"`]/g)].map((match) => match[1]!)));
    expect([...used].filter((key) => !(key in portalPageTexts.zh_CN))).toEqual([]);
    expect(Object.keys(portalPageTexts.zh_CN).filter((key) => !used.has(key))).toEqual([]);
  });
});
