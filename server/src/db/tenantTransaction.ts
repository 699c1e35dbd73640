import { createRequire } from 'node:module';
import type { Knex } from 'knex';

/**
 * Knex's PostgreSQL client with one addition: a transaction started with `tenantTransaction(id)`
 * in its config opens with `BEGIN` and the tenant's `set_config('app.tenant_id', …, true)` in one
 * round trip (one simple-protocol text), where knex would send them one after the other. Every
 * tenant request opens such a transaction, so that is one statement, one socket write and one wait
 * fewer per request. The tenant id is written into the text only when it is a uuid (it is a
 * server-side value: a session's tenant, never the client's); anything else takes the two-statement
 * way with the value bound.
 */

interface KnexTransaction {
  isolationLevel?: string;
  readOnly?: boolean;
  txid: string;
  query(connection: unknown, sql: string): Promise<unknown>;
  begin(connection: unknown): Promise<unknown>;
  savepoint(connection: unknown): Promise<unknown>;
}
type TransactionClass = new (client: unknown, container: unknown, config: unknown, outerTx: unknown) => KnexTransaction;
type ClientClass = new (config: Knex.Config) => { transaction(container: unknown, config: unknown, outerTx: unknown): unknown };

// knex exports neither class; these are the ones its 'pg' client name resolves to.
const require = createRequire(import.meta.url);
const PgClient = require('knex/lib/dialects/postgres/index.js') as ClientClass;
const PgTransaction = require('knex/lib/dialects/postgres/execution/pg-transaction.js') as TransactionClass;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The config key that carries the tenant (knex passes unknown transaction config keys through). */
const tenantKey = 'wharfTenantId';

/** The statement that makes a transaction the tenant's (row-level security reads `app.tenant_id`). */
const setTenant = (tenantId: string) => `select set_config('app.tenant_id', '${tenantId}', true)`;

class TenantPgTransaction extends PgTransaction {
  private readonly tenantId: string | undefined;

  constructor(client: unknown, container: unknown, config: Record<string, unknown> | undefined, outerTx: unknown) {
    super(client, container, config, outerTx);
    // Set before knex opens the transaction: it acquires the connection and begins on a later tick.
    const tenantId = config?.[tenantKey];
    this.tenantId = typeof tenantId === 'string' && uuidPattern.test(tenantId) ? tenantId : undefined;
  }

  override begin(connection: unknown): Promise<unknown> {
    if (!this.tenantId) return super.begin(connection);
    const mode = [this.isolationLevel ? `isolation level ${this.isolationLevel}` : '', this.readOnly ? 'read only' : ''].join(' ').trim();
    return this.query(connection, `begin${mode ? ` transaction ${mode}` : ''}; ${setTenant(this.tenantId)}`);
  }

  override savepoint(connection: unknown): Promise<unknown> {
    if (!this.tenantId) return super.savepoint(connection);
    return this.query(connection, `savepoint ${this.txid}; ${setTenant(this.tenantId)}`);
  }
}

/** The 'pg' client whose transactions may open as a tenant's (see the file's comment). */
export class TenantPgClient extends PgClient {
  override transaction(container: unknown, config: unknown, outerTx: unknown): unknown {
    return new TenantPgTransaction(this, container, config as Record<string, unknown> | undefined, outerTx);
  }
}

/**
 * The transaction config that opens a transaction as `tenantId`'s in its first statement, or
 * undefined when `db` cannot (another client, or an id that is not a uuid): then the caller sets
 * the tenant with a statement of its own.
 */
export function tenantTransaction(db: Knex, tenantId: string): Knex.TransactionConfig | undefined {
  if (!(db.client instanceof TenantPgClient) || !uuidPattern.test(tenantId)) return undefined;
  return { [tenantKey]: tenantId } as Knex.TransactionConfig;
}
