import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import type { Knex } from 'knex';
import pino from 'pino';
import { loadConfig } from '../src/config';
import type { AppContext } from '../src/context';
import { bootstrapDatabase } from '../src/db/bootstrap';
import { connect } from '../src/db/connect';
import { startEmbeddedPostgres } from '../src/db/embeddedPostgres';
import { applySeeds, createApp, wharf } from '../src/app/composition';
import { stopSessionCache } from '../src/auth/sessionChangeListener';
import { visitLogFor } from '../src/identity/visitLog';
import { disposeServerScriptPool } from '../src/sandbox/serverScriptPool';

export const benchPassword = 'Bench-Passw0rd!';

export interface BenchApp {
  ctx: AppContext;
  url: string;
  owner: Knex;
  db: Knex;
  /** A signed-in demo_admin session and its tenant. */
  token: string;
  tenantId: string;
  stop(): Promise<void>;
}

/**
 * A fresh cluster (or a fresh database on DATABASE_URL's server, so earlier runs don't skew this
 * one), migrated and seeded, with the app listening on a free port and demo_admin signed in.
 */
export async function startBenchApp(): Promise<BenchApp> {
  const log = pino({ level: 'warn' });
  const dataDir = mkdtempSync(join(tmpdir(), 'wharf-bench-'));
  const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres(dataDir, log, 'postgres');
  const adminUrl = embedded?.adminUrl ?? process.env.DATABASE_URL!;
  const database = `wharf_bench_${process.pid}`;
  const admin = connect(adminUrl, { poolMax: 1 });
  await admin.raw('create database ??', [database]);
  const ownerUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
  const owner = connect(ownerUrl, { poolMax: 2 });
  const db = connect((await bootstrapDatabase(owner, ownerUrl, log)).url, { poolMax: 10 });
  await applySeeds(owner, benchPassword, log);

  const config = { ...loadConfig({ ADMIN_PASSWORD: benchPassword }, []), databaseUrl: ownerUrl };
  const ctx: AppContext = { config, db, owner, log, workerStatus: () => 'not-in-this-process', crontab: wharf.crontab, publishChecks: wharf.publishChecks, jobKinds: wharf.jobKinds, logoutUrl: wharf.logoutUrl };
  const server: Server = await new Promise((resolve) => {
    const s = createApp(ctx).listen(0, '127.0.0.1', () => resolve(s));
  });
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const stop = async () => {
    server.closeAllConnections();
    server.close();
    await stopSessionCache(ctx);
    await visitLogFor(ctx).flush();
    // The script pool's threads (started by the first rule script or check rule) hold the event loop open.
    disposeServerScriptPool();
    await db.destroy();
    await owner.destroy();
    await admin.raw('drop database if exists ?? with (force)', [database]);
    await admin.destroy();
    await embedded?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const login = await fetch(`${url}/api/system/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'demo_admin', password: benchPassword }) });
    const { result } = (await login.json()) as { result: { token: string; userInfo: { userExtendInfo: { tenantId: string } } } };
    return { ctx, url, owner, db, token: result.token, tenantId: result.userInfo.userExtendInfo.tenantId, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
