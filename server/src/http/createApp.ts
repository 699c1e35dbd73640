import express, { type Express, type RequestHandler } from 'express';
import { authenticate } from '../auth/authenticate';
import type { AppContext } from '../context';
import { healthRoutes } from '../health/routes';
import type { RouterMount, ServerComposition } from '../platform/module';
import { errorMiddleware } from './errorMiddleware';
import { notFound } from './errors';
import { openApiRoutes } from './openApi';
import { parseQueryOnce } from './parseQueryOnce';
import { requestLog } from './requestLog';
import { noStoreApi, securityHeaders } from './securityHeaders';
import { gateRouters } from './routerGate';
import { verifyJsonDepth } from './jsonDepthLimit';
import { demoModeGuard } from './demoModeGuard';
import { listenWithAppPrototypes } from './appServer';
import { forApi, inSequence } from './inSequence';
import { useLeanJson } from './leanJson';
import { parseQueryString, type QueryParser } from './parseQueryString';
import { webAppRoutes } from './webApp';

/**
 * JSON bodies (`express.json`), read only from requests that have one: body-parser's own test
 * (`Transfer-Encoding`, or a numeric `Content-Length`), made before its steps, as most calls (every
 * GET) have none. A request without one gets `req.body` undefined, as body-parser leaves it.
 */
function jsonBodies(): RequestHandler {
  const parse = express.json({ limit: '5mb', verify: verifyJsonDepth });
  return (req, res, next) => {
    const length = req.headers['content-length'];
    if (req.headers['transfer-encoding'] !== undefined || (length !== undefined && !Number.isNaN(Number(length)))) return parse(req, res, next);
    if (!Reflect.has(req, 'body')) req.body = undefined;
    next();
    return undefined;
  };
}

function mount(app: Express, ctx: AppContext, { router }: RouterMount): void {
  if (typeof router === 'function') app.use(router(ctx));
  else app.use(router.path, router.create(ctx));
}

/**
 * The Express application: health and the OpenAPI document, the modules' public routers (the login
 * family), then `authenticate` on `/api` and the modules' other routers, then the built web app,
 * then the one error middleware. The routers and their order come from the composition root
 * (`app/`); this file knows no module.
 */
export function createApp(ctx: AppContext, composition: Pick<ServerComposition, 'publicRouters' | 'routers'>): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  // qs, as Express's "extended" parser, for anything but flat pairs (parseQueryString.ts).
  const extended = app.set('query parser', 'extended').get('query parser fn') as QueryParser;
  app.set('query parser', (text: string) => parseQueryString(text, extended));
  useLeanJson(app);
  listenWithAppPrototypes(app);
  // API answers carry their own timestamp, so a generated ETag never matches: don't hash every body
  // (routes that support conditional requests, such as /api/pcode, set their ETag themselves).
  app.set('etag', false);
  // What every request passes first, as one router layer (inSequence.ts). An experience site
  // refuses writes before any router, public ones included (WHARF_DEMO_MODE).
  app.use(inSequence([securityHeaders(), forApi(noStoreApi), parseQueryOnce, requestLog(ctx.log), jsonBodies(), demoModeGuard(ctx)]));

  app.use(healthRoutes(ctx));
  app.use(openApiRoutes());
  for (const router of composition.publicRouters) mount(app, ctx, router);
  app.use(forApi(authenticate(ctx)));
  for (const router of composition.routers) mount(app, ctx, router);
  app.use('/api', () => {
    throw notFound();
  });

  app.use(webAppRoutes(ctx.config.webDistDir));
  app.use(errorMiddleware(ctx.log));
  gateRouters(app);
  return app;
}
