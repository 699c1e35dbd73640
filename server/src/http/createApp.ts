import express, { type Express } from 'express';
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
import { webAppRoutes } from './webApp';

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
  app.set('query parser', 'extended');
  // API answers carry their own timestamp, so a generated ETag never matches: don't hash every body
  // (routes that support conditional requests, such as /api/pcode, set their ETag themselves).
  app.set('etag', false);
  app.use(securityHeaders());
  app.use('/api', noStoreApi);
  app.use(parseQueryOnce);
  app.use(requestLog(ctx.log));
  app.use(express.json({ limit: '5mb', verify: verifyJsonDepth }));
  // An experience site refuses writes before any router, public ones included (WHARF_DEMO_MODE).
  app.use(demoModeGuard(ctx));

  app.use(healthRoutes(ctx));
  app.use(openApiRoutes());
  for (const router of composition.publicRouters) mount(app, ctx, router);
  app.use('/api', authenticate(ctx));
  for (const router of composition.routers) mount(app, ctx, router);
  app.use('/api', () => {
    throw notFound();
  });

  app.use(webAppRoutes(ctx.config.webDistDir));
  app.use(errorMiddleware(ctx.log));
  gateRouters(app);
  return app;
}
