import type { Knex } from 'knex';
import { databaseRoles } from './support';

/**
 * Functions PUBLIC may call by default that a builder's SQL (a SQL config, a view's reportSql)
 * should never reach, besides those migration 0050 confines (set_config, session advisory locks):
 * `pg_notify` speaks on the server's own channels (session changes, the job queue), and the
 * `*_to_xml` functions run SQL text given as a string, which no check of the statement sees.
 * The app role keeps `pg_notify`: its deletes fire the session-change triggers (migration 0072).
 */
const keptFromPublic = [
  'pg_catalog.query_to_xml(text, boolean, boolean, text)',
  'pg_catalog.query_to_xmlschema(text, boolean, boolean, text)',
  'pg_catalog.query_to_xml_and_xmlschema(text, boolean, boolean, text)',
  'pg_catalog.cursor_to_xml(refcursor, integer, boolean, boolean, text)',
  'pg_catalog.cursor_to_xmlschema(refcursor, boolean, boolean, text)',
  'pg_catalog.table_to_xml(regclass, boolean, boolean, text)',
  'pg_catalog.table_to_xmlschema(regclass, boolean, boolean, text)',
  'pg_catalog.table_to_xml_and_xmlschema(regclass, boolean, boolean, text)',
  'pg_catalog.schema_to_xml(name, boolean, boolean, text)',
  'pg_catalog.schema_to_xmlschema(name, boolean, boolean, text)',
  'pg_catalog.schema_to_xml_and_xmlschema(name, boolean, boolean, text)',
  'pg_catalog.database_to_xml(boolean, boolean, text)',
  'pg_catalog.database_to_xmlschema(boolean, boolean, text)',
  'pg_catalog.database_to_xml_and_xmlschema(boolean, boolean, text)',
];
const appOnly = ['pg_catalog.pg_notify(text, text)'];

/**
 * Builder SQL confinement, second wall. Only the functions' owner (the bootstrap superuser) can
 * take EXECUTE from PUBLIC; an owner that is no superuser (most managed PostgreSQL services) gets a
 * warning and nothing changes, here and in migration 0050, so `set_config`, `pg_notify` and the rest
 * stay callable by `wharf_sql_reader`.
 *
 * What holds then, whatever the owner's rights, is the first wall:
 * - every builder SQL is read by PostgreSQL's own parser (`server/src/eform/sqlConfig/
 *   checkBuilderSql.ts`) when it is saved AND again before every run (so SQL saved earlier or
 *   installed from a package is checked too): exactly one SELECT, functions only from an
 *   allow-list (no set_config, current_setting, pg_*, *_to_xml, dblink, lo_*, advisory locks), no
 *   reg* casts, no relation but the tenant's business tables by code, its own WITH queries and the
 *   four readable platform tables; no catalogue, information_schema or other schema;
 * - it runs as one extended-protocol statement (no SET, no second statement) in a READ ONLY
 *   transaction whose `app.tenant_id` the server set before `SET LOCAL ROLE wharf_sql_reader`;
 *   nothing the statement may call can change that setting or the role, so forced row-level
 *   security keeps it to the caller's tenant;
 * - the reader role has SELECT on the business tables and those four tables only.
 * A test (`server/test/sqlConfigParser.int.test.ts`) grants set_config back to PUBLIC and shows
 * another tenant's rows stay out of reach.
 */
export async function up(knex: Knex): Promise<void> {
  const { rows: [me] } = await knex.raw<{ rows: Array<{ rolsuper: boolean }> }>('select rolsuper from pg_roles where rolname = current_user');
  if (!me?.rolsuper) return;
  const { app } = await databaseRoles(knex);
  for (const signature of [...keptFromPublic, ...appOnly]) await knex.raw(`revoke execute on function ${signature} from public`);
  for (const signature of appOnly) await knex.raw(`grant execute on function ${signature} to ??`, [app]);
}

export async function down(knex: Knex): Promise<void> {
  const { rows: [me] } = await knex.raw<{ rows: Array<{ rolsuper: boolean }> }>('select rolsuper from pg_roles where rolname = current_user');
  if (!me?.rolsuper) return;
  for (const signature of [...keptFromPublic, ...appOnly]) await knex.raw(`grant execute on function ${signature} to public`);
}
