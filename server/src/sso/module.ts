import type { ServerModule } from '../platform/module';
import { publicSsoRoutes, ssoAdminRoutes } from './routes';

/** OpenID Connect and CAS logins, and their configuration. */
export const ssoModule = {
  name: 'sso',
  publicRouters: { logins: publicSsoRoutes },
  routers: { admin: ssoAdminRoutes },
} satisfies ServerModule;
