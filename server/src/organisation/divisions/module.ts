import type { ServerModule } from '../../platform/module';
import { divisionRoutes } from './routes';

/** Divisions and the division switch. */
export const divisionsModule = {
  name: 'divisions',
  routers: { divisions: divisionRoutes },
} satisfies ServerModule;
