export { viewButtonPermissionPoints, withButtonPermissions, type ButtonPermissionPoint } from './viewButtonPoints';
