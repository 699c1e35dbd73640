import { describe, expect, it } from 'vitest';
import { catalogueLanguages } from './languages';
import * as index from './index';

const catalogues = (index as Record<string, unknown>)[Object.keys(index).find((name) => name.endsWith('Catalogues'))!] as Record<string, Record<string, string>>;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort().join();

describe('UI catalogues', () => {
  const reference = Object.keys(catalogues.zh_CN ?? {}).sort();

  it.each(catalogueLanguages)('%s has exactly the keys of zh_CN, none empty, same placeholders', (lang) => {
    const catalogue = catalogues[lang] ?? {};
    expect(Object.keys(catalogue).sort()).toEqual(reference);
    expect(Object.entries(catalogue).filter(([, text]) => !text.trim())).toEqual([]);
    expect(reference.filter((key) => placeholders(catalogue[key] ?? '') !== placeholders(catalogues.zh_CN?.[key] ?? ''))).toEqual([]);
  });
});
