import type { Request } from 'express';
import { caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { withTenantConnection } from '../sqlConfig/tenantConnection';
import { loadView } from './loadView';

/**
 * Dictionary codes of a view's columns as their names (spec §7 viewEngine codeToName?viewCode):
 * `{ colCode: [codes] }` → `{ colCode: { code: name } }`, from the dictionary each column names.
 * A column that is not in the view is a 400; a column without a dictionary maps codes to themselves.
 */
export async function codeToName(ctx: AppContext, req: Request, viewCode: string, values: Readonly<Record<string, ReadonlyArray<string>>>): Promise<Record<string, Record<string, string>>> {
  return withTenantConnection(ctx.db, caller(req).tenantId, { statementTimeoutMs: 10_000, lockTimeoutMs: 1000 }, async (client) => {
    const { view } = await loadView(client, caller(req).tenantId, viewCode);
    const result: Record<string, Record<string, string>> = {};
    for (const [colCode, codes] of Object.entries(values)) {
      const column = view.columns?.find((c) => c.colCode === colCode);
      if (!column) throw new AppError(400, 'view/unknown-column', [colCode]);
      const names: Record<string, string> = Object.fromEntries(codes.map((code) => [code, code]));
      if (column.dictCode && codes.length > 0) {
        const { rows } = await client.query(
          'select i.item_value, i.item_text from sys_dict_item i join sys_dict d on d.id = i.dict_id where d.dict_code = $1 and i.item_value = any($2)',
          [column.dictCode, [...new Set(codes)]],
        );
        for (const row of rows as Array<{ item_value: string; item_text: string }>) names[row.item_value] = row.item_text;
      }
      result[colCode] = names;
    }
    return result;
  });
}
