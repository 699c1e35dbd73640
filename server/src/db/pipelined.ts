import type { QueryConfig } from 'pg';

/** A pg client as far as sending queries back to back goes (its own queue state is read to know it is idle). */
export interface PipeliningClient {
  query(config: string | QueryConfig): Promise<unknown>;
  pipeline?: boolean;
  readyForQuery?: boolean;
  _activeQuery?: unknown;
  _queryQueue?: unknown[];
  _sentQueryQueue?: unknown[];
  connection?: { stream?: { cork?(): void; uncork?(): void } };
}

/** Whether pg's pipeline mode may be switched on: nothing queued, sent or running, and the client built with it off. */
function isIdle(client: PipeliningClient): boolean {
  return Array.isArray(client._sentQueryQueue) && client._sentQueryQueue.length === 0
    && Array.isArray(client._queryQueue) && client._queryQueue.length === 0
    && !client._activeQuery && client.readyForQuery === true && client.pipeline === false;
}

/** Runs `queries` one after another on `client`, each one's outcome in order (what `sendTogether` answers, a round trip each). */
export async function sendInTurn(client: { query(query: string | QueryConfig): Promise<unknown> }, queries: ReadonlyArray<string | QueryConfig>): Promise<Array<PromiseSettledResult<unknown>>> {
  const outcomes: Array<PromiseSettledResult<unknown>> = [];
  for (const query of queries) {
    try {
      outcomes.push({ status: 'fulfilled', value: await client.query(query) });
    } catch (reason) {
      outcomes.push({ status: 'rejected', reason });
    }
  }
  return outcomes;
}

/**
 * Sends `queries` on `client` without waiting for one answer before writing the next, in one
 * socket write (pg's pipeline mode, switched on for these only, with the socket corked), and
 * answers each one's outcome in order. Each query has its own sync point, so PostgreSQL runs them
 * one after another in its session exactly as if each had been awaited: a failure does not skip
 * the next ones (inside a transaction they then fail as the transaction is aborted), and callers
 * read the outcomes in order to decide. A client with anything in flight (a query someone did not
 * wait for) takes them one after another instead, with the same answers.
 */
export async function sendTogether(client: PipeliningClient, queries: ReadonlyArray<string | QueryConfig>): Promise<Array<PromiseSettledResult<unknown>>> {
  if (!isIdle(client)) return sendInTurn(client, queries);
  const stream = client.connection?.stream;
  client.pipeline = true;
  stream?.cork?.();
  let sent: Array<Promise<unknown>>;
  try {
    sent = queries.map((query) => client.query(query));
  } finally {
    stream?.uncork?.();
  }
  try {
    return await Promise.allSettled(sent);
  } finally {
    // Every answer is in (allSettled), so nothing is left in pipeline mode's queues.
    client.pipeline = false;
  }
}
