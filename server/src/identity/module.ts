import type { ServerModule } from '../platform/module';
import { smsDeliveriesSettled } from './phoneLogin';
import { publicIdentityRoutes } from './publicRoutes';
import { identityRoutes } from './routes';
import { recordVisits, visitLogFor } from './visitLog';

/** Phone, visitor, password-free and third-party entries; login, visit and operation logs. */
export const identityModule = {
  name: 'identity',
  publicRouters: { entries: publicIdentityRoutes },
  routers: { visits: { path: '/api', create: recordVisits }, logs: identityRoutes },
  // Codes are sent after the answer, and visits are written in batches: finish both.
  stop: async (ctx) => {
    await smsDeliveriesSettled(ctx);
    await visitLogFor(ctx).flush();
  },
} satisfies ServerModule;
