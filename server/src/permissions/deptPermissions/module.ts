import type { ServerModule } from '../../platform/module';
import { deptPermissionRoutes } from './routes';

/** Department and department-role permissions (part of the grant basis). */
export const deptPermissionsModule = {
  name: 'deptPermissions',
  routers: { permissions: deptPermissionRoutes },
} satisfies ServerModule;
