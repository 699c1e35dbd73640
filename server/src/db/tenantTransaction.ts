import { createRequire } from 'node:module';
import type { Knex } from 'knex';
import type { QueryConfig } from 'pg';
import { sendTogether, type PipeliningClient } from './pipelined';

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
  // knex's own settlement of the transaction's promise (what its COMMIT and ROLLBACK end with).
  _completed: boolean;
  _resolver(value: unknown): void;
  _rejecter(error: unknown): void;
  commit(connection: unknown, value: unknown): Promise<unknown>;
  rollback(connection: unknown, error: unknown): Promise<unknown>;
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
/** The config key of a transaction joined to one already open on its connection (`joinedTransaction`). */
const joinedKey = 'wharfJoined';
/** The config key of the statements sent with the opening (`openingWith`). */
const openingWithKey = 'wharfOpeningWith';

/** Statements a transaction sends in the socket write of its opening, and where their outcomes go. */
interface OpeningWith {
  statements: ReadonlyArray<string | QueryConfig>;
  answered(outcomes: Array<PromiseSettledResult<unknown>>): void;
}

/**
 * Connections whose transaction was ended by PostgreSQL already: its last statement went with the
 * COMMIT in one socket write (`committingStatement.ts`), which commits, or rolls back when the
 * statement failed. Knex's own COMMIT or ROLLBACK for that transaction then settles it unsent.
 */
const endedByStatement = new WeakSet<object>();

/** Marks the transaction on `connection` as ended (see `endedByStatement`); knex's next COMMIT or ROLLBACK on it is not sent. */
export function markEndedByStatement(connection: object): void {
  endedByStatement.add(connection);
}

/** Whether the transaction on `connection` was ended by its last statement; the mark is taken (the next transaction starts clean). */
function takeEnded(connection: unknown): boolean {
  return typeof connection === 'object' && connection !== null && endedByStatement.delete(connection);
}

/** The statement that makes a transaction the tenant's (row-level security reads `app.tenant_id`). */
const setTenant = (tenantId: string) => `select set_config('app.tenant_id', '${tenantId}', true)`;

class TenantPgTransaction extends PgTransaction {
  private readonly tenantId: string | undefined;
  private readonly isJoined: boolean;
  private readonly openingWith: OpeningWith | undefined;

  constructor(client: unknown, container: unknown, config: Record<string, unknown> | undefined, outerTx: unknown) {
    super(client, container, config, outerTx);
    // Set before knex opens the transaction: it acquires the connection and begins on a later tick.
    const tenantId = config?.[tenantKey];
    this.tenantId = typeof tenantId === 'string' && uuidPattern.test(tenantId) ? tenantId : undefined;
    this.isJoined = config?.[joinedKey] === true;
    this.openingWith = config?.[openingWithKey] as OpeningWith | undefined;
  }

  override begin(connection: unknown): Promise<unknown> {
    if (this.isJoined) return Promise.resolve();
    if (!this.tenantId) return super.begin(connection);
    const mode = [this.isolationLevel ? `isolation level ${this.isolationLevel}` : '', this.readOnly ? 'read only' : ''].join(' ').trim();
    const opening = `begin${mode ? ` transaction ${mode}` : ''}; ${setTenant(this.tenantId)}`;
    if (this.openingWith) return this.beginWith(connection as PipeliningClient, opening, this.openingWith);
    return this.query(connection, opening);
  }

  /**
   * The opening and `openingWith`'s statements in one socket write (`sendTogether`): PostgreSQL runs
   * them in order, so they run inside the transaction after the tenant is set, and when the opening
   * fails they fail with it (an aborted or absent transaction), never reading without the tenant.
   * Their outcomes are handed over only when the opening succeeded; its failure fails the transaction
   * as knex's own BEGIN's would.
   */
  private async beginWith(connection: PipeliningClient, opening: string, openingWith: OpeningWith): Promise<void> {
    const [opened, ...outcomes] = await sendTogether(connection, [opening, ...openingWith.statements]);
    if (opened!.status === 'rejected') {
      this._completed = true;
      throw opened!.reason;
    }
    openingWith.answered(outcomes);
  }

  // A joined transaction ends as knex's COMMIT and ROLLBACK would end it, without sending them: the
  // transaction it joined is committed or rolled back by its owner. So does one its last statement ended.
  override commit(connection: unknown, value: unknown): Promise<unknown> {
    if (!this.isJoined && !takeEnded(connection)) return super.commit(connection, value);
    this._completed = true;
    this._resolver(value);
    return Promise.resolve();
  }

  override rollback(connection: unknown, error: unknown): Promise<unknown> {
    if (!this.isJoined && !takeEnded(connection)) return super.rollback(connection, error);
    this._completed = true;
    this._rejecter(error ?? new Error('the joined transaction was rolled back'));
    return Promise.resolve();
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

/**
 * `tenantTransaction`'s config with `statements` written in the same socket write as the opening
 * (reads that depend on no answer of the transaction's, e.g. a save's form stamp and dictionaries),
 * and the promise of their outcomes, in order, once the opening is answered. Undefined when `db`
 * cannot open so (see `tenantTransaction`): the caller runs them in the transaction itself.
 */
export function tenantTransactionWith(db: Knex, tenantId: string, statements: ReadonlyArray<string | QueryConfig>): { config: Knex.TransactionConfig; outcomes: Promise<Array<PromiseSettledResult<unknown>>> } | undefined {
  const config = tenantTransaction(db, tenantId);
  if (!config) return undefined;
  let answered!: (outcomes: Array<PromiseSettledResult<unknown>>) => void;
  const outcomes = new Promise<Array<PromiseSettledResult<unknown>>>((resolve) => {
    answered = resolve;
  });
  const openingWith: OpeningWith = { statements, answered };
  return { config: { ...config, [openingWithKey]: openingWith } as Knex.TransactionConfig, outcomes };
}

/**
 * A knex transaction joined to the one already open on `connection` (`tenantClientTransaction.ts`):
 * knex's queries run on that connection, inside that transaction, and it sends no BEGIN, COMMIT or
 * ROLLBACK. `settle()` ends knex's side when the owner is about to commit, `settle(error)` when it
 * rolls back; the owner then ends the transaction itself.
 */
export function joinedTransaction(db: Knex, connection: unknown): { transaction: Promise<Knex.Transaction>; settle(error?: unknown): Promise<void> } {
  if (!(db.client instanceof TenantPgClient)) throw new Error('only the app\'s pg client joins a transaction');
  let finish!: (error?: unknown) => void;
  const held = new Promise<void>((resolve, reject) => {
    finish = (error) => (error === undefined ? resolve() : reject(error));
  });
  let ended: Promise<unknown> = Promise.resolve();
  const transaction = new Promise<Knex.Transaction>((resolve, reject) => {
    ended = db.transaction((trx) => {
      resolve(trx);
      return held;
    }, { connection, [joinedKey]: true } as Knex.TransactionConfig).catch((error: unknown) => reject(error));
  });
  let settled: Promise<void> | undefined;
  return {
    transaction,
    settle: (error?: unknown) => (settled ??= (async () => {
      finish(error ?? undefined);
      await ended.catch(() => undefined);
      delete (connection as { __knexTxId?: string }).__knexTxId;
    })()),
  };
}
