import { createHash, randomBytes } from 'node:crypto';
import type { PoolClient } from 'pg';
import { defaultRoleNames, roleNameKeys, type DatabaseRoles } from '../../../migrations/index';
import { withCredentials } from './connect';

/** Where request queries log in: the app role and its connection string. */
export interface AppLogin {
  roles: DatabaseRoles;
  /** The connection string for the app role's pool (APP_DATABASE_URL when given). */
  url: string;
}

/**
 * A start refused because of the roles: the message names the role and what to change. It never
 * carries a password or a statement (PostgreSQL's reason only).
 */
export class RoleSetupError extends Error {
  override name = 'RoleSetupError';
}

/** PostgreSQL's role names are at most 63 bytes. */
const maxRoleNameLength = 63;
const passwordKey = 'app_role_password';

/**
 * The names a database takes when another database on the server already uses the default ones:
 * the database's name made safe, shortened, and a hash of the full name (so `a-b` and `a_b`, or two
 * long names that share their start, get different roles). Decided once and recorded.
 */
export function perDatabaseRoleNames(databaseName: string): DatabaseRoles {
  const hash = createHash('sha256').update(databaseName).digest('hex').slice(0, 8);
  const safe = databaseName.toLowerCase().replace(/[^a-z0-9_]+/g, '_');
  const named = (prefix: string) => `${prefix}_${safe.slice(0, maxRoleNameLength - prefix.length - hash.length - 2)}_${hash}`;
  return { app: named(defaultRoleNames.app), sqlReader: named(defaultRoleNames.sqlReader) };
}

/**
 * Makes sure this database's two roles exist and are fit, as the owner and idempotently, and says
 * how requests log in. The names are recorded in `wharf_meta` (owner-only) the first time:
 * `wharf_app`/`wharf_sql_reader` when the server has neither yet (and for databases from before the
 * names were recorded), else names of this database's own, so two Wharf databases on one server never
 * share a role or reset each other's password.
 *
 * - With `appDatabaseUrl`, the app role is the one it logs in as, and nothing about it is changed.
 * - Otherwise the app role is created with its attributes (no superuser, no BYPASSRLS, which an owner
 *   with CREATEROLE may grant only this way), and afterwards only its password is set: the one recorded.
 * - The reader role is created when missing (no login) and granted to the app role when it is not yet.
 * - Either role with superuser or BYPASSRLS, a reader that can log in, or an app role owning a table
 *   of this database refuses the start.
 */
export async function ensureDatabaseRoles(client: PoolClient, ownerUrl: string, appDatabaseUrl: string | undefined): Promise<AppLogin> {
  await client.query('create table if not exists wharf_meta (key text primary key, value text not null)');
  await client.query('revoke all on wharf_meta from public');
  const meta = await readMeta(client);
  const givenApp = appDatabaseUrl ? decodeURIComponent(new URL(appDatabaseUrl).username) : undefined;
  if (appDatabaseUrl && !givenApp) throw new RoleSetupError('APP_DATABASE_URL names no user: give the app role\'s name and password in it');

  const recorded = recordedNames(meta);
  let roles = recorded ?? (await chooseNames(client, givenApp));
  const isNew = !recorded;
  if (givenApp && roles.app !== givenApp) {
    throw new RoleSetupError(`APP_DATABASE_URL logs in as "${givenApp}", but this database's tables are granted to "${roles.app}": log in as "${roles.app}"`);
  }

  let password: string | undefined;
  if (!givenApp) {
    if (!meta.has(passwordKey)) await client.query('insert into wharf_meta (key, value) values ($1, $2) on conflict (key) do nothing', [passwordKey, randomBytes(24).toString('hex')]);
    password = (await readMeta(client)).get(passwordKey)!;
    const claimed = await ensureAppRole(client, roles.app, password);
    // Another database on this server took the default name a moment ago: take names of our own.
    if (!claimed && isNew) {
      roles = perDatabaseRoleNames(await currentDatabase(client));
      if (!(await ensureAppRole(client, roles.app, password))) throw new RoleSetupError(`could not create the role "${roles.app}": it was created by someone else meanwhile; start again`);
    }
  }
  await ensureReaderRole(client, roles);
  await refuseUnfitRoles(client, roles);
  if (!meta.has(roleNameKeys.app) || !meta.has(roleNameKeys.sqlReader)) {
    await client.query('insert into wharf_meta (key, value) values ($1, $2), ($3, $4) on conflict (key) do nothing', [roleNameKeys.app, roles.app, roleNameKeys.sqlReader, roles.sqlReader]);
  }
  return { roles, url: appDatabaseUrl ?? withCredentials(ownerUrl, roles.app, password!) };
}

async function readMeta(client: PoolClient): Promise<Map<string, string>> {
  const { rows } = await client.query<{ key: string; value: string }>('select key, value from wharf_meta');
  return new Map(rows.map((row) => [row.key, row.value]));
}

/** The recorded names; a database from before they were recorded (it has a password) uses the defaults. */
function recordedNames(meta: Map<string, string>): DatabaseRoles | undefined {
  const app = meta.get(roleNameKeys.app);
  const sqlReader = meta.get(roleNameKeys.sqlReader);
  if (app && sqlReader) return { app, sqlReader };
  return meta.has(passwordKey) ? defaultRoleNames : undefined;
}

