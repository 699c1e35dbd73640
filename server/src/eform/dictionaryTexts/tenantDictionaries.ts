import { displayText, indexDictionary, type DictionaryIndex, type Language } from '@wharf/engine';
import type { LocalisedText } from '@wharf/schemas';
import type { Knex } from 'knex';
import type { PoolClient } from 'pg';

/** One dictionary of the tenant, indexed both ways: every item (for showing) and the enabled ones (for reading back). */
export interface TenantDictionary {
  dictCode: string;
  dictName: string;
  /** Disabled items included: a record saved before its item was disabled still shows its text. */
  all: DictionaryIndex;
  /** Only what a form may still store (the rules' dictionary check reads the same items). */
  enabled: DictionaryIndex;
}

interface ItemRow {
  dict_code: string;
  dict_name: string;
  item_value: string | null;
  item_text: string | null;
  item_text_i18n: LocalisedText | null;
  status: string | null;
}

/**
 * An item's entries for the index: first its text as shown (in `lang` when it has one), then its
 * texts in the other languages, so a cell typed in any of them reads back as the item's code.
 */
function entriesOf(item: ItemRow, lang: Language | undefined) {
  const main = item.item_text ?? item.item_value!;
  const shown = lang ? displayText(main, item.item_text_i18n ?? undefined, { language: lang }) : main;
  const others = [main, ...Object.values(item.item_text_i18n ?? {})].filter((text): text is string => typeof text === 'string' && text.trim() !== '' && text !== shown);
  return [shown, ...new Set(others)].map((text) => ({ value: item.item_value!, text, isEnabled: item.status === '1' }));
}

function shape(rows: readonly ItemRow[], lang?: Language): Map<string, TenantDictionary> {
  const grouped = new Map<string, { dictName: string; rows: ItemRow[] }>();
  for (const row of rows) {
    const group = grouped.get(row.dict_code) ?? { dictName: row.dict_name, rows: [] };
    if (row.item_value !== null) group.rows.push(row);
    grouped.set(row.dict_code, group);
  }
  const dictionaries = new Map<string, TenantDictionary>();
  for (const [dictCode, { dictName, rows: items }] of grouped) {
    const entries = items.flatMap((item) => entriesOf(item, lang));
    dictionaries.set(dictCode, { dictCode, dictName, all: indexDictionary(entries), enabled: indexDictionary(entries.filter((entry) => entry.isEnabled)) });
  }
  return dictionaries;
}

// Items in the dictionary's order, so when two items share a text the refusal lists their codes as the dictionary does.
function itemsQuery(db: Knex, codes: readonly string[]) {
  return db('sys_dict as d').leftJoin('sys_dict_item as i', 'i.dict_id', 'd.id').whereIn('d.dict_code', codes)
    .orderBy([{ column: 'd.dict_code' }, { column: 'i.sort_order' }, { column: 'i.item_value' }])
    .select<ItemRow[]>('d.dict_code', 'd.dict_name', 'i.item_value', 'i.item_text', 'i.item_text_i18n', 'i.status');
}

/**
 * The named dictionaries of the connection's tenant (row-level security picks the tenant), read in
 * one statement on the caller's own transaction (`client`, e.g. an export's, so it sees the
 * dictionaries as of its rows; `db` only builds the statement). A code with no dictionary is absent.
 */
export async function readDictionaries(db: Knex, client: Pick<PoolClient, 'query'>, dictCodes: Iterable<string>, lang?: Language): Promise<Map<string, TenantDictionary>> {
  const codes = [...new Set(dictCodes)];
  if (codes.length === 0) return new Map();
  const { sql, bindings } = itemsQuery(db, codes).toSQL().toNative();
  const { rows } = await client.query<ItemRow>(sql, bindings as unknown[]);
  return shape(rows, lang);
}

/** `readDictionaries` inside a Knex transaction (imports write in one). */
export async function readDictionariesIn(trx: Knex.Transaction, dictCodes: Iterable<string>): Promise<Map<string, TenantDictionary>> {
  const codes = [...new Set(dictCodes)];
  if (codes.length === 0) return new Map();
  return shape(await itemsQuery(trx, codes));
}
