import type { ServerModule } from '../../platform/module';
import { proxyRoutes } from './routes';

/** Proxy entries: who acts for whom. */
export const proxiesModule = {
  name: 'proxies',
  routers: { proxies: proxyRoutes },
} satisfies ServerModule;
