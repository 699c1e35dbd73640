import { displayText, validateRecord, type Language } from '@wharf/engine';
import type { DictionaryRecord, LocalisedText } from '@wharf/schemas';
import type { Knex } from 'knex';
import { page, type Page } from '../../http/envelope';
import { notFound, ValidationFailed } from '../../http/errors';
import { answeringUniqueViolations } from '../../http/uniqueViolation';
import { refuseDeleteInUse, refuseRecodeInUse } from '../../usages/recordGuards';

/** One dictionary item as forms and selects use it (spec §3: value, text, title). */
export interface DictOption {
  value: string;
  text: string;
  title: string;
}

export interface DictSummary {
  id: string;
  dictCode: string;
  dictName: string;
  description: string | null;
  itemCount: number;
}

/** Checks a dictionary with the same contract app packages and imports use; paths point into the body. */
function checkDictionary(record: unknown, lang: Language): DictionaryRecord {
  const issues = validateRecord('dictionary', record, lang);
  if (issues.length > 0) throw new ValidationFailed(issues.map((issue) => ({ ...issue, path: `/body${issue.path === '/' ? '' : issue.path}` })));
  return record as DictionaryRecord;
}

async function replaceItems(trx: Knex.Transaction, tenantId: string, dictId: string, record: DictionaryRecord): Promise<void> {
  await trx('sys_dict_item').where({ dict_id: dictId }).delete();
  const rows = record.items.map((item, index) => ({
    tenant_id: tenantId, dict_id: dictId, item_text: item.itemText, item_text_i18n: item.itemTextI18n ? JSON.stringify(item.itemTextI18n) : null, item_value: item.itemValue, title: item.title ?? null,
    sort_order: item.sortOrder ?? index, status: item.status ?? '1', description: item.description ?? null,
  }));
  for (let i = 0; i < rows.length; i += 1000) await trx('sys_dict_item').insert(rows.slice(i, i + 1000));
}

/** Creates or replaces a dictionary with all its items. `id` given: edit that one (404 if not in the tenant). */
export async function saveDictionary(trx: Knex.Transaction, tenantId: string, actorId: string, body: unknown, lang: Language, id?: string): Promise<DictSummary> {
  const record = checkDictionary(body, lang);
  // Definitions name a dictionary by its code: it may not change while any does (400 naming them).
  if (id) await refuseRecodeInUse(trx, 'dictionary', id, record.dictCode, '/body/dictCode', lang);
  const columns = { dict_code: record.dictCode, dict_name: record.dictName, description: record.description ?? null, updated_by: actorId };
  // Item values are unique in the record (checked above), so only the code can clash.
  const [row] = await answeringUniqueViolations(lang, async () => (id
    ? await trx('sys_dict').where({ id }).update({ ...columns, updated_at: trx.fn.now() }).returning('*')
    : await trx('sys_dict').insert({ ...columns, tenant_id: tenantId, created_by: actorId }).returning('*')), { sys_dict_tenant_id_dict_code_unique: [record.dictCode] });
  if (!row) throw notFound();
  await replaceItems(trx, tenantId, row.id, record);
  return { id: row.id, dictCode: row.dict_code, dictName: row.dict_name, description: row.description, itemCount: record.items.length };
}

/** A dictionary with its items, in the record shape (what edit sends back and packages carry). */
export async function readDictionary(trx: Knex.Transaction, id: string): Promise<DictionaryRecord & { id: string }> {
  const dict = await trx('sys_dict').where({ id }).first();
  if (!dict) throw notFound();
  const items = await trx('sys_dict_item').where({ dict_id: id }).orderBy([{ column: 'sort_order' }, { column: 'item_value' }]);
  return {
    id,
    dictCode: dict.dict_code,
    dictName: dict.dict_name,
    ...(dict.description ? { description: dict.description } : {}),
    items: items.map((item: Record<string, unknown>) => ({
      itemText: item.item_text as string, itemValue: item.item_value as string, sortOrder: item.sort_order as number, status: item.status as '0' | '1',
      ...(item.item_text_i18n ? { itemTextI18n: item.item_text_i18n as LocalisedText } : {}),
      ...(item.title ? { title: item.title as string } : {}), ...(item.description ? { description: item.description as string } : {}),
    })),
  };
}

/** Deletes a dictionary with its items; refused (400 naming each user) while a definition names it. */
export async function deleteDictionary(trx: Knex.Transaction, id: string, lang: Language): Promise<void> {
  await refuseDeleteInUse(trx, 'dictionary', id, '/query/id', lang);
  if ((await trx('sys_dict').where({ id }).delete()) === 0) throw notFound();
}

export async function listDictionaries(trx: Knex.Transaction, query: { dictName?: string; dictCode?: string; pageNo: number; pageSize: number }): Promise<Page<DictSummary>> {
  const like = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const filtered = trx('sys_dict as d').modify((q) => {
    if (query.dictName) q.whereILike('d.dict_name', like(query.dictName));
    if (query.dictCode) q.whereILike('d.dict_code', like(query.dictCode));
  });
  const [{ total }] = (await filtered.clone().count({ total: '*' })) as [{ total: number }];
  const rows = await filtered.clone()
    .select('d.id', 'd.dict_code', 'd.dict_name', 'd.description', trx.raw('(select count(*)::int from sys_dict_item i where i.dict_id = d.id) as item_count'))
    .orderBy('d.dict_code').limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize);
  return page(rows.map((r: Record<string, unknown>) => ({ id: r.id as string, dictCode: r.dict_code as string, dictName: r.dict_name as string, description: (r.description as string | null) ?? null, itemCount: r.item_count as number })), total, query.pageNo, query.pageSize);
}

/**
 * The enabled items of each named dictionary, in order (unknown codes give an empty list), each
 * text in `lang` when the item carries it (`item_text_i18n`), else the item's main text.
 */
export async function dictOptions(trx: Knex.Transaction, codes: string[], lang?: Language): Promise<Record<string, DictOption[]>> {
  const rows = await trx('sys_dict_item as i').join('sys_dict as d', 'd.id', 'i.dict_id').whereIn('d.dict_code', codes).where('i.status', '1')
    .orderBy([{ column: 'd.dict_code' }, { column: 'i.sort_order' }, { column: 'i.item_value' }])
    .select<{ dict_code: string; item_value: string; item_text: string; item_text_i18n: LocalisedText | null; title: string | null }[]>('d.dict_code', 'i.item_value', 'i.item_text', 'i.item_text_i18n', 'i.title');
  const byCode: Record<string, DictOption[]> = Object.fromEntries(codes.map((code) => [code, []]));
  for (const row of rows) {
    const text = lang ? displayText(row.item_text, row.item_text_i18n ?? undefined, { language: lang }) : row.item_text;
    byCode[row.dict_code]!.push({ value: row.item_value, text, title: row.title ?? text });
  }
  return byCode;
}

/** Every dictionary of the tenant with its enabled items (`GET /api/eform/dict/init`). */
export async function allDictOptions(trx: Knex.Transaction, lang?: Language): Promise<Array<{ code: string; dicts: DictOption[] }>> {
  const codes: string[] = await trx('sys_dict').orderBy('dict_code').pluck('dict_code');
  const options = await dictOptions(trx, codes, lang);
  return codes.map((code) => ({ code, dicts: options[code]! }));
}
