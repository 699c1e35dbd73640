import type { Knex } from 'knex';
import { databaseRoles, grantFunctionToApp } from './support';

/**
 * `wharf_sql_reader_role()`: the name of this database's reader role, for the app role to switch to
 * before running a SQL config. The app role cannot read `wharf_meta` where the name is recorded, and
 * the name differs between databases sharing one server (`wharf_sql_reader` or a name of its own).
 */
export async function up(knex: Knex): Promise<void> {
  const { sqlReader } = await databaseRoles(knex);
  // A function body takes no bind parameters: PostgreSQL's format() quotes the name as a literal.
  const { rows: [created] } = await knex.raw<{ rows: Array<{ sql: string }> }>(
    "select format('create function wharf_sql_reader_role() returns text language sql immutable parallel safe as $f$ select %L::text $f$', ?::text) as sql",
    [sqlReader],
  );
  await knex.raw(created!.sql);
  await grantFunctionToApp(knex, 'wharf_sql_reader_role()');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function if exists wharf_sql_reader_role()');
}
