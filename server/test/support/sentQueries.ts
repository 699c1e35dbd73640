import pg from 'pg';

/** One query call seen at the pg driver: the client it went to, its SQL, and how many queries that client had in flight then. */
export interface SentQuery {
  client: unknown;
  text: string;
  inFlight: number;
}

/**
 * Every query call any pg client in this process makes while `work` runs, seen at the driver (so
 * statements sent on a transaction's connection directly, past knex's query events, count too).
 * The statement-count tests read it to pin how many round trips an operation takes.
 */
export async function queriesSentDuring(work: () => Promise<unknown>): Promise<SentQuery[]> {
  const seen: SentQuery[] = [];
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function seenQuery(this: pg.Client, ...args: unknown[]) {
    const config = args[0] as string | { text: string };
    const state = this as unknown as { _activeQuery?: unknown; _queryQueue: unknown[]; _sentQueryQueue: unknown[] };
    const inFlight = (state._activeQuery ? 1 : 0) + (state._queryQueue?.length ?? 0) + (state._sentQueryQueue?.length ?? 0);
    seen.push({ client: this, text: typeof config === 'string' ? config : config.text, inFlight });
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = query;
  }
  return seen;
}

/** The SQL texts the process sends while `work` runs (see `queriesSentDuring`). */
export async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  return (await queriesSentDuring(work)).map((sent) => sent.text);
}
