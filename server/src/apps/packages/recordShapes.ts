import type { DictionaryRecord, HttpConfigRecord, SqlConfigRecord } from '@wharf/schemas';

/**
 * The stored rows of the records a package carries and their package shapes, both ways. The
 * export reads the tenant's records through these, the plan reads the tenant's current ones and
 * puts the package's into the shape they would be stored in (so a default the store fills, an
 * item's sort order, is no difference), and the apply writes the rows from the merged shapes.
 */

/** A dictionary row (`sys_dict`). */
export interface DictRow {
  id?: string;
  dict_code: string;
  dict_name: string;
  description: string | null;
}

/** A dictionary item row (`sys_dict_item`), without its ids. */
export interface DictItemRow {
  item_text: string;
  item_text_i18n: DictionaryRecord['items'][number]['itemTextI18n'] | null;
  item_value: string;
  title: string | null;
  sort_order: number;
  status: string;
  description: string | null;
}

export const dictItemColumns = ['item_text', 'item_text_i18n', 'item_value', 'title', 'sort_order', 'status', 'description'] as const;

/** A dictionary with its items (in their stored order) as a package carries it. */
export function dictionaryRecordOf(dict: DictRow, items: readonly DictItemRow[]): DictionaryRecord {
  return {
    dictCode: dict.dict_code, dictName: dict.dict_name, ...(dict.description ? { description: dict.description } : {}),
    items: items.map((item) => ({
      itemText: item.item_text, ...(item.item_text_i18n ? { itemTextI18n: item.item_text_i18n } : {}), itemValue: item.item_value, ...(item.title ? { title: item.title } : {}), sortOrder: Number(item.sort_order),
      status: item.status as '0' | '1', ...(item.description ? { description: item.description } : {}),
    })),
  };
}

/** The item rows a dictionary record is stored as (an item without a sort order keeps its place). */
export function dictItemRowsOf(record: DictionaryRecord): DictItemRow[] {
  return record.items.map((item, index) => ({
    item_text: item.itemText, item_text_i18n: item.itemTextI18n ?? null, item_value: item.itemValue, title: item.title ?? null,
    sort_order: item.sortOrder ?? index, status: item.status ?? '1', description: item.description ?? null,
  }));
}

/** A dictionary record as it reads back once stored (defaults filled, items by sort order then value). */
export function storedDictionary(record: DictionaryRecord): DictionaryRecord {
  const items = dictItemRowsOf(record).sort((a, b) => a.sort_order - b.sort_order || (a.item_value < b.item_value ? -1 : a.item_value > b.item_value ? 1 : 0));
  return dictionaryRecordOf({ dict_code: record.dictCode, dict_name: record.dictName, description: record.description ?? null }, items);
}

/** A SQL config row (`eform_sql_config`): the app's query, nothing of a connection (it runs on the tenant's own database). */
export interface SqlConfigRow {
  id?: string;
  sql_code: string;
  sql_name: string;
  sql_query: string;
  is_cache: 'Y' | 'N';
  parameters: SqlConfigRecord['parameters'] | null;
}

export const sqlConfigColumns = ['sql_code', 'sql_name', 'sql_query', 'is_cache', 'parameters'] as const;

export function sqlConfigRecordOf(row: SqlConfigRow): SqlConfigRecord {
  return { sqlCode: row.sql_code, sqlName: row.sql_name, sqlQuery: row.sql_query, isCache: row.is_cache, parameters: row.parameters ?? [] };
}

/** A SQL config record as it reads back once stored. */
export function storedSqlConfig(record: SqlConfigRecord): SqlConfigRecord {
  return sqlConfigRecordOf({ sql_code: record.sqlCode, sql_name: record.sqlName, sql_query: record.sqlQuery, is_cache: record.isCache ?? 'N', parameters: record.parameters ?? [] });
}

/** An HTTP config row (`eform_http_config`). */
export interface HttpConfigRow {
  id?: string;
  http_code: string;
  http_name: string;
  http_url: string;
  http_method: HttpConfigRecord['httpMethod'];
  header: HttpConfigRecord['header'] | null;
  body: string | null;
  return_script: string | null;
}

export const httpConfigColumns = ['http_code', 'http_name', 'http_url', 'http_method', 'header', 'body', 'return_script'] as const;

export function httpConfigRecordOf(row: HttpConfigRow): HttpConfigRecord {
  return {
    httpCode: row.http_code, httpName: row.http_name, httpUrl: row.http_url, httpMethod: row.http_method, header: row.header ?? {},
    ...(row.body !== null ? { body: row.body } : {}), ...(row.return_script !== null ? { returnScript: row.return_script } : {}),
  };
}

/** An HTTP config record as it reads back once stored. */
export function storedHttpConfig(record: HttpConfigRecord): HttpConfigRecord {
  return httpConfigRecordOf({
    http_code: record.httpCode, http_name: record.httpName, http_url: record.httpUrl, http_method: record.httpMethod,
    header: record.header ?? {}, body: record.body ?? null, return_script: record.returnScript ?? null,
  });
}
