import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appLanguages } from '../languages';
import { labelledKinds } from '../../pages/appPackages/planResolution';
import { appPackagesPageTexts } from './appPackagesPages';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort().join();
const pages = join(import.meta.dirname, '..', '..', 'pages');
const sourcesIn = (folder: string) => readdirSync(join(pages, folder)).filter((name) => /\.tsx?$/.test(name) && !/\.test\./.test(name)).map((name) => join(pages, folder, name));
// The market's update shows the same plan view, so its files use these texts too.
const sources = [...sourcesIn('appPackages'), ...sourcesIn('appMarket')];

describe('the app packages texts', () => {
  it.each(appLanguages)('%s has exactly the keys of zh_CN, none empty, the same placeholders', (language) => {
    const texts = appPackagesPageTexts[language];
    expect(Object.keys(texts).sort()).toEqual(Object.keys(appPackagesPageTexts.zh_CN).sort());
    expect(Object.entries(texts).filter(([, text]) => !text.trim())).toEqual([]);
    expect(Object.keys(texts).filter((key) => placeholders(texts[key]!) !== placeholders(appPackagesPageTexts.zh_CN[key]!))).toEqual([]);
  });

  it('holds every key the package pages use, and the plan actions and modes they build', () => {
    const used = new Set(sources.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/['"`](appPackages\.[A-Za-z0-9_.]+)['"`]/g)].map((match) => match[1]!)));
    for (const action of ['create', 'change', 'remove', 'unchanged']) used.add(`appPackages.action.${action}`);
    for (const mode of ['install', 'update']) used.add(`appPackages.mode.${mode}`);
    for (const kind of labelledKinds) used.add(`appPackages.kind.${kind}`);
    expect(used.size).toBeGreaterThan(80);
    expect([...used].filter((key) => !(key in appPackagesPageTexts.zh_CN))).toEqual([]);
  });
});
