import type { Knex } from 'knex';

/** The channel a session's or its user's change is announced on; the API's session cache listens to it. */
export const sessionChangeChannel = 'wharf_session_change';

/**
 * Announces every change that can make a cached session answer differently: a session revoked,
 * shortened, switched to another tenant, rescoped or removed (`s:<session id>`), and a user frozen,
 * deleted or removed (`u:<user id>`). PostgreSQL delivers the notice when the change commits, to
 * every API process, each of which drops what it cached (server/src/auth/sessionCache.ts).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function auth_notify_session_change() returns trigger language plpgsql as $fn$
    begin
      if tg_table_name = 'sys_session' then
        perform pg_notify('${sessionChangeChannel}', 's:' || old.id::text);
      else
        perform pg_notify('${sessionChangeChannel}', 'u:' || old.id::text);
      end if;
      return null;
    end $fn$`);
  await knex.raw(`
    create trigger sys_session_change_notify
      after update of revoked_at, expires_at, acting_tenant_id, scope, user_id, token_hash or delete on sys_session
      for each row execute function auth_notify_session_change()`);
  await knex.raw(`
    create trigger sys_user_change_notify
      after update of status, del_flag or delete on sys_user
      for each row execute function auth_notify_session_change()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger if exists sys_user_change_notify on sys_user');
  await knex.raw('drop trigger if exists sys_session_change_notify on sys_session');
  await knex.raw('drop function if exists auth_notify_session_change()');
}
