import type { ServerModule } from '../../platform/module';
import { localeRoutes } from './routes';

/** The tenant's locale texts. */
export const localesModule = {
  name: 'locales',
  routers: { locales: localeRoutes },
} satisfies ServerModule;
