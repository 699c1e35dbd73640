import type { Knex } from 'knex';
import { databaseRoles } from './support';

/**
 * Customs reference code tables (countries, currencies, units, ports, transport modes, entry
 * types): platform data every tenant reads and no tenant writes. Each type records a version
 * (a hash of its content) that `GET /api/pcode` turns into an etag.
 */
export async function up(knex: Knex): Promise<void> {
  const appRole = (await databaseRoles(knex)).app;
  await knex.schema.createTable('ref_code_type', (t) => {
    t.string('type', 64).primary();
    t.jsonb('names').notNullable().comment('the table name per language');
    t.string('source', 500).notNullable().comment('where the codes come from');
    t.string('version', 64).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('ref_code', (t) => {
    t.string('type', 64).notNullable().references('type').inTable('ref_code_type').onDelete('CASCADE');
    t.string('code', 32).notNullable();
    t.jsonb('names').notNullable().comment('zh_CN, en_US, th_TH, zh_TW');
    t.jsonb('extra').notNullable().defaultTo('{}').comment('e.g. alpha3 and numeric codes, currency digits');
    t.integer('sort_no').notNullable().defaultTo(0);
    t.primary(['type', 'code']);
  });
  await knex.raw('grant select on ref_code_type, ref_code to ??', [appRole]);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('ref_code');
  await knex.schema.dropTableIfExists('ref_code_type');
}
