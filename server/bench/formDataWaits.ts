import type { Knex } from 'knex';

/**
 * What the database's sessions are doing while a loaded phase runs (issue 21: what do 200 saves queue
 * on?): every `everyMs`, `pg_stat_activity`'s client backends of this database by state and wait
 * event, and the lock waits by the locked thing (a transaction id: a row another transaction holds).
 * Counts are session-samples: "idle in transaction / Client:ClientRead" is a transaction waiting for
 * its Node process, "active / Lock:transactionid" a statement waiting on a row lock, "active / -" one
 * running on the CPU.
 */
export interface WaitSamples {
  stop(): Promise<{ samples: number; sessions: Map<string, number>; lockWaits: Map<string, number> }>;
}

const activity = `select state, coalesce(wait_event_type || ':' || wait_event, '-') as waiting, count(*)::int as n
  from pg_stat_activity where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()
  group by 1, 2`;

// Which relation's rows the waited-for transactions hold is not in pg_locks; the waiter's query says what it was doing.
const lockWaits = `select l.locktype || ' ← ' || left(regexp_replace(a.query, '\\s+', ' ', 'g'), 60) as waiting, count(*)::int as n
  from pg_locks l join pg_stat_activity a on a.pid = l.pid where not l.granted and a.datname = current_database()
  group by 1`;

/** Starts sampling on the owner's connection (outside the measured pools). */
export function sampleWaits(owner: Knex, everyMs = 20): WaitSamples {
  const sessions = new Map<string, number>();
  const locks = new Map<string, number>();
  let samples = 0;
  let running = true;
  const add = (into: Map<string, number>, key: string, n: number) => into.set(key, (into.get(key) ?? 0) + n);
  const loop = (async () => {
    while (running) {
      type Counted = { rows: Array<{ state?: string | null; waiting: string; n: number }> };
      const [{ rows: states }, { rows: waits }] = await Promise.all([owner.raw<Counted>(activity), owner.raw<Counted>(lockWaits)]);
      samples += 1;
      for (const row of states) add(sessions, `${row.state ?? '?'} / ${row.waiting}`, row.n);
      for (const row of waits) add(locks, row.waiting, row.n);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { samples, sessions, lockWaits: locks };
    },
  };
}

/** The sampled states as lines, most frequent first, each with its mean number of sessions per sample. */
export function describeWaits(label: string, found: Awaited<ReturnType<WaitSamples['stop']>>): string {
  const lines = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([key, n]) => `  ${(n / Math.max(1, found.samples)).toFixed(1).padStart(6)}  ${key}`);
  return [`${label}: ${found.samples} samples; sessions per sample by state / wait event:`, ...lines(found.sessions), '  lock waits per sample:', ...lines(found.lockWaits)].join('\n');
}
