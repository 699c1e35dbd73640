import pg from 'pg';

/**
 * Watches every pg client in this process for a query sent while the same client is still busy
 * with another one already waiting (what pg 8 warns about once per process, "Calling
 * client.query() when the client is already executing a query", and pg 9 refuses). Each such call
 * is recorded with its stack, so a test can name the code that overlaps queries on one connection
 * (typically `Promise.all` over statements of one transaction). Pipelined clients are not counted.
 */
export function watchQueryOverlap(): { overlaps: string[]; stop(): void } {
  const overlaps: string[] = [];
  const prototype = pg.Client.prototype as unknown as { query(this: unknown, ...args: unknown[]): unknown };
  const query = prototype.query;
  prototype.query = function watchedQuery(this: { _queryQueue?: unknown[]; pipeline?: boolean }, ...args: unknown[]) {
    if ((this._queryQueue?.length ?? 0) > 0 && !this.pipeline) overlaps.push(new Error('query sent while the client is busy').stack ?? '');
    return query.apply(this, args);
  };
  return { overlaps, stop: () => { prototype.query = query; } };
}
