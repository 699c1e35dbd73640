import { formatMessage, isDefinitionKind, tablesTakenAlong as kindTablesTakenAlong, type HeldButtonPermissions, type Language } from '@wharf/engine';
import type { Knex } from 'knex';
import { requireDesign } from '../../definitions/designerAccess';
import { notFound, ValidationFailed } from '../../http/errors';
import type { MoveInput } from './appGroupSchemas';

export interface MoveResult {
  /** Definitions whose group is now the target (those asked for, plus tables taken along). */
  movedCount: number;
  /** Of those, the table definitions that came along with their forms and views. */
  tablesTakenAlong: number;
}

interface HeadRow {
  id: string;
  kind: string;
  body: unknown;
}

/** The table codes that move along with a definition: its kind spec says whether (forms, views) and which. */
const tablesOf = (head: HeadRow): string[] => (isDefinitionKind(head.kind) ? kindTablesTakenAlong(head.kind, head.body) : []);

/**
 * "Move to app group" (spec §7 list pages): puts each `idArray[i]`, a definition of kind
 * `tableNameArray[i]`, into `groupId` (or into no group when it is null or empty), all in the
 * caller's transaction. Any id that is not a definition of the caller's tenant with that kind, or a
 * group that is not the tenant's, is a 404 naming nothing, and nothing moves.
 *
 * `splitTableName: 'Y'` moves each form's and view's table definitions (a form's `objectName` and
 * sub-tables, a view's `tableName`) along with it, so an app's data model follows its screens;
 * tables not defined in the tenant are skipped. Anything else moves only the listed definitions.
 * Moving changes no definition's content, version or update time. The caller must be able to save
 * every kind it moves, tables taken along included (403 otherwise, and nothing moves).
 */
export async function moveToAppGroup(trx: Knex.Transaction, input: MoveInput, grants: HeldButtonPermissions, lang: Language): Promise<MoveResult> {
  if (input.tableNameArray.length !== input.idArray.length) {
    throw new ValidationFailed([{ path: '/body/tableNameArray', code: 'appGroup/length-mismatch', message: formatMessage('appGroup/length-mismatch', lang) }]);
  }
  const groupId = input.groupId ? input.groupId : null;
  // Share-locked: a delete of the group waits for this move (and then finds it not empty).
  if (groupId && !(await trx('eform_app_group').where({ id: groupId }).forShare().first('id'))) throw notFound();

  const ids = [...new Set(input.idArray)];
  // Locked so the kinds checked here are the ones updated below.
  const heads = new Map((await trx('eform_definition').whereIn('id', ids).forUpdate().select<HeadRow[]>('id', 'kind', 'body')).map((row) => [row.id, row]));
  const isEveryKindRight = input.idArray.every((id, index) => heads.get(id)?.kind === input.tableNameArray[index]);
  if (!isEveryKindRight) throw notFound();
  for (const kind of new Set(input.tableNameArray)) requireDesign(grants, kind, 'save');

  const targets = new Set(ids);
  let tablesTakenAlong = 0;
  if (input.splitTableName === 'Y') {
    const codes = [...new Set([...heads.values()].flatMap(tablesOf))];
    const tables = codes.length === 0 ? [] : await trx('eform_definition').where({ kind: 'table' }).whereIn('code', codes).select<Array<{ id: string }>>('id');
    for (const table of tables) {
      if (targets.has(table.id)) continue;
      targets.add(table.id);
      tablesTakenAlong += 1;
    }
  }
  if (tablesTakenAlong > 0) requireDesign(grants, 'table', 'save');
  const movedCount = await trx('eform_definition').whereIn('id', [...targets]).update({ group_id: groupId });
  return { movedCount, tablesTakenAlong };
}
