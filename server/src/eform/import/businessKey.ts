import type { PermissionResult } from '@wharf/engine';
import type { Knex } from 'knex';
import { allowedRecordsSubquery } from '../data/recordAccess';
import { businessSchema } from '../tables/physicalNames';
import type { FormTarget } from '../data/loadForm';

/** The key of a row as shown in messages: `Code = IMP0001, Customer = Acme`. */
export function keyText(keyColumns: readonly string[], titles: ReadonlyMap<string, string>, data: Record<string, unknown>): string {
  return keyColumns.map((code) => `${titles.get(code) ?? code} = ${String(data[code] ?? '')}`).join(', ');
}

/**
 * The ids of the master records whose business-key columns hold the row's values (at most two are
 * read: one is a match, two an ambiguity). The columns are the task's business key, resolved against
 * the form's stored fields on the server; the values are bound. Only records the importing user's
 * access answer (`scope`: their data rules for this import) lets through are found: one it hides
 * is "not found", as it is on every other path.
 */
export async function findByBusinessKey(trx: Knex.Transaction, target: FormTarget, keyColumns: readonly string[], data: Record<string, unknown>, scope: PermissionResult = true): Promise<string[]> {
  const query = trx.withSchema(businessSchema).from(target.master.physicalName).select<Array<{ id: string }>>('id').limit(2);
  const allowed = allowedRecordsSubquery(trx, target.master, scope);
  if (allowed) query.whereRaw('id in (?)', [allowed]);
  for (const code of keyColumns) query.where(code, data[code] as string | number | boolean);
  return (await query).map((row) => row.id);
}
