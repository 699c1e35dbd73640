import { indexDictionary, type DictionaryIndex } from '@wharf/engine';
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
  status: string | null;
}

function shape(rows: readonly ItemRow[]): Map<string, TenantDictionary> {
  const grouped = new Map<string, { dictName: string; rows: ItemRow[] }>();
  for (const row of rows) {
    const group = grouped.get(row.dict_code) ?? { dictName: row.dict_name, rows: [] };
    if (row.item_value !== null) group.rows.push(row);
    grouped.set(row.dict_code, group);
  }
  const dictionaries = new Map<string, TenantDictionary>();
  for (const [dictCode, { dictName, rows: items }] of grouped) {
    const entries = items.map((item) => ({ value: item.item_value!, text: item.item_text ?? item.item_value!, isEnabled: item.status === '1' }));
    dictionaries.set(dictCode, { dictCode, dictName, all: indexDictionary(entries), enabled: indexDictionary(entries.filter((entry) => entry.isEnabled)) });
  }
  return dictionaries;
}

// Items in the dictionary's order, so when two items share a text the refusal lists their codes as the dictionary does.
function itemsQuery(db: Knex, codes: readonly string[]) {
  return db('sys_dict as d').leftJoin('sys_dict_item as i', 'i.dict_id', 'd.id').whereIn('d.dict_code', codes)
    .orderBy([{ column: 'd.dict_code' }, { column: 'i.sort_order' }, { column: 'i.item_value' }])
    .select<ItemRow[]>('d.dict_code', 'd.dict_name', 'i.item_value', 'i.item_text', 'i.status');
}

/**
 * The named dictionaries of the connection's tenant (row-level security picks the tenant), read in
 * one statement on the caller's own transaction (`client`, e.g. an export's, so it sees the
 * dictionaries as of its rows; `db` only builds the statement). A code with no dictionary is absent.
 */
export async function readDictionaries(db: Knex, client: Pick<PoolClient, 'query'>, dictCodes: Iterable<string>): Promise<Map<string, TenantDictionary>> {
  const codes = [...new Set(dictCodes)];
  if (codes.length === 0) return new Map();
  const { sql, bindings } = itemsQuery(db, codes).toSQL().toNative();
  const { rows } = await client.query<ItemRow>(sql, bindings as unknown[]);
  return shape(rows);
}

/** `readDictionaries` inside a Knex transaction (imports write in one). */
export async function readDictionariesIn(trx: Knex.Transaction, dictCodes: Iterable<string>): Promise<Map<string, TenantDictionary>> {
  const codes = [...new Set(dictCodes)];
  if (codes.length === 0) return new Map();
  return shape(await itemsQuery(trx, codes));
}
