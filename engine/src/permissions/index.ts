export * from './types';
export * from './hasElementPermission';
export * from './combinePermissionResults';
export * from './dataRules';
export * from './formDataAccess';
export * from './definitionAccess';
export * from './configRunAccess';
export * from './linkedViewRowFilter';
