import { createServer, IncomingMessage, ServerResponse, type Server } from 'node:http';
import type { Express } from 'express';

/**
 * A node:http server for `app` whose requests and responses are made with the app's own prototypes
 * (`app.request`, `app.response`, which inherit node's). Express otherwise gives every request and
 * response a new prototype when it arrives (`Object.setPrototypeOf` in `app.handle`), which V8
 * answers by moving both objects to new hidden classes, so node's HTTP code and every middleware
 * then reads them through slower, polymorphic property lookups. Made with the right prototype,
 * Express's call finds it already set and changes nothing (bench: profileStack, `express` rows).
 */
export function createAppServer(app: Express): Server {
  // node:http constructs these with `new`; the functions forward to node's own constructors.
  function AppRequest(this: IncomingMessage, socket: IncomingMessage['socket']) {
    IncomingMessage.call(this, socket);
  }
  function AppResponse(this: ServerResponse, req: IncomingMessage, options?: unknown) {
    (ServerResponse as unknown as (this: ServerResponse, req: IncomingMessage, options?: unknown) => void).call(this, req, options);
  }
  AppRequest.prototype = app.request;
  AppResponse.prototype = app.response;
  return createServer({ IncomingMessage: AppRequest as unknown as typeof IncomingMessage, ServerResponse: AppResponse as unknown as typeof ServerResponse }, app);
}

/**
 * Makes `app.listen` serve through `createAppServer`, with Express's own `listen` semantics (the
 * callback also receives a listen error), so every server of the app — the process's, the tests',
 * the bench's — gets its requests and responses made with the app's prototypes.
 */
export function listenWithAppPrototypes(app: Express): void {
  app.listen = function listen(...args: unknown[]): Server {
    const server = createAppServer(app);
    const last = args.at(-1);
    if (typeof last === 'function') {
      let isCalled = false;
      const once = (...answer: unknown[]) => {
        if (isCalled) return;
        isCalled = true;
        (last as (...a: unknown[]) => void)(...answer);
      };
      args[args.length - 1] = once;
      server.once('error', once);
    }
    return (server.listen as (...a: unknown[]) => Server)(...args);
  } as Express['listen'];
}
