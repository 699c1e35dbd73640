import type { ServerModule } from '../platform/module';
import { publicSsoRoutes, ssoAdminRoutes } from './routes';
import { ssoLogoutUrlOfSession } from './ssoLogoutUrl';

/** OpenID Connect and CAS logins, and their configuration. */
export const ssoModule = {
  name: 'sso',
  publicRouters: { logins: publicSsoRoutes },
  routers: { admin: ssoAdminRoutes },
  // A session opened through SSO ends the SSO session too: the logout answers its end-session URL.
  logoutUrl: ssoLogoutUrlOfSession,
} satisfies ServerModule;
