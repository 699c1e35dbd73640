import type { ServerModule } from '../platform/module';
import { referenceRoutes } from './routes';

/** The `/api/pcode` code tables (countries, currencies, …). */
export const referenceModule = {
  name: 'reference',
  routers: { codeTables: referenceRoutes },
} satisfies ServerModule;
