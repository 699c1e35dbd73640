import type { Knex } from 'knex';

/**
 * `wharf_assert(is_kept, reason)`: true, or an error with SQLSTATE `WH001` and `reason` as its
 * message. A statement sent together with its transaction's COMMIT (one socket write, issue 21: a
 * create numbered from a gap-free counter holds the counter's row only for PostgreSQL's own time)
 * uses it to abort itself when what the server checked beforehand no longer holds (the number it
 * got is not one the rules were checked for): the transaction is then aborted, the COMMIT after it
 * answers ROLLBACK, and the server redoes the save the careful way. Plain SQL offers no way to raise.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create or replace function wharf_assert(is_kept boolean, reason text) returns boolean
      language plpgsql set search_path = pg_catalog, pg_temp
      as $fn$ begin
        if is_kept is not true then raise exception using errcode = 'WH001', message = reason; end if;
        return true;
      end $fn$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function if exists wharf_assert(boolean, text)');
}
