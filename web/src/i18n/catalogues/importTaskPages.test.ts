import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appLanguages } from '../languages';
import { importRunStatuses, importTaskPageTexts } from './importTaskPages';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort().join();
const folder = join(import.meta.dirname, '..', '..', 'pages', 'eform', 'importTasks');
const sources = readdirSync(folder).filter((name) => /\.tsx?$/.test(name) && !/\.test\./.test(name)).map((name) => join(folder, name));

describe('import task texts', () => {
  it.each(appLanguages)('%s has exactly the keys of zh_CN, none empty, the same placeholders', (language) => {
    const texts = importTaskPageTexts[language];
    expect(Object.keys(texts).sort()).toEqual(Object.keys(importTaskPageTexts.zh_CN).sort());
    expect(Object.entries(texts).filter(([, text]) => !text.trim())).toEqual([]);
    expect(Object.keys(texts).filter((key) => placeholders(texts[key]!) !== placeholders(importTaskPageTexts.zh_CN[key]!))).toEqual([]);
  });

  it('holds every key the pages use, including the modes, types and statuses built from data', () => {
    const used = new Set(sources.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/['"`]((?:importTask|importRun)\.[A-Za-z0-9_.]+)['"`]/g)].map((match) => match[1]!)));
    for (const code of ['1', '2', '3', '4']) used.add(`importTask.mode.${code}`).add(`importTask.type.${code}`);
    for (const status of importRunStatuses) used.add(`importRun.status.${status}`);
    expect(used.size).toBeGreaterThan(40);
    expect([...used].filter((key) => !(key in importTaskPageTexts.zh_CN))).toEqual([]);
  });
});
