import type { ServerModule } from '../platform/module';
import { installSeedApps } from './installSeedApps';
import { appExportRoutes } from './export/routes';
import { marketRoutes } from './market/routes';

/** App packages: the app market, the export of an app as a package, and the seeded packages installed into the demo tenants. */
export const appsModule = {
  name: 'apps',
  routers: { market: marketRoutes, export: appExportRoutes },
  seeds: [({ owner, tenantIds, log, exampleRows }) => installSeedApps(owner, tenantIds, log, { exampleRows })],
} satisfies ServerModule;
