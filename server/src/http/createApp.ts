import express, { type Express } from 'express';
import { authenticate } from '../auth/authenticate';
import { publicAuthRoutes, sessionRoutes } from '../auth/routes';
import { siteRoutes } from '../auth/siteRoutes';
import { alterationRoutes } from '../auth/alterationRoutes';
import { passwordRecoveryRoutes } from '../auth/recovery/routes';
import type { AppContext } from '../context';
import { definitionRoutes } from '../definitions/routes';
import { dataSourceRoutes } from '../eform/viewEngine/dataSourceRoutes';
import { formDataRoutes } from '../eform/data/routes';
import { tableRoutes } from '../eform/tables/routes';
import { appGroupRoutes } from '../eform/appGroups/routes';
import { healthRoutes } from '../health/routes';
import { identityRoutes, publicIdentityRoutes, recordVisits } from '../identity/index';
import { orgRoutes } from '../system/orgs/routes';
import { referenceRoutes } from '../reference/routes';
import { dictRoutes } from '../system/dicts/routes';
import { fillRuleRoutes } from '../system/fillRules/routes';
import { localeRoutes } from '../system/locales/routes';
import { roleRoutes } from '../system/roles/routes';
import { tenantRoutes } from '../system/tenants/routes';
import { userRoutes } from '../system/users/routes';
import { systemRoutes } from '../system/routes';
import { publicSsoRoutes, ssoAdminRoutes } from '../sso/routes';
import { errorMiddleware } from './errorMiddleware';
import { notFound } from './errors';
import { openApiRoutes } from './openApi';
import { parseQueryOnce } from './parseQueryOnce';
import { requestLog } from './requestLog';
import { noStoreApi, securityHeaders } from './securityHeaders';
import { gateRouters } from './routerGate';
import { verifyJsonDepth } from './jsonDepthLimit';
import { webAppRoutes } from './webApp';

/**
 * The Express application: public routes (health, the login family), then everything else
 * under `/api` behind `authenticate`, then the built web app, then the one error middleware.
 */
export function createApp(ctx: AppContext): Express {
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

  app.use(healthRoutes(ctx));
  app.use(openApiRoutes());
  app.use(publicAuthRoutes(ctx));
  app.use(siteRoutes(ctx));
  app.use(alterationRoutes(ctx));
  app.use(passwordRecoveryRoutes(ctx));
  app.use(publicSsoRoutes(ctx));
  app.use(publicIdentityRoutes(ctx));
  app.use('/api', authenticate(ctx));
  app.use('/api', recordVisits(ctx));
  app.use(identityRoutes(ctx));
  app.use(sessionRoutes(ctx));
  app.use(systemRoutes(ctx));
  app.use(roleRoutes(ctx));
  app.use(userRoutes(ctx));
  app.use(orgRoutes(ctx));
  app.use(referenceRoutes(ctx));
  app.use(tenantRoutes(ctx));
  app.use(dictRoutes(ctx));
  app.use(fillRuleRoutes(ctx));
  app.use(localeRoutes(ctx));
  app.use(ssoAdminRoutes(ctx));
  app.use(definitionRoutes(ctx));
  app.use(appGroupRoutes(ctx));
  app.use(dataSourceRoutes(ctx));
  app.use(tableRoutes(ctx), formDataRoutes(ctx));
  app.use('/api', () => {
    throw notFound();
  });

  app.use(webAppRoutes(ctx.config.webDistDir));
  app.use(errorMiddleware(ctx.log));
  gateRouters(app);
  return app;
}