/** Names for a database seen for the first time. */
async function chooseNames(client: PoolClient, givenApp: string | undefined): Promise<DatabaseRoles> {
  const own = perDatabaseRoleNames(await currentDatabase(client));
  if (givenApp) {
    // The operator's app role: the default reader when it is free or already granted to that role.
    const reader = await roleRow(client, defaultRoleNames.sqlReader);
    const isGranted = reader ? await isMemberOf(client, givenApp, defaultRoleNames.sqlReader) : false;
    return { app: givenApp, sqlReader: !reader || isGranted ? defaultRoleNames.sqlReader : own.sqlReader };
  }
  const isTaken = (await roleRow(client, defaultRoleNames.app)) || (await roleRow(client, defaultRoleNames.sqlReader));
  return isTaken ? own : defaultRoleNames;
}

/**
 * Creates the app role with its attributes, or sets the recorded password of one this database
 * already uses. Returns false when the role appeared between the check and the creation (another
 * database's start took the name).
 */
async function ensureAppRole(client: PoolClient, role: string, password: string): Promise<boolean> {
  if (await roleRow(client, role)) {
    await roleDdl(client, 'alter role %I password %L', role, password, `set the password of the role "${role}"`);
    return true;
  }
  try {
    await roleDdl(client, 'create role %I login nosuperuser nobypassrls nocreatedb nocreaterole noreplication password %L', role, password, `create the role "${role}"`);
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === '42710') return false;
    throw error;
  }
}

async function ensureReaderRole(client: PoolClient, roles: DatabaseRoles): Promise<void> {
  if (!(await roleRow(client, roles.sqlReader))) {
    try {
      await roleDdl(client, 'create role %I nologin nosuperuser nobypassrls nocreatedb nocreaterole noreplication noinherit', roles.sqlReader, undefined, `create the role "${roles.sqlReader}"`);
    } catch (error) {
      if ((error as { code?: string }).code !== '42710') throw error;
    }
  }
  if (!(await isMemberOf(client, roles.app, roles.sqlReader))) {
    await roleDdl(client, 'grant %I to %I', roles.sqlReader, roles.app, `grant the role "${roles.sqlReader}" to "${roles.app}"`);
  }
}

async function refuseUnfitRoles(client: PoolClient, roles: DatabaseRoles): Promise<void> {
  const app = await roleRow(client, roles.app);
  if (!app) throw new RoleSetupError(`the app role "${roles.app}" does not exist`);
  if (app.rolsuper || app.rolbypassrls) {
    throw new RoleSetupError(`the app role "${roles.app}" is a superuser or has BYPASSRLS, so row-level security would not keep tenants apart: make it NOSUPERUSER NOBYPASSRLS`);
  }
  const reader = await roleRow(client, roles.sqlReader);
  if (reader && (reader.rolsuper || reader.rolbypassrls || reader.rolcanlogin)) {
    throw new RoleSetupError(`the SQL config role "${roles.sqlReader}" is a superuser, has BYPASSRLS or can log in: make it NOLOGIN NOSUPERUSER NOBYPASSRLS`);
  }
  const { rows: [owned] } = await client.query<{ n: number }>(
    "select count(*)::int as n from pg_class c join pg_roles r on r.oid = c.relowner where r.rolname = $1 and c.relkind in ('r', 'p', 'v', 'm')",
    [roles.app],
  );
  if (owned!.n > 0) {
    throw new RoleSetupError(`the app role "${roles.app}" owns ${owned!.n} table(s) of this database; an owner can switch row-level security off: give them to the database owner`);
  }
}

async function roleRow(client: PoolClient, role: string): Promise<{ rolsuper: boolean; rolbypassrls: boolean; rolcanlogin: boolean } | undefined> {
  const { rows } = await client.query('select rolsuper, rolbypassrls, rolcanlogin from pg_roles where rolname = $1', [role]);
  return rows[0];
}

async function isMemberOf(client: PoolClient, member: string, group: string): Promise<boolean> {
  const { rows } = await client.query('select pg_has_role($1, $2, \'MEMBER\') as yes', [member, group]);
  return rows[0].yes === true;
}

async function currentDatabase(client: PoolClient): Promise<string> {
  const { rows } = await client.query<{ name: string }>('select current_database() as name');
  return rows[0]!.name;
}

/**
 * Runs a role statement. DDL takes no bind parameters: PostgreSQL's own format() quotes the names
 * and the password. A failure is reported with PostgreSQL's reason and what was attempted, never
 * with the statement, which may hold the password.
 */
async function roleDdl(client: PoolClient, template: string, first: string, second: string | undefined, attempted: string): Promise<void> {
  const { rows: [statement] } = await client.query<{ text: string }>('select format($1, $2::text, $3::text) as text', [template, first, second ?? null]);
  try {
    await client.query(statement!.text);
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    const refused = new RoleSetupError(`could not ${attempted}: ${message ?? 'unknown error'}${code === '42501' ? ' (the owner needs CREATEROLE, or create the role yourself and set APP_DATABASE_URL)' : ''}`);
    Object.assign(refused, { code });
    throw refused;
  }
}
