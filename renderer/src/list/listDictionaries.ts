import { dictionaryTextOf, indexDictionary, type DictionaryIndex } from '@wharf/engine';
import type { ViewColumn } from '@wharf/schemas';
import { useEffect, useState } from 'react';
import type { DictionaryItem, ListServices } from './types';

/** One dictionary a list uses: its index for showing texts and its items as the query selects' options. */
export interface ListDictionary {
  index: DictionaryIndex;
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** The dictionaries of a list by code; a dictionary not loaded (yet, or at all) is absent. */
export type ListDictionaries = ReadonlyMap<string, ListDictionary>;

/** The dictionaries a view's columns name (shown columns and query fields alike), each once. */
export function dictionaryCodesOf(columns: ReadonlyArray<Pick<ViewColumn, 'dictCode'>>): string[] {
  return [...new Set(columns.flatMap((column) => (column.dictCode ? [column.dictCode] : [])))].sort();
}

/** A dictionary's items ready for the list. */
export function listDictionary(items: ReadonlyArray<DictionaryItem>): ListDictionary {
  const entries = items.map((item) => ({ value: String(item.value), text: item.text }));
  return { index: indexDictionary(entries), options: entries.map((entry) => ({ value: entry.value, label: entry.text })) };
}

/**
 * How a dictionary column's cell is shown: the item's text (a multiple choice as its texts); a code
 * the dictionary lacks, or a column whose dictionary is not loaded, as the stored value. The row
 * itself keeps the code, so buttons, conditions and scripts still see what is stored.
 */
export function dictionaryCellText(dictionaries: ListDictionaries, dictCode: string, value: unknown): string {
  const dictionary = dictionaries.get(dictCode);
  if (value === null || value === undefined) return '';
  return dictionary ? dictionaryTextOf(dictionary.index, value) : typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * Loads, once per list and set of codes, the dictionaries its columns name through
 * `services.dictionaryItems` (none without it: cells then show codes and query fields stay text).
 * A dictionary that fails to load is left out, so its column shows codes rather than nothing.
 */
export function useListDictionaries(services: Pick<ListServices, 'dictionaryItems'>, columns: ReadonlyArray<Pick<ViewColumn, 'dictCode'>>): ListDictionaries {
  const key = dictionaryCodesOf(columns).join(',');
  const [dictionaries, setDictionaries] = useState<ListDictionaries>(new Map());
  const load = services.dictionaryItems;
  useEffect(() => {
    if (!load || key === '') return;
    let isCurrent = true;
    void Promise.all(key.split(',').map(async (code) => {
      try {
        return [code, listDictionary(await load(code))] as const;
      } catch {
        return undefined;
      }
    })).then((loaded) => {
      if (isCurrent) setDictionaries(new Map(loaded.filter((entry) => entry !== undefined)));
    });
    return () => { isCurrent = false; };
  }, [load, key]);
  return dictionaries;
}
