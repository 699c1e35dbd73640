import type { ServerModule } from '../platform/module';
import { systemRoutes } from './routes';

/**
 * The caller's permission list (menus, button permissions) and user settings. The permission
 * checks every area uses (`requirePermission.ts`, `grantedPermissions.ts`) live beside it.
 */
export const permissionsModule = {
  name: 'permissions',
  routers: { permissionList: systemRoutes },
} satisfies ServerModule;
