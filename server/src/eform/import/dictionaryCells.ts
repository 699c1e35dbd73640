import { dictionaryCodeOf } from '@wharf/engine';
import type { Knex } from 'knex';
import { readDictionariesIn } from '../dictionaryTexts/tenantDictionaries';
import type { CellRefusal, ImportColumn } from './importColumns';

/** Reads a dictionary column's cell as the code it stands for; other columns' values pass through. */
export type DictionaryCellReader = (column: ImportColumn, value: unknown) => unknown;

/**
 * The reader of an import's dictionary cells (issue 18 point 4: import accepts the text or the
 * code), with the dictionaries its columns name read once, in the import's transaction (so the
 * tenant's own, by row-level security). A cell holding an enabled item's code or the text of exactly
 * one enabled item becomes that code; a text several items share, or a value that is neither, is a
 * `CellRefusal` naming the value and the dictionary (the row is refused with it, as a bad cell is).
 * A column whose dictionary does not exist is left to the form's rules.
 */
export async function readDictionaryCells(trx: Knex.Transaction, mapping: ReadonlyArray<ImportColumn | undefined>): Promise<DictionaryCellReader> {
  const dictionaries = await readDictionariesIn(trx, mapping.flatMap((column) => (column?.dictCode ? [column.dictCode] : [])));
  return (column, value) => {
    const dictionary = column.dictCode ? dictionaries.get(column.dictCode) : undefined;
    if (!dictionary || (typeof value !== 'string' && typeof value !== 'number') || value === '') return value;
    const read = dictionaryCodeOf(dictionary.enabled, dictionary.dictName, String(value));
    if (!read.ok) return { refusal: read.refusal.code, args: read.refusal.args } satisfies CellRefusal;
    // A number cell that is a code stays the number its (numeric) column was read as.
    return read.code === String(value) ? value : read.code;
  };
}
