export { newButtonPermission, viewButtonPermissionPoints, withButtonPermissions, withButtonPermissionsRenamed, type ButtonPermissionPoint } from './viewButtonPoints';
