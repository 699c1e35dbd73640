import type { DatasetAnswer } from '@wharf/engine';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';

/**
 * Display labels of the answer's dictionary-coded dimensions (`dictCode`): column key → value →
 * the dictionary item's text, for the values the rows hold (one lookup per dictionary). Values
 * without an item are left out (the chart shows the value). Undefined when no column has a dictionary.
 */
export async function dictionaryLabels(ctx: Pick<AppContext, 'db'>, tenantId: string, answer: DatasetAnswer): Promise<Record<string, Record<string, string>> | undefined> {
  const coded = answer.columns.filter((column) => column.role === 'dimension' && column.dictCode);
  if (coded.length === 0) return undefined;
  return withTenant(ctx.db, tenantId, async (trx) => {
    const labels: Record<string, Record<string, string>> = {};
    for (const column of coded) {
      const values = [...new Set(answer.rows.map((row) => row[column.key]).filter((value) => value !== null && value !== undefined).map(String))];
      const names: Record<string, string> = {};
      if (values.length > 0) {
        const rows = await trx('sys_dict_item as i').join('sys_dict as d', 'd.id', 'i.dict_id')
          .where('d.dict_code', column.dictCode!).whereIn('i.item_value', values)
          .select<Array<{ item_value: string; item_text: string }>>('i.item_value', 'i.item_text');
        for (const row of rows) names[row.item_value] = row.item_text;
      }
      labels[column.key] = names;
    }
    return labels;
  });
}
