// Prints how many declared operations answer JSON and how many of those document their result
// (`response` on the route), then each one that does not. Builds the routers only: no database is reached.
// Run: cd server && npx tsx scripts/apiResultCoverage.ts
import knex from 'knex';
import pino from 'pino';
import { createApp, wharf } from '../src/app/composition';
import { loadConfig } from '../src/config';
import type { AppContext } from '../src/context';
import { declaredRoutes } from '../src/http/apiRoute';

const unreachable = 'postgres://nobody@127.0.0.1:1/none';
const db = knex({ client: 'pg', connection: unreachable });
const ctx = {
  config: { ...loadConfig({ ADMIN_PASSWORD: 'unused' }, []), databaseUrl: unreachable }, db, owner: db, log: pino({ level: 'silent' }),
  workerStatus: () => 'up', crontab: wharf.crontab, publishChecks: wharf.publishChecks, logoutUrl: wharf.logoutUrl,
} as AppContext;
createApp(ctx);
const json = declaredRoutes.filter((route) => !route.file);
const undocumented = json.filter((route) => !route.response);
console.log(`operations ${declaredRoutes.length}, JSON ${json.length}, result documented ${json.length - undocumented.length}, undocumented ${undocumented.length}`);
for (const route of undocumented) console.log(`  ${route.method.toUpperCase()} ${route.path}`);
await db.destroy();
