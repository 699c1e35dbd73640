import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppServer, listenWithAppPrototypes } from './appServer';

let server: Server | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
});

/** The prototypes a request and its response have when the server hands them out (before Express runs), and the answer. */
async function firstPrototypes(start: (app: express.Express) => Promise<Server>, app: express.Express): Promise<{ request: unknown; response: unknown; body: unknown }> {
  app.get('/x', (req, res) => void res.json({ path: req.path, app: req.app === app, locals: typeof res.locals }));
  server = await start(app);
  let request: unknown;
  let response: unknown;
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    request = Object.getPrototypeOf(req);
    response = Object.getPrototypeOf(res);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const body = await (await fetch(`http://127.0.0.1:${port}/x`)).json();
  return { request, response, body };
}

const listening = (app: express.Express) => new Promise<Server>((resolve, reject) => {
  const s = app.listen(0, '127.0.0.1', (error?: Error) => (error ? reject(error) : resolve(s)));
});

describe('servers made with the app\'s prototypes', () => {
  it('hand Express requests and responses that already have its prototypes, and answer as before', async () => {
    const app = express();
    const made = await firstPrototypes(async (a) => {
      const s = createAppServer(a);
      await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
      return s;
    }, app);
    expect(made.request).toBe(app.request);
    expect(made.response).toBe(app.response);
    expect(made.body).toEqual({ path: '/x', app: true, locals: 'object' });
  });

  it('are what app.listen makes once the app listens with them (Express\'s own listen re-prototypes each request)', async () => {
    const plain = express();
    expect((await firstPrototypes(listening, plain)).request).not.toBe(plain.request);
    server?.close();
    const app = express();
    listenWithAppPrototypes(app);
    const made = await firstPrototypes(listening, app);
    expect(made.request).toBe(app.request);
    expect(made.response).toBe(app.response);
  });

  it('report a listen error to the callback, as Express\'s listen does', async () => {
    const app = express();
    listenWithAppPrototypes(app);
    const taken = await listening(app);
    const address = taken.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const error = await new Promise<Error | undefined>((resolve) => {
      app.listen(port, '127.0.0.1', (e?: Error) => resolve(e));
    });
    taken.close();
    expect(error?.message).toMatch(/EADDRINUSE/);
  });
});
