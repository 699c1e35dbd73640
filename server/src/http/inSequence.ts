import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * `handlers` run one after the other as one router layer, each handing on with its `next` as it
 * would in Express's stack: an error (passed, thrown, or a rejected promise) skips the rest and goes
 * on to the app's error handling, `next('route')` and `next('router')` are not expected. Express's
 * router spends a layer step on each middleware of every request (match, params, the next closure,
 * for a path-mounted one a rewrite of the url that the next layer parses again); the middleware
 * every request passes (`createApp`) costs one step this way.
 */
export function inSequence(handlers: ReadonlyArray<RequestHandler>): RequestHandler {
  return function sequence(req: Request, res: Response, done: NextFunction): void {
    let index = 0;
    const step = (error?: unknown): void => {
      if (error !== undefined && error !== null) {
        done(error);
        return;
      }
      const handler = handlers[index];
      index += 1;
      if (!handler) {
        done();
        return;
      }
      try {
        const answer: unknown = handler(req, res, step);
        if (answer instanceof Promise) answer.catch((rejection: unknown) => done(rejection ?? new Error('rejected')));
      } catch (thrown) {
        done(thrown);
      }
    };
    step();
  };
}

/** Whether Express would route `path` under a middleware mounted at `/api` (case-insensitively, `/api` itself included). */
export function isApiPath(path: string): boolean {
  if (path.length < 4) return false;
  const head = path.slice(0, 4).toLowerCase();
  return head === '/api' && (path.length === 4 || path[4] === '/');
}

/**
 * `handler` for API paths only, mounted at the root: what `app.use('/api', handler)` does for a
 * handler that reads the full path (`req.baseUrl + req.path` is the same either way), without the
 * router rewriting `req.url` around it. Its promise is returned, so Express sees a rejection.
 */
export function forApi(handler: RequestHandler): RequestHandler {
  return function apiOnly(req, res, next) {
    if (!isApiPath(req.path)) {
      next();
      return undefined;
    }
    return handler(req, res, next);
  };
}
