export { newButtonPermission, viewButtonPermissionPoints, withButtonPermissions, type ButtonPermissionPoint } from './viewButtonPoints';
