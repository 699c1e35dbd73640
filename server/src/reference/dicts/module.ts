import type { ServerModule } from '../../platform/module';
import { dictRoutes } from './routes';

/** Dictionaries and their items. */
export const dictsModule = {
  name: 'dicts',
  routers: { dictionaries: dictRoutes },
} satisfies ServerModule;
