import type { ServerModule } from '../../platform/module';
import { menuRoutes } from './routes';

/** Menus (operator-managed), the visit list and menu browsing. */
export const menusModule = {
  name: 'menus',
  routers: { menus: menuRoutes },
} satisfies ServerModule;
