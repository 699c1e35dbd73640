/**
 * Takes each chunk while the ones before are being written: a streamed sheet is parsed in this
 * process while PostgreSQL checks and writes, instead of one after the other. Up to `depth` chunks
 * are read ahead, one after another (the sheet is read in order), each of the size asked when it
 * was queued (chunks only group rows; every row ends the same whatever its chunk).
 */
export function readingAhead<T>(take: (count: number) => Promise<T[]>, depth = 1): (count: number) => Promise<T[]> {
  const ahead: Array<Promise<T[]>> = [];
  let isEnded = false;
  let last: Promise<unknown> = Promise.resolve();
  const queue = (count: number) => {
    const taken = last.then(async () => (isEnded ? [] : take(count))).then((rows) => {
      if (rows.length === 0) isEnded = true;
      return rows;
    });
    // Awaited when its turn comes; a failure meanwhile is not an unhandled rejection.
    last = taken.catch(() => undefined);
    ahead.push(taken);
  };
  return async (count) => {
    if (ahead.length === 0) queue(count);
    const taken = await ahead.shift()!;
    if (taken.length > 0) while (ahead.length < depth) queue(count);
    return taken;
  };
}
