import type { ServerModule } from '../platform/module';
import { installSeedApps } from './installSeedApps';
import { appExportRoutes } from './export/routes';
import { marketRoutes } from './market/routes';
import { appPackageRoutes } from './packages/routes';

/** App packages: the app market, export and plan/apply/installed/rollback of packages, and the seeded packages installed into the demo tenants. */
export const appsModule = {
  name: 'apps',
  routers: { market: marketRoutes, packages: appPackageRoutes, export: appExportRoutes },
  seeds: [({ owner, tenantIds, log, exampleRows }) => installSeedApps(owner, tenantIds, log, { exampleRows })],
} satisfies ServerModule;
