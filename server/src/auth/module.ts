import type { ServerModule } from '../platform/module';
import { alterationRoutes } from './alterationRoutes';
import { purgeExpiredSessions, purgeSessionsJobName } from './purgeExpiredSessions';
import { resetMailsSettled } from './recovery/passwordRecovery';
import { passwordRecoveryRoutes } from './recovery/routes';
import { publicAuthRoutes, sessionRoutes } from './routes';
import { seedAccounts } from './seedAccounts';
import { siteRoutes } from './siteRoutes';

/** Password login and sessions, registration and alteration, the slider, password recovery. */
export const authModule = {
  name: 'auth',
  publicRouters: { login: publicAuthRoutes, site: siteRoutes, alteration: alterationRoutes, recovery: passwordRecoveryRoutes },
  routers: { session: sessionRoutes },
  tasks: (jobs) => ({ [purgeSessionsJobName]: () => purgeExpiredSessions(jobs.owner) }),
  crontab: [`0 3 * * * ${purgeSessionsJobName} ?max=1`],
  seeds: [seedAccounts],
  // Reset mails go out after the answer: let those in flight finish.
  stop: resetMailsSettled,
} satisfies ServerModule;
