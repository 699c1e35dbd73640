import type { ServerModule } from '../platform/module';
import { productPackageRoutes } from './routes';

/** Product packages: the platform's menu bundles that tenants subscribe to (operator only). */
export const productPackagesModule = {
  name: 'productPackages',
  routers: { packages: productPackageRoutes },
} satisfies ServerModule;
