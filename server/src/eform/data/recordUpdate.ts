import { quoteIdentifier } from '@wharf/engine';
import type { Knex } from 'knex';
import { joinParts, sql, sqlText, withStatement, type SqlPart } from '../../db/sqlParts';
import type { FormSubTableTarget, FormTarget } from './loadForm';
import type { LoadedRecord } from './recordStore';
import { fieldsJson, insertRows, keyCast, subFieldCodes, tableName } from './recordWrite';
import { runShaped } from './runStatement';
import type { ShapedRecord } from './shapeRecord';

const q = quoteIdentifier;
/** Changes with up to this many sub-table rows run prepared (as creates, `recordWrite.ts`). */
const preparedRows = 10;

/** What a change's write answers: the new row version, and whether the record as stored differs from before. */
export interface UpdatedRecord {
  rowVersion: number;
  isModified: boolean;
}

/**
 * A sub-table's rows as a read returns them (`recordStore.readRecord`), from `rows` (a `from` list
 * giving `create_time`, `id` and the row as `r`), or none when the master's key is null.
 */
function subRowsJson(sub: FormSubTableTarget, key: string, rows: string): SqlPart {
  return joinParts([
    sql`jsonb_build_object(${sub.sub.tableName}::text, `,
    sqlText(`case when ${key} is null then '[]'::jsonb else coalesce((select jsonb_agg(`),
    fieldsJson('x.r', sub, subFieldCodes(sub)),
    sqlText(` order by x."create_time", x."id") from (${rows}) x), '[]'::jsonb) end)`),
  ], '');
}

/**
 * Writes a prepared change in one statement (data-modifying CTEs), as a create does: the master's
 * values with the next row version and the audit columns; per sub-table the rows sent replacing the
 * ones pointing at the stored key, or, when none were sent, the stored rows following a changed key;
 * and the data-log entry, "before" and "after" made in SQL the way a read returns the record — the
 * statement's snapshot is the record as it was (its row is locked since it was read), its CTEs' rows
 * what it becomes. Sub-table rows replaced are deleted by a statement of their own just before
 * (which makes "before"), as a unique index over them would refuse the new rows otherwise. The log is written only when the two differ, and the answer says whether they do,
 * so a change that alters nothing can be undone to its savepoint (spec §8 "no data modification").
 * Undefined when the row version is no longer `rowVersion`.
 */
export async function updateLoggedRecord(trx: Knex.Transaction, target: FormTarget, before: LoadedRecord, rowVersion: number, shaped: ShapedRecord, user: string, tenantId: string): Promise<UpdatedRecord | undefined> {
  const master = tableName(target.master);
  const sets = Object.entries(shaped.master).map(([column, value]) => joinParts([sqlText(`${q(column)} = `), sql`${value}`], ''));
  const named: Array<readonly [string, SqlPart]> = [['u', joinParts([
    sqlText(`update ${master} set `),
    joinParts([...sets, sql`"row_version" = "row_version" + 1, "update_time" = CURRENT_TIMESTAMP, "update_by" = ${user}`], ', '),
    sql` where "id" = ${before.id} and "row_version" = ${rowVersion} returning *`,
  ], '')]];
  const befores: SqlPart[] = [];
  const afters: SqlPart[] = [];
  // A unique index over a sub-table's rows would refuse rows sent in the statement that deletes the ones they replace: those deletes go first, on their own.
  const deletes: Array<readonly [string, SqlPart]> = [];
  target.subTables.forEach((sub, index) => {
    const fk = q(sub.foreignKey);
    const stored = before.subKeys.get(sub.sub.tableName);
    const hasStored = stored !== undefined && stored !== null;
    const newKey = `(select ${q(sub.masterKey)} from "u")`;
    const oldKey = `t.${q(sub.masterKey)}`;
    const snapshot = (key: string) => `select s."create_time", s."id", to_jsonb(s) as r from ${tableName(sub)} s where s.${fk} = ${key}${keyCast(sub)}`;
    befores.push(subRowsJson(sub, oldKey, snapshot(oldKey)));
    const rows = shaped.subRows.get(sub.sub.tableName);
    const written = `w${index}`;
    if (rows === undefined) {
      // Rows not sent stay; they follow the master when the value they point at changed.
      if (hasStored) {
        named.push([written, joinParts([
          sqlText(`update ${tableName(sub)} set ${fk} = ${newKey}${keyCast(sub)} where ${fk} = `),
          sql`${stored}`,
          sqlText(` and ${fk} is distinct from ${newKey}${keyCast(sub)} returning *`),
        ], '')]);
      }
    } else {
      // Rows sent replace the stored ones; clock_timestamp() rises row by row, so they read back in the order sent.
      if (hasStored) deletes.push([`d${index}`, joinParts([sqlText(`delete from ${tableName(sub)} where ${fk} = `), sql`${stored}`, sqlText(' returning "id"')], '')]);
      if (rows.length > 0) named.push([written, insertRows(sub, rows, [[sub.foreignKey, sqlText(newKey)], ['create_by', sql`${user}`], ['create_time', sqlText('clock_timestamp()')]])]);
    }
    const hasWritten = named.some(([name]) => name === written);
    afters.push(subRowsJson(sub, newKey, `${hasWritten ? `select "create_time", "id", to_jsonb(${q(written)}) as r from ${q(written)} union all ` : ''}${snapshot(newKey)}`));
  });
  const recordJson = (row: string, subs: SqlPart[]) => joinParts([fieldsJson(row, target.master, target.storedFields), ...subs], ' || ');
  const beforeJson = joinParts([sqlText('select '), recordJson('to_jsonb(t)', befores), sqlText(` as j from ${master} t where t."id" = `), sql`${before.id}`], '');
  if (deletes.length > 0) {
    // The record as it was, made by the statement that deletes (its snapshot still holds the rows), handed on as text: exact, never parsed here.
    const [made] = await runShaped<{ j: string }>(trx, withStatement([...deletes, ['b', beforeJson]], 'select "j"::text as "j" from "b"'), 'wharf_record_replace', false);
    named.push(['b', sql`select ${made!.j}::jsonb as j`]);
  } else {
    named.push(['b', beforeJson]);
  }
  named.push(['a', joinParts([sqlText('select '), recordJson('to_jsonb("u")', afters), sqlText(' as j from "u"')], '')]);
  named.push(['log', sql`insert into eform_data_log (tenant_id, form_code, table_code, record_id, version, action, user_name, before, after)
    select ${tenantId}::uuid, ${target.formCode}::text, ${target.master.tableCode}::text, "u"."id", "u"."row_version", 'update', ${user}::text, "b"."j", "a"."j" from "u", "a", "b" where "a"."j" is distinct from "b"."j"`]);
  // The master's values are the stored ones merged with the change (every field), so the text varies only with the sub-table rows sent.
  const rowCount = [...shaped.subRows.values()].reduce((sum, rows) => sum + rows.length, 0);
  const [row] = await runShaped<{ row_version: number; modified: boolean }>(trx, withStatement(named, 'select "u"."row_version", "a"."j" is distinct from "b"."j" as "modified" from "u", "a", "b"'), 'wharf_record_update', rowCount <= preparedRows);
  return row ? { rowVersion: row.row_version, isModified: row.modified } : undefined;
}
