import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appLanguages } from '../languages';
import { codeGroups } from '../../pages/codeSearch/codeSearchApi';
import { downloadPageTexts } from './downloadPages';
import { toolTexts } from './toolTexts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort().join();
const sourceRoot = join(import.meta.dirname, '..', '..');
const sources = [
  ...['pages/downloads', 'pages/codeSearch'].flatMap((folder) => readdirSync(join(sourceRoot, folder)).filter((name) => /\.tsx?$/.test(name) && !/\.test\./.test(name)).map((name) => join(sourceRoot, folder, name))),
  join(sourceRoot, 'components', 'PrintButton.tsx'),
];

describe.each([['download centre and code search', downloadPageTexts], ['tools', toolTexts]] as const)('%s texts', (_name, catalogue) => {
  it.each(appLanguages)('%s has exactly the keys of zh_CN, none empty, the same placeholders', (language) => {
    const texts = catalogue[language];
    expect(Object.keys(texts).sort()).toEqual(Object.keys(catalogue.zh_CN).sort());
    expect(Object.entries(texts).filter(([, text]) => !text.trim())).toEqual([]);
    expect(Object.keys(texts).filter((key) => placeholders(texts[key]!) !== placeholders(catalogue.zh_CN[key]!))).toEqual([]);
  });
});

describe('the keys these pages use', () => {
  it('are all in a catalogue, including the states and kinds built from data', () => {
    const used = new Set(sources.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/['"`]((?:downloads|codeSearch|print)\.[A-Za-z0-9_.]+)['"`]/g)].map((match) => match[1]!)));
    for (const status of ['init', 'ing', 'success', 'failed']) used.add(`downloads.status.${status}`);
    for (const group of codeGroups) used.add(`codeSearch.group.${group}`);
    expect(used.size).toBeGreaterThan(30);
    expect([...used].filter((key) => !(key in downloadPageTexts.zh_CN) && !(key in toolTexts.zh_CN))).toEqual([]);
  });
});
