import { Router } from 'express';
import type { AppContext } from '../../context';
import { httpConfigRoutes } from '../httpConfig/routes';
import { sqlConfigRoutes } from '../sqlConfig/routes';
import { viewRoutes } from '../views/routes';
import { viewEngineRoutes } from './routes';

/** Everything of the data sources and list views: SQL configs, HTTP configs, the viewEngine calls, view rows and export. */
export function dataSourceRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use(sqlConfigRoutes(ctx));
  router.use(httpConfigRoutes(ctx));
  router.use(viewEngineRoutes(ctx));
  router.use(viewRoutes(ctx));
  return router;
}
