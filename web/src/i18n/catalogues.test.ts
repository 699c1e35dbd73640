import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { uiCatalogues } from './catalogues';
import { consolePageTexts } from './catalogues/consolePages';
import { eformPageTexts } from './catalogues/eformPages';
import { appLanguages } from './languages';

const sourceRoot = join(import.meta.dirname, '..');
const namespaces = ['app', 'common', 'http', 'login', 'language', 'exception', 'greeting', 'header', 'theme', 'breadcrumb', 'tabs', 'workbench', 'menu', 'guard', 'page', 'settings', 'search', 'quick', 'password', 'eform', 'console'];
const keyLiteral = new RegExp(`['"\`]((?:${namespaces.join('|')})\\.[A-Za-z0-9_.]+)['"\`]`, 'g');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'catalogues' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('UI catalogues', () => {
  const reference = Object.keys(uiCatalogues.zh_CN).sort();

  it.each(appLanguages)('%s has exactly the keys of zh_CN, none empty', (language) => {
    const catalogue = uiCatalogues[language];
    expect(Object.keys(catalogue).sort()).toEqual(reference);
    expect(Object.entries(catalogue).filter(([, text]) => !text.trim())).toEqual([]);
  });

  it.each(appLanguages)('%s keeps the placeholders of zh_CN', (language) => {
    const mismatched = reference.filter((key) => placeholders(uiCatalogues[language][key] ?? '').join() !== placeholders(uiCatalogues.zh_CN[key] ?? '').join());
    expect(mismatched).toEqual([]);
  });

  // The e-form pages' texts travel with their lazy chunk, in their own catalogue.
  it.each(appLanguages)('%s e-form page texts have exactly the keys of zh_CN, none empty, same placeholders', (language) => {
    const catalogue = eformPageTexts[language];
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(eformPageTexts.zh_CN).sort());
    expect(Object.entries(catalogue).filter(([, text]) => !text.trim())).toEqual([]);
    expect(Object.keys(catalogue).filter((key) => placeholders(catalogue[key] ?? '').join() !== placeholders(eformPageTexts.zh_CN[key] ?? '').join())).toEqual([]);
  });

  // The console pages' texts travel with their lazy chunks too.
  it.each(appLanguages)('%s console page texts have exactly the keys of zh_CN, none empty, same placeholders', (language) => {
    const catalogue = consolePageTexts[language];
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(consolePageTexts.zh_CN).sort());
    expect(Object.entries(catalogue).filter(([, text]) => !text.trim())).toEqual([]);
    expect(Object.keys(catalogue).filter((key) => placeholders(catalogue[key] ?? '').join() !== placeholders(consolePageTexts.zh_CN[key] ?? '').join())).toEqual([]);
  });

  it('has every key the source code uses', () => {
    const used = new Set(sourceFiles(sourceRoot).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(keyLiteral)].map((match) => match[1] ?? '')));
    expect(used.size).toBeGreaterThan(20);
    const missing = [...used].filter((key) => !(key in uiCatalogues.zh_CN) && !(key in eformPageTexts.zh_CN) && !(key in consolePageTexts.zh_CN) && !key.endsWith('.'));
    expect(missing).toEqual([]);
  });
});
