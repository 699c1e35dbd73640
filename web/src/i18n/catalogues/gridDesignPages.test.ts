import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appLanguages } from '../languages';
import { gridDesignPageTexts } from './gridDesignPages';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort().join();
const folders = [join(import.meta.dirname, '..', '..', 'pages', 'report', 'dashboardDesign'), join(import.meta.dirname, '..', '..', 'pages', 'portal', 'design')];
const sources = folders.flatMap((folder) => readdirSync(folder).filter((name) => /\.tsx?$/.test(name) && !/\.test\./.test(name)).map((name) => readFileSync(join(folder, name), 'utf8')));

describe('the grid design pages\'s texts', () => {
  it.each(appLanguages)('%s has exactly the keys of zh_CN, none empty, the same placeholders', (language) => {
    const texts = gridDesignPageTexts[language];
    expect(Object.keys(texts).sort()).toEqual(Object.keys(gridDesignPageTexts.zh_CN).sort());
    expect(Object.entries(texts).filter(([, text]) => !text.trim())).toEqual([]);
    expect(Object.keys(texts).filter((key) => placeholders(texts[key]!) !== placeholders(gridDesignPageTexts.zh_CN[key]!))).toEqual([]);
  });

  it('hold every key the page uses, and no key it does not', () => {
    const used = new Set(sources.flatMap((source) => [...source.matchAll(/['"`](gridDesign\.[A-Za-z0-9_.-]+[A-Za-z0-9])['"`]/g)].map((match) => match[1]!)));
    expect([...used].filter((key) => !(key in gridDesignPageTexts.zh_CN))).toEqual([]);
    expect(Object.keys(gridDesignPageTexts.zh_CN).filter((key) => !used.has(key))).toEqual([]);
  });
});
