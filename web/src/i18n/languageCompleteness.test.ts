import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogues as messageCatalogues } from '@wharf/engine';
import { designerCatalogues } from '@wharf/designers/i18n';
import { rendererCatalogues } from '@wharf/renderer/i18n';
import { describe, expect, it } from 'vitest';
import { appLanguages, type AppLanguage } from './languages';
import { simplifiedOnlyIn } from '../test/simplifiedOnly';

/**
 * Issue 20 point 6: every text the product ships exists in all four languages, and zh_TW is
 * Traditional wherever zh_CN has text. One test over every source of texts: the web's, renderer's and
 * designers' UI catalogues, the engine's message catalogues, the seeded and example menus, and the
 * seeds' and the example's translated texts.
 */
type PerLanguage = Record<AppLanguage, Record<string, string>>;

const repositoryRoot = join(import.meta.dirname, '../../..');
const readJson = (path: string): unknown => JSON.parse(readFileSync(join(repositoryRoot, path), 'utf8'));
const jsonFilesIn = (folder: string): string[] =>
  readdirSync(join(repositoryRoot, folder), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? jsonFilesIn(`${folder}/${entry.name}`) : entry.name.endsWith('.json') ? [`${folder}/${entry.name}`] : []);

// The web's page catalogues travel with their chunks; each exports its texts per language.
const webModules = import.meta.glob<Record<string, unknown>>(['./catalogues/*.ts', '!./catalogues/*.test.ts'], { eager: true });
const isPerLanguage = (value: unknown): value is PerLanguage =>
  typeof value === 'object' && value !== null && appLanguages.every((language) => typeof (value as Record<string, unknown>)[language] === 'object');

const uiCatalogues: Array<[string, PerLanguage]> = [
  ...Object.entries(webModules).flatMap(([file, exports]) => Object.entries(exports).filter(([, value]) => isPerLanguage(value)).map(([name, value]): [string, PerLanguage] => [`web ${file} ${name}`, value as PerLanguage])),
  ['renderer', rendererCatalogues],
  ['designers', designerCatalogues],
  ...Object.entries(messageCatalogues).map(([area, catalogue]): [string, PerLanguage] => [`messages ${area}`, catalogue as PerLanguage]),
];

/** A language's own name is written in that language in every interface (the language picker). */
const ownNameKeys = new Set(['language.zh_CN', 'designer.report.language.zh_CN']);

interface TextEntry {
  where: string;
  texts: Partial<Record<AppLanguage, string>>;
}

const menuTitleKeys: Record<AppLanguage, string> = { zh_CN: 'zhCn', en_US: 'enUs', th_TH: 'thTh', zh_TW: 'zhTw' };

/** Every menu of a `menus` tree with its titles by language. */
function menusOf(file: string, menus: unknown): TextEntry[] {
  if (!Array.isArray(menus)) return [];
  return menus.flatMap((menu: { menuCode?: string; titles?: Record<string, string>; children?: unknown }) => [
    { where: `${file} menu ${menu.menuCode}`, texts: Object.fromEntries(appLanguages.map((language) => [language, menu.titles?.[menuTitleKeys[language]]])) },
    ...menusOf(file, menu.children),
  ]);
}

/** Every translated text `{ zh_CN, …, zh_TW }` of a seed or example file (builder texts, reference names). */
function translatedTexts(file: string, value: unknown, path = ''): TextEntry[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => translatedTexts(file, item, `${path}/${index}`));
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  const own: TextEntry[] = typeof record.zh_CN === 'string' ? [{ where: `${file} ${path}`, texts: record as Partial<Record<AppLanguage, string>> }] : [];
  return [...own, ...Object.entries(record).flatMap(([key, child]) => translatedTexts(file, child, `${path}/${key}`))];
}

const exampleFiles = jsonFilesIn('examples').filter((file) => file.endsWith('.app.json'));
const seededMenus = [...menusOf('seeds/menus.json', (readJson('seeds/menus.json') as { menus: unknown }).menus), ...exampleFiles.flatMap((file) => menusOf(file, (readJson(file) as { menus?: unknown }).menus))];
const seededTexts = [...jsonFilesIn('seeds'), ...exampleFiles].flatMap((file) => translatedTexts(file, readJson(file)));

describe('every shipped text in all four languages', () => {
  it.each(uiCatalogues)('%s: every key in every language, none empty', (_name, catalogue) => {
    const keys = new Set(appLanguages.flatMap((language) => Object.keys(catalogue[language])));
    const missing = appLanguages.flatMap((language) => [...keys].filter((key) => !catalogue[language][key]?.trim()).map((key) => `${language} ${key}`));
    expect(missing).toEqual([]);
  });

  it('the seeded and example menus have a title in every language', () => {
    expect(seededMenus.length).toBeGreaterThan(50);
    const missing = seededMenus.flatMap(({ where, texts }) => appLanguages.filter((language) => !texts[language]?.trim()).map((language) => `${where} ${language}`));
    expect(missing).toEqual([]);
  });

  it('the seeds\' and the example\'s translated texts have zh_TW wherever they have zh_CN', () => {
    expect(seededTexts.length).toBeGreaterThan(50);
    expect(seededTexts.filter(({ texts }) => !texts.zh_TW?.trim()).map(({ where }) => where)).toEqual([]);
  });
});

describe('zh_TW is Traditional wherever zh_CN has text', () => {
  const uiPairs: TextEntry[] = uiCatalogues.flatMap(([name, catalogue]) =>
    Object.keys(catalogue.zh_CN).filter((key) => !ownNameKeys.has(key)).map((key) => ({ where: `${name} ${key}`, texts: { zh_CN: catalogue.zh_CN[key], zh_TW: catalogue.zh_TW[key] } })));
  const sources: Array<[string, TextEntry[]]> = [['UI texts and messages', uiPairs], ['menus', seededMenus], ['seeded and example texts', seededTexts]];

  it.each(sources)('%s: no zh_TW text is written with Simplified-only characters', (_name, entries) => {
    const simplified = entries.filter(({ texts }) => texts.zh_TW && simplifiedOnlyIn(texts.zh_TW).length > 0).map(({ where, texts }) => `${where}: ${texts.zh_TW} [${simplifiedOnlyIn(texts.zh_TW!).join('')}]`);
    expect(simplified).toEqual([]);
  });

  it('recognises a zh_CN text copied into zh_TW (the check itself)', () => {
    expect(simplifiedOnlyIn('报关')).toEqual(['报', '关']);
    expect(simplifiedOnlyIn('下载中心')).toEqual(['载']);
    expect(simplifiedOnlyIn('報關')).toEqual([]);
    expect(simplifiedOnlyIn('下載中心')).toEqual([]);
  });
});
