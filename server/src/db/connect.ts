import knexFactory, { type Knex } from 'knex';
import pg from 'pg';

// COUNT(*) and other int8 values arrive as strings by default; counts here stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** A Knex instance on PostgreSQL with a bounded pool. */
export function connect(url: string, options: { poolMax?: number; applicationName?: string } = {}): Knex {
  return knexFactory({
    client: 'pg',
    connection: { connectionString: url, application_name: options.applicationName ?? 'wharf' },
    pool: { min: 0, max: options.poolMax ?? 10 },
    acquireConnectionTimeout: 30_000,
  });
}

/** The same server and database as `ownerUrl`, logged in as another role. */
export function withCredentials(ownerUrl: string, user: string, password: string): string {
  const url = new URL(ownerUrl);
  url.username = encodeURIComponent(user);
  url.password = encodeURIComponent(password);
  return url.toString();
}
