import type { ServerModule } from '../../platform/module';
import { positionRoutes } from './routes';

/** Positions (organisation extras). */
export const positionsModule = {
  name: 'positions',
  routers: { positions: positionRoutes },
} satisfies ServerModule;
