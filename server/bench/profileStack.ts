import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { Router } from 'express';
import { wharf } from '../src/app/composition';
import { createAppServer } from '../src/http/appServer';
import { createApp } from '../src/http/createApp';
import { startBenchApp } from './benchApp';
import { bareListHandler, listBenchOptions, listen, listPath, load, prepareListData, type LoadClient } from './listApi';
import { mainThreadCpuMs } from './processCpu';

/**
 * What each layer of the HTTP stack costs a list request (not part of `npm run bench`): the list
 * bench's statement served four ways, under the same load, in alternating rounds, with the main
 * thread's CPU per request of each (the load client runs in a worker thread, so that CPU is the
 * server's):
 * - `bare`: node:http + pg (the list bench's baseline);
 * - `express`: the same handler as the only route of a bare Express app;
 * - `stack`: the same handler as a router of the whole app, after every middleware, `authenticate`
 *   and the other routers' gates (what any route pays before its own work);
 * - `expressProto`, `stackProto`: the same apps served by `createAppServer` (requests and responses
 *   made with the app's prototypes, not re-prototyped by Express);
 * - `ours`: the list API itself (access checks, the view, the engine's compile, the envelope).
 * BENCH_STACK_HANDLER=static: the first three answer a fixed page without the database.
 * With BENCH_PROFILE=<file> and BENCH_PROFILE_SIDE=<name> (default stack), that side's last round is
 * also profiled (summarise with `npx tsx bench/summariseProfile.ts <file>`).
 *   BENCH_LIST_ROWS=100000 BENCH_LIST_SECONDS=5 npx tsx bench/profileStack.ts
 */
const options = listBenchOptions();
const rounds = Math.max(1, Number(process.env.BENCH_PROFILE_ROUNDS ?? 3));
const client: LoadClient = process.env.BENCH_LIST_CLIENT === 'inline' ? 'inline' : 'worker';
const app = await startBenchApp();
const closers: Array<() => Promise<void>> = [];
try {
  const physical = await prepareListData(app, options.rows);
  const bare = bareListHandler(app, physical);
  closers.push(bare.close);

  // BENCH_STACK_HANDLER=static: the three framework rows answer a fixed page of 20 rows without the
  // database (less noise on a busy machine: the difference between rows is the framework alone).
  const page = JSON.stringify({ success: true, result: { records: Array.from({ length: 20 }, (_, i) => ({ id: `row-${i}`, dec_no: `D${String(i).padStart(9, '0')}`, trade_mode: '0110', amount: i * 10.5, declare_date: '2026-03-01', consignee: `Consignee ${i}` })), hasMore: true } });
  const isStatic = process.env.BENCH_STACK_HANDLER === 'static';
  const handle = isStatic
    ? (req: IncomingMessage, res: ServerResponse) => {
      const params = Object.fromEntries(new URL(req.url ?? '/', 'http://x').searchParams);
      if (params.pageNo === undefined) throw new Error('no page');
      res.setHeader('content-type', 'application/json');
      res.end(page);
    }
    : bare.handle;
  const bareServer = await listen(handle);
  closers.push(bareServer.close);
  const plainExpress = express();
  plainExpress.get('/data', (req, res) => handle(req, res));
  const expressServer = await listen(plainExpress);
  closers.push(expressServer.close);
  // The same app served with its own request and response prototypes (createAppServer).
  const expressProtoServer = await listen(createAppServer(plainExpress));
  closers.push(expressProtoServer.close);

  // The bench's route last among the routers, where the form engine's are, so it pays every gate before it.
  const stackRouter = () => {
    const router = Router();
    router.get('/api/eform/benchStack/data', (req, res) => handle(req, res));
    return router;
  };
  const stackApp = createApp(app.ctx, { publicRouters: wharf.publicRouters, routers: [...wharf.routers, { module: 'bench', name: 'stack', router: stackRouter }] });
  const stackServer = await listen(stackApp);
  closers.push(stackServer.close);
  const stackProtoServer = await listen(createAppServer(stackApp));
  closers.push(stackProtoServer.close);

  const auth = { 'X-Access-Token': app.token };
  const sides = [
    { name: 'bare', url: bareServer.url, path: listPath('/data'), headers: {} },
    { name: 'express', url: expressServer.url, path: listPath('/data'), headers: {} },
    { name: 'expressProto', url: expressProtoServer.url, path: listPath('/data'), headers: {} },
    { name: 'stack', url: stackServer.url, path: listPath('/api/eform/benchStack/data'), headers: auth },
    { name: 'stackProto', url: stackProtoServer.url, path: listPath('/api/eform/benchStack/data'), headers: auth },
    { name: 'ours', url: app.url, path: listPath('/api/eform/views/bench_list/data'), headers: auth },
  ];
  for (const side of sides) await load(side.url, side.path, side.headers, { ...options, seconds: 2 }, client);
  const cpu = new Map<string, number[]>(sides.map((side) => [side.name, []]));
  const rps = new Map<string, number[]>(sides.map((side) => [side.name, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const side of sides) {
      const session = process.env.BENCH_PROFILE && round === rounds - 1 && side.name === (process.env.BENCH_PROFILE_SIDE ?? 'stack') ? new Session() : undefined;
      if (session) {
        session.connect();
        await session.post('Profiler.enable');
        await session.post('Profiler.setSamplingInterval', { interval: 200 });
        await session.post('Profiler.start');
      }
      const before = mainThreadCpuMs();
      const result = await load(side.url, side.path, side.headers, options, client);
      if (session) {
        const { profile } = await session.post('Profiler.stop');
        writeFileSync(process.env.BENCH_PROFILE!, JSON.stringify(profile));
        session.disconnect();
      }
      const requests = result.rps * options.seconds;
      cpu.get(side.name)!.push((mainThreadCpuMs() - before) / requests);
      rps.get(side.name)!.push(result.rps);
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const baseline = median(cpu.get('bare')!);
  let previous = baseline;
  console.log(`main thread CPU per request, median of ${rounds} rounds of ${options.seconds} s (${client} load client); each row's added cost is against the row above`);
  for (const side of sides) {
    const ms = median(cpu.get(side.name)!);
    console.log(`${side.name.padEnd(12)} ${ms.toFixed(3)} ms  (${(ms / baseline).toFixed(2)}x bare, +${((ms - previous) * 1000).toFixed(0)} us)  ${median(rps.get(side.name)!).toFixed(0)} req/s  rounds: ${cpu.get(side.name)!.map((v) => v.toFixed(3)).join(' ')}`);
    previous = ms;
  }
  // Let the requests still in flight when the load stopped finish before the pools close.
  await new Promise((resolve) => setTimeout(resolve, 1000));
} finally {
  for (const close of closers.reverse()) await close();
  await app.stop();
}
