export * from './types';
export * from './hasElementPermission';
export * from './combinePermissionResults';
