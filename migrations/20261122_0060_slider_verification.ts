import type { Knex } from 'knex';
import { databaseRoles, grantFunctionToApp } from './support';

/**
 * Slider verification on the login family (spec: "slider verification failure"): the site
 * setting that says when a login needs it, the challenges with their answers and the
 * single-use tokens a solved challenge gives, and the recent-failure marks that make
 * 'afterFailure' ask for it. These are platform tables (not tenant data, no tenant is known
 * before login): the app role reaches them only through the SECURITY DEFINER functions below,
 * so it can never read an answer.
 */
export async function up(knex: Knex): Promise<void> {
  const appRole = (await databaseRoles(knex)).app;
  await knex.schema.alterTable('sys_site_setting', (t) => {
    t.string('login_slider', 16).notNullable().defaultTo('afterFailure').comment('off, afterFailure, always');
    t.check("login_slider in ('off', 'afterFailure', 'always')", [], 'sys_site_setting_login_slider');
  });

  await knex.schema.createTable('auth_slider_challenge', (t) => {
    t.uuid('id').primary();
    t.smallint('answer_x').notNullable().comment('left edge of the gap, in image pixels');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('attempted_at', { useTz: true }).comment('one try per challenge: set by the first verify, right or wrong');
    t.binary('token_hash').unique().comment('sha256 of the token a right answer gave');
    t.timestamp('token_expires_at', { useTz: true });
    t.timestamp('token_used_at', { useTz: true });
    t.index(['expires_at']);
  });
  await knex.raw('revoke all on auth_slider_challenge from public');

  await knex.schema.createTable('auth_login_failure', (t) => {
    t.string('key', 100).primary().comment('hashed account name or client address');
    t.timestamp('failed_at', { useTz: true }).notNullable();
  });
  await knex.raw('revoke all on auth_login_failure from public');

  // A new challenge; expired rows of the last hour are swept on the way (cheap, indexed).
  await knex.raw(`
    create function auth_slider_create(p_id uuid, p_answer_x integer, p_lifetime_seconds integer)
      returns void
      language plpgsql volatile security definer set search_path = public, pg_temp
      as $$
      begin
        delete from auth_slider_challenge where expires_at < now() - interval '1 hour';
        insert into auth_slider_challenge (id, answer_x, expires_at) values (p_id, p_answer_x, now() + make_interval(secs => p_lifetime_seconds));
      end $$`);

  // The one try of a challenge: 'unknown' (missing, expired or tried), 'wrong' (burnt), or
  // 'granted' with the token's hash stored. A null x is a refused track: burnt, never granted.
  await knex.raw(`
    create function auth_slider_verify(p_id uuid, p_x integer, p_tolerance integer, p_token_hash bytea, p_token_seconds integer)
      returns text
      language plpgsql volatile security definer set search_path = public, pg_temp
      as $$
      declare v_answer integer;
      begin
        update auth_slider_challenge set attempted_at = now()
         where id = p_id and attempted_at is null and expires_at > now()
         returning answer_x into v_answer;
        if not found then return 'unknown'; end if;
        if p_x is null or abs(p_x - v_answer) > p_tolerance then return 'wrong'; end if;
        update auth_slider_challenge set token_hash = p_token_hash, token_expires_at = now() + make_interval(secs => p_token_seconds) where id = p_id;
        return 'granted';
      end $$`);

  // Uses a token up: true once, for a live token.
  await knex.raw(`
    create function auth_slider_redeem(p_token_hash bytea)
      returns boolean
      language sql volatile security definer set search_path = public, pg_temp
      as $$ with used as (
              update auth_slider_challenge set token_used_at = now()
               where token_hash = p_token_hash and token_used_at is null and token_expires_at > now()
               returning 1)
            select exists (select 1 from used) $$`);

  await knex.raw(`
    create function auth_note_login_failure(p_keys text[])
      returns void
      language sql volatile security definer set search_path = public, pg_temp
      as $$ insert into auth_login_failure (key, failed_at) select k, now() from unnest(p_keys) as k
            on conflict (key) do update set failed_at = excluded.failed_at $$`);

  await knex.raw(`
    create function auth_had_login_failure(p_keys text[], p_within_seconds integer)
      returns boolean
      language sql stable security definer set search_path = public, pg_temp
      as $$ select exists (select 1 from auth_login_failure where key = any(p_keys) and failed_at > now() - make_interval(secs => p_within_seconds)) $$`);

  for (const signature of [
    'auth_slider_create(uuid, integer, integer)',
    'auth_slider_verify(uuid, integer, integer, bytea, integer)',
    'auth_slider_redeem(bytea)',
  ]) await grantFunctionToApp(knex, signature);
  // grantFunctionToApp's signature check has no array types; the same two statements by hand.
  for (const signature of ['auth_note_login_failure(text[])', 'auth_had_login_failure(text[], integer)']) {
    await knex.raw(`revoke all on function ${signature} from public`);
    await knex.raw(`grant execute on function ${signature} to ??`, [appRole]);
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function if exists auth_had_login_failure(text[], integer)');
  await knex.raw('drop function if exists auth_note_login_failure(text[])');
  await knex.raw('drop function if exists auth_slider_redeem(bytea)');
  await knex.raw('drop function if exists auth_slider_verify(uuid, integer, integer, bytea, integer)');
  await knex.raw('drop function if exists auth_slider_create(uuid, integer, integer)');
  await knex.schema.dropTableIfExists('auth_login_failure');
  await knex.schema.dropTableIfExists('auth_slider_challenge');
  await knex.schema.alterTable('sys_site_setting', (t) => {
    t.dropChecks(['sys_site_setting_login_slider']);
    t.dropColumn('login_slider');
  });
}
