import type { ServerModule } from '../../platform/module';
import { userRoutes } from './routes';

/** Users. */
export const usersModule = {
  name: 'users',
  routers: { users: userRoutes },
} satisfies ServerModule;
