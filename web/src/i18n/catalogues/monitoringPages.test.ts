import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appLanguages } from '../languages';
import { monitoringPageTexts } from './monitoringPages';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort().join();
const folder = join(import.meta.dirname, '..', '..', 'pages', 'monitoring');
const sources = readdirSync(folder).filter((name) => /\.tsx?$/.test(name) && !/\.test\./.test(name)).map((name) => join(folder, name));

describe('the monitoring page\'s texts', () => {
  it.each(appLanguages)('%s has exactly the keys of zh_CN, none empty, the same placeholders', (language) => {
    const texts = monitoringPageTexts[language];
    expect(Object.keys(texts).sort()).toEqual(Object.keys(monitoringPageTexts.zh_CN).sort());
    expect(Object.entries(texts).filter(([, text]) => !text.trim())).toEqual([]);
    expect(Object.keys(texts).filter((key) => placeholders(texts[key]!) !== placeholders(monitoringPageTexts.zh_CN[key]!))).toEqual([]);
  });

  it('has every key the pages use, the tabs and the slowest statements\' reasons built from data included', () => {
    const used = new Set(sources.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/['"`](monitoring\.[A-Za-z0-9_.]+)['"`]/g)].map((match) => match[1]!)));
    for (const tab of ['server', 'process', 'database', 'caches', 'trace']) used.add(`monitoring.tab.${tab}`);
    for (const reason of ['not-installed', 'not-loaded', 'unreadable']) used.add(`monitoring.database.slowest.${reason}`);
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((key) => !(key in monitoringPageTexts.zh_CN))).toEqual([]);
  });
});
