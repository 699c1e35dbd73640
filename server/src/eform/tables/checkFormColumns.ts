import { formatMessage, unfilledRequiredColumns, type Language, type UnfilledColumns } from '@wharf/engine';
import type { FormDefinition, TableDefinition } from '@wharf/schemas';
import type { Knex } from 'knex';
import { AppError, type FieldIssue } from '../../http/errors';
import { resolveBusinessTables } from './businessTable';

/** Both lists' columns per table, each once, in the order first seen. */
function merged(lists: ReadonlyArray<UnfilledColumns>): UnfilledColumns[] {
  const byTable = new Map<string, Set<string>>();
  for (const { tableName, colCodes } of lists) {
    const columns = byTable.get(tableName) ?? new Set<string>();
    for (const code of colCodes) columns.add(code);
    byTable.set(tableName, columns);
  }
  return [...byTable].map(([tableName, columns]) => ({ tableName, colCodes: [...columns] }));
}

/**
 * Refuses (400, naming them in the message and in `errors`) to publish a form whose tables have NOT NULL columns the form has no
 * field for: every save would fail. Judged against the tables' definitions (what the next sync
 * makes) and the synced tables (what the database holds now), whichever asks more.
 */
export async function assertFormFillsRequiredColumns(trx: Knex.Transaction, form: FormDefinition, lang: Language): Promise<void> {
  if (!form.objectName) return;
  const codes = [form.objectName, ...(form.subTables ?? []).map((sub) => sub.tableName)];
  const heads = await trx('eform_definition').where({ kind: 'table' }).whereIn('code', codes).select<Array<{ code: string; body: TableDefinition }>>('code', 'body');
  const synced = await resolveBusinessTables(trx, codes);
  const unfilled = merged([
    ...unfilledRequiredColumns(form, new Map(heads.map((row) => [row.code, row.body]))),
    ...unfilledRequiredColumns(form, new Map([...synced].map(([code, table]) => [code, table.definition]))),
  ]);
  if (unfilled.length === 0) return;
  const issues: FieldIssue[] = unfilled.map(({ tableName, colCodes }) => ({
    path: '/body/fields',
    code: 'definition/form-unfilled-columns',
    message: formatMessage('definition/form-unfilled-columns', lang, [tableName, colCodes.join(', ')]),
  }));
  // The answer's own message names the columns too: the designer shows that message.
  const args = unfilled.length === 1
    ? [unfilled[0]!.tableName, unfilled[0]!.colCodes.join(', ')]
    : [unfilled.map((u) => u.tableName).join(', '), unfilled.flatMap((u) => u.colCodes.map((code) => `${u.tableName}.${code}`)).join(', ')];
  throw new AppError(400, 'definition/form-unfilled-columns', args, { errors: issues });
}
