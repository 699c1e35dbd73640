import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import pino from 'pino';
import { appRoleName } from '../../migrations/index';
import { loadConfig } from '../src/config';
import { bootstrapDatabase } from '../src/db/bootstrap';
import { connect, withCredentials } from '../src/db/connect';
import { startEmbeddedPostgres } from '../src/db/embeddedPostgres';
import { applySeeds } from '../src/db/seed';
import { createApp } from '../src/http/createApp';
import { benchAuth } from './auth';
import { benchDefinitions } from './definitions';
import { benchFormData } from './formData';
import { runListBench } from './listApi';
import { writeSuite } from './stats';

const count = Number(process.env.BENCH_DEFINITIONS ?? 10_000);
const password = 'Bench-Passw0rd!';
const log = pino({ level: 'warn' });

// A fresh cluster (or a fresh database on DATABASE_URL's server) so earlier runs don't skew this one.
const dataDir = mkdtempSync(join(tmpdir(), 'wharf-bench-'));
const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres(dataDir, log, 'postgres');
const adminUrl = embedded?.adminUrl ?? process.env.DATABASE_URL!;
const database = `wharf_bench_${process.pid}`;
const admin = connect(adminUrl, { poolMax: 1 });
await admin.raw('create database ??', [database]);
const ownerUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
const owner = connect(ownerUrl, { poolMax: 2 });
const db = connect(withCredentials(ownerUrl, appRoleName, await bootstrapDatabase(owner, ownerUrl, log)), { poolMax: 10 });
await applySeeds(owner, password, log);

const config = { ...loadConfig({ ADMIN_PASSWORD: password }, []), databaseUrl: ownerUrl };
const server: Server = await new Promise((resolve) => {
  const s = createApp({ config, db, owner, log, workerStatus: () => 'not-in-this-process' }).listen(0, '127.0.0.1', () => resolve(s));
});
const address = server.address();
const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

try {
  const login = await fetch(`${url}/api/system/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'demo_admin', password }) });
  const { result } = (await login.json()) as { result: { token: string; userInfo: { userExtendInfo: { tenantId: string } } } };
  const started = Date.now();
  const results = await benchDefinitions({ url, token: result.token, db, tenantId: result.userInfo.userExtendInfo.tenantId }, count);
  writeSuite('server-definitions.json', 'definitions', `Definition save + publish + read over the HTTP API (client in the same process) vs the same SQL through pg as the app role, ${count} definitions each, interleaved in blocks of 500; took ${Math.round((Date.now() - started) / 1000)} s`, results);
  const authResults = await benchAuth({ config, db, owner, log, workerStatus: () => 'not-in-this-process' }, url, { username: 'demo_admin', password }, result.token);
  writeSuite('server-auth.json', 'auth', 'Password login (HTTP, sequential) vs a bare argon2id verify; and the same trivial handler with and without the authenticate middleware (3,000 requests each, interleaved)', authResults);
  const formDataCount = Number(process.env.BENCH_FORM_ROWS ?? 2000);
  const formDataResults = await benchFormData({ url, token: result.token, owner, db, tenantId: result.userInfo.userExtendInfo.tenantId }, formDataCount);
  writeSuite('server-formData.json', 'formData', `Form data save of the customs declaration example (head + 1 goods line) through POST /api/eform/data/dec_form, with validation, fill rule, computed total and data log, vs the same INSERTs through pg as the app role; ${formDataCount} each, interleaved in blocks of 250`, formDataResults);
  for (const r of [...results, ...authResults, ...formDataResults]) console.log(`${r.name.padEnd(30)} ${r.value.toFixed(2).padStart(9)} ${r.unit}  baseline ${r.baseline.toFixed(2).padStart(9)}  ratio ${r.ratio.toFixed(2)}x`);
  await runListBench({ url, token: result.token, owner, db, tenantId: result.userInfo.userExtendInfo.tenantId });
} finally {
  server.closeAllConnections();
  server.close();
  await db.destroy();
  await owner.destroy();
  await admin.raw('drop database if exists ?? with (force)', [database]);
  await admin.destroy();
  await embedded?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
