import type { ServerModule } from '../platform/module';
import { installSeedApps } from './installSeedApps';
import { marketRoutes } from './market/routes';

/** App packages: the app market, and the seeded packages installed into the demo tenants. */
export const appsModule = {
  name: 'apps',
  routers: { market: marketRoutes },
  seeds: [({ owner, tenantIds, log, exampleRows }) => installSeedApps(owner, tenantIds, log, { exampleRows })],
} satisfies ServerModule;
