import { kindsHoldingCode, scriptLocations } from '@wharf/engine';
import type { Knex } from 'knex';
import type { CodeGroup } from './codeGroups';

/** One piece of code the search found (spec §7 manage/codeSearch/code). */
export interface CodeHit {
  /** The record holding it: a definition's id, or a SQL/HTTP config's id. */
  id: string;
  group: CodeGroup;
  /** Where in the record: a readable place (field › rule, button, column). */
  key: string;
  /** The place as the update names it (`col_name`): a JSON pointer into a definition, or the config's field. */
  colName: string;
  code: string;
  name: string;
  script: string;
}

export interface CodeSearchQuery {
  /** Text the code contains. */
  key?: string;
  /** Text of the record's name. */
  name?: string;
  /** Text of the record's code. */
  code?: string;
  group?: CodeGroup;
}

/** At most this many hits; a developer narrows the search rather than reads thousands. */
export const maxCodeHits = 200;

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const contains = (haystack: string, needle: string | undefined) => !needle || haystack.toLowerCase().includes(needle.toLowerCase());

/**
 * The tenant's code matching the search (row-level security keeps it to the tenant): scripts in the
 * head (latest saved) version of form and view definitions, HTTP configs' return scripts and SQL
 * configs' queries. Name and code narrow the records in SQL; the code text narrows the places.
 */
export async function searchCode(trx: Knex.Transaction, query: CodeSearchQuery): Promise<CodeHit[]> {
  const hits: CodeHit[] = [];
  // The kinds whose specs hold code of the group asked for (forms, views), from the kind registry.
  const kinds = kindsHoldingCode(query.group);
  if (kinds.length > 0) {
    const definitions: Array<{ id: string; kind: string; code: string; name: string; body: unknown }> = await trx('eform_definition')
      .whereIn('kind', kinds)
      .modify((q) => {
        if (query.name) q.whereRaw("name ilike ? escape '\\'", [like(query.name)]);
        if (query.code) q.whereRaw("code ilike ? escape '\\'", [like(query.code)]);
        // The body's text narrows the rows before the walk (code is stored as JSON text, escaped).
        if (query.key) q.whereRaw("body::text ilike ? escape '\\'", [like(JSON.stringify(query.key).slice(1, -1))]);
      })
      .orderBy(['kind', 'code'])
      .select('id', 'kind', 'code', 'name', 'body');
    for (const definition of definitions) {
      for (const place of scriptLocations(definition.kind, definition.body)) {
        if ((query.group && place.group !== query.group) || !contains(place.script, query.key)) continue;
        hits.push({ id: definition.id, group: place.group, key: place.place, colName: place.pointer, code: definition.code, name: definition.name, script: place.script });
      }
    }
  }
  const configs = async (group: CodeGroup, table: string, codeColumn: string, nameColumn: string, scriptColumn: string, colName: string) => {
    if (query.group && query.group !== group) return;
    const rows: Array<{ id: string; code: string; name: string; script: string }> = await trx(table)
      .whereNotNull(scriptColumn)
      .modify((q) => {
        if (query.name) q.whereRaw(`?? ilike ? escape '\\'`, [nameColumn, like(query.name)]);
        if (query.code) q.whereRaw(`?? ilike ? escape '\\'`, [codeColumn, like(query.code)]);
        if (query.key) q.whereRaw(`?? ilike ? escape '\\'`, [scriptColumn, like(query.key)]);
      })
      .orderBy(codeColumn)
      .limit(maxCodeHits)
      .select({ id: 'id', code: codeColumn, name: nameColumn, script: scriptColumn });
    for (const row of rows) hits.push({ id: row.id, group, key: colName, colName, code: row.code, name: row.name, script: row.script });
  };
  await configs('httpReturn', 'eform_http_config', 'http_code', 'http_name', 'return_script', 'returnScript');
  await configs('sqlQuery', 'eform_sql_config', 'sql_code', 'sql_name', 'sql_query', 'sqlQuery');
  return hits.slice(0, maxCodeHits);
}
