import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express, { Router, type Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gateRouters, routerPrefixes } from './routerGate';

/** Routers of every shape the app uses: absolute routes, parameters, nested, path-mounted and path-less middleware, RegExp. */
function buildApp(gate: boolean): Express {
  const app = express();
  const plain = Router();
  plain.get('/api/Sys/user/list', (_req, res) => void res.send('user list'));
  plain.post('/api/sys/user/add', (_req, res) => void res.send('user add'));
  const withParams = Router();
  withParams.get('/api/eform/views/:viewCode/data', (req, res) => void res.send(`data ${String(req.params.viewCode)}`));
  withParams.get('/api/eform/files{/:name}', (req, res) => void res.send(`files ${String(req.params.name ?? '')}`));
  withParams.get('/api/eform/broken', () => {
    throw new Error('broken on purpose');
  });
  // Shares a prefix with `plain`, so a request for it passes through plain first.
  const alsoSys = Router();
  alsoSys.get('/api/sys/user/other', (_req, res) => void res.send('user other'));
  const outer = Router();
  const inner = Router();
  inner.get('/api/inner/ping', (_req, res) => void res.send('inner pong'));
  outer.use(inner);
  outer.use('/api/guarded', (_req, res, next) => (res.setHeader('x-guarded', 'yes'), next()));
  outer.get('/api/guarded/thing', (_req, res) => void res.send('guarded thing'));
  const everywhere = Router();
  everywhere.use((_req, res, next) => (res.setHeader('x-everywhere', 'yes'), next()));
  const byRegExp = Router();
  byRegExp.get(/^\/legacy\/.+$/, (_req, res) => void res.send('legacy'));
  app.use(plain, withParams, alsoSys, outer, everywhere, byRegExp);
  app.use((_req, res) => void res.status(404).send('nothing'));
  app.use((error: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => void res.status(500).send(`error: ${error.message}`));
  if (gate) gateRouters(app);
  return app;
}

async function listen(app: Express): Promise<{ url: string; close(): void }> {
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

const requests: Array<[string, string]> = [
  ['GET', '/api/sys/user/list'],
  ['GET', '/API/SYS/USER/LIST/'],
  ['GET', '/api/sys/user/list?x=1'],
  ['POST', '/api/sys/user/add'],
  ['GET', '/api/sys/user/add'],
  ['OPTIONS', '/api/sys/user/add'],
  ['HEAD', '/api/sys/user/list'],
  ['GET', '/api/eform/views/bench_list/data'],
  ['GET', '/api/eform/views/a%20b/data'],
  ['GET', '/api/eform/files'],
  ['GET', '/api/eform/files/readme'],
  ['GET', '/api/inner/ping'],
  ['GET', '/api/sys/user/other'],
  ['GET', '/api/eform/broken'],
  ['GET', '/api/guarded/thing'],
  ['GET', '/legacy/page'],
  ['GET', '/api/unknown'],
  ['GET', '/'],
];

describe('gateRouters', () => {
  let gated: Awaited<ReturnType<typeof listen>>;
  let ungated: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    gated = await listen(buildApp(true));
    ungated = await listen(buildApp(false));
  });
  afterAll(() => {
    gated.close();
    ungated.close();
  });

  it('answers every request exactly as the ungated app does', async () => {
    for (const [method, path] of requests) {
      const [a, b] = await Promise.all([gated, ungated].map(async ({ url }) => {
        const response = await fetch(`${url}${path}`, { method });
        return { status: response.status, body: await response.text(), allow: response.headers.get('allow'), guarded: response.headers.get('x-guarded'), everywhere: response.headers.get('x-everywhere') };
      }));
      expect(a, `${method} ${path}`).toEqual(b);
    }
  });

  it('gates routers by the literal beginnings of their paths, runs them as one layer, and leaves open ones alone', () => {
    const app = buildApp(true);
    const layers = (app.router as unknown as { stack: Array<{ handle: { name: string; stack?: never[] } }> }).stack;
    // plain, withParams, alsoSys and outer are gated, as one layer; `everywhere` (path-less middleware) and the RegExp router are not.
    expect(layers.filter((l) => Array.isArray(l.handle.stack)).map((l) => l.handle.name)).toEqual(['routerGroup', 'router', 'router']);
    expect(routerPrefixes(Router().stack as never)).toEqual([]);
    const plain = Router();
    plain.get('/api/Sys/user/list', (_req, res) => void res.send('user list'));
    expect(routerPrefixes(plain.stack as never)).toEqual(['/api/sys/user/list']);
  });
});
