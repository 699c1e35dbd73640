import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appLanguages } from '../languages';
import { warningPageTexts } from './warningPages';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort().join();
const folder = join(import.meta.dirname, '..', '..', 'pages', 'warnings');
const sources = readdirSync(folder).filter((name) => /\.tsx?$/.test(name) && !/\.test\./.test(name)).map((name) => join(folder, name));

describe('the warnings page\'s texts', () => {
  it.each(appLanguages)('%s has exactly the keys of zh_CN, none empty, the same placeholders', (language) => {
    const texts = warningPageTexts[language];
    expect(Object.keys(texts).sort()).toEqual(Object.keys(warningPageTexts.zh_CN).sort());
    expect(Object.entries(texts).filter(([, text]) => !text.trim())).toEqual([]);
    expect(Object.keys(texts).filter((key) => placeholders(texts[key]!) !== placeholders(warningPageTexts.zh_CN[key]!))).toEqual([]);
  });

  it('has every key the page uses, the ones built from statuses, reasons, trigger modes and actions included', () => {
    const used = new Set(sources.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/['"`](warnings\.[A-Za-z0-9_.]+)['"`]/g)].map((match) => match[1]!)));
    for (const status of ['pending', 'warn', 'cancel', 'all']) used.add(`warnings.status.${status}`);
    for (const reason of ['recovered', 'relieved']) used.add(`warnings.reason.${reason}`);
    for (const mode of ['platform', 'business']) used.add(`warnings.trigger.${mode}`);
    for (const action of ['relieve', 'recover']) used.add(`warnings.${action}`);
    expect(used.size).toBeGreaterThan(30);
    expect([...used].filter((key) => !(key in warningPageTexts.zh_CN))).toEqual([]);
  });
});
