import { formatMessage, type Language } from '@wharf/engine';
import type { Knex } from 'knex';
import { notFound, ValidationFailed } from '../../http/errors';
import { answeringUniqueViolations } from '../../http/uniqueViolation';

/** One dictionary item as the item calls take and return it (spec §3 dict: itemText, itemValue, sortOrder). */
export interface DictItemInput {
  dictId: string;
  itemText: string;
  itemValue: string;
  title?: string | null;
  sortOrder?: number;
  status?: '0' | '1';
  description?: string | null;
}

export interface DictItemRecord extends Required<Omit<DictItemInput, 'title' | 'description'>> {
  id: string;
  title: string | null;
  description: string | null;
}

/** A dictionary as the tree picker lists it (`dict/treeList`): key and title for the tree, the rest for the page. */
export interface DictTreeNode {
  key: string;
  title: string;
  id: string;
  dictCode: string;
  dictName: string;
  description: string | null;
}

interface ItemRow {
  id: string;
  dict_id: string;
  item_text: string;
  item_value: string;
  title: string | null;
  sort_order: number;
  status: '0' | '1';
  description: string | null;
}

const itemColumns = ['id', 'dict_id', 'item_text', 'item_value', 'title', 'sort_order', 'status', 'description'];

function toItem(row: ItemRow): DictItemRecord {
  return {
    id: row.id, dictId: row.dict_id, itemText: row.item_text, itemValue: row.item_value, title: row.title,
    sortOrder: row.sort_order, status: row.status, description: row.description,
  };
}

/** The item's value is unique within its dictionary (the table's unique key); a clash is a 400 at itemValue. */
const valueUnique = (value: string) => ({ sys_dict_item_tenant_id_dict_id_item_value_unique: [value] });

/**
 * Adds one item to a dictionary of the tenant (`dictItem/add`). A dictionary the tenant does not
 * have is a 400 at `dictId`, the way other creates name a reference they cannot find.
 */
export async function addDictItem(trx: Knex.Transaction, tenantId: string, input: DictItemInput, lang: Language): Promise<DictItemRecord> {
  if (!(await trx('sys_dict').where({ id: input.dictId }).first('id'))) {
    throw new ValidationFailed([{ path: '/body/dictId', code: 'dict/not-found', message: formatMessage('dict/not-found', lang, [input.dictId]) }]);
  }
  // New items go last unless the caller placed them.
  const sortOrder = input.sortOrder ?? Number((await trx('sys_dict_item').where({ dict_id: input.dictId }).max<{ max: number | null }[]>({ max: 'sort_order' }))[0]?.max ?? -1) + 1;
  const [row] = await answeringUniqueViolations(lang, async () => trx('sys_dict_item').insert({
    tenant_id: tenantId, dict_id: input.dictId, item_text: input.itemText, item_value: input.itemValue, title: input.title ?? null,
    sort_order: sortOrder, status: input.status ?? '1', description: input.description ?? null,
  }).returning<ItemRow[]>(itemColumns), valueUnique(input.itemValue));
  return toItem(row!);
}

/**
 * Changes one item (`dictItem/edit`): text, value, title, order, status, description. The item stays
 * in its dictionary; a `dictId` naming another one is refused rather than moving the item.
 */
export async function editDictItem(trx: Knex.Transaction, id: string, input: DictItemInput, lang: Language): Promise<DictItemRecord> {
  const current = await trx('sys_dict_item').where({ id }).first<ItemRow | undefined>(itemColumns);
  if (!current) throw notFound();
  if (current.dict_id !== input.dictId) {
    throw new ValidationFailed([{ path: '/body/dictId', code: 'dict/item-other-dict', message: formatMessage('dict/item-other-dict', lang) }]);
  }
  const [row] = await answeringUniqueViolations(lang, async () => trx('sys_dict_item').where({ id }).update({
    item_text: input.itemText, item_value: input.itemValue, title: input.title ?? null,
    sort_order: input.sortOrder ?? current.sort_order, status: input.status ?? current.status, description: input.description ?? null,
  }).returning<ItemRow[]>(itemColumns), valueUnique(input.itemValue));
  return toItem(row!);
}

/** An item with the dictionary it belongs to (`dict/queryByDictItemId`); 404 when the tenant has no such item. */
export async function dictionaryOfItem(trx: Knex.Transaction, itemId: string): Promise<{ id: string; dictCode: string; dictName: string; description: string | null; item: DictItemRecord }> {
  const row = await trx('sys_dict_item as i').join('sys_dict as d', 'd.id', 'i.dict_id').where('i.id', itemId)
    .first<(ItemRow & { dict_code: string; dict_name: string; dict_description: string | null }) | undefined>(
      ...itemColumns.map((column) => `i.${column}`), 'd.dict_code', 'd.dict_name', 'd.description as dict_description',
    );
  if (!row) throw notFound();
  return { id: row.dict_id, dictCode: row.dict_code, dictName: row.dict_name, description: row.dict_description, item: toItem(row) };
}

/** The tenant's dictionaries as tree nodes, by code, optionally narrowed by a part of the name. */
export async function dictionaryTree(trx: Knex.Transaction, dictName?: string): Promise<DictTreeNode[]> {
  const rows = await trx('sys_dict').modify((q) => {
    if (dictName) q.whereILike('dict_name', `%${dictName.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }).orderBy('dict_code').select<Array<{ id: string; dict_code: string; dict_name: string; description: string | null }>>('id', 'dict_code', 'dict_name', 'description');
  return rows.map((row) => ({ key: row.id, title: row.dict_name, id: row.id, dictCode: row.dict_code, dictName: row.dict_name, description: row.description }));
}
