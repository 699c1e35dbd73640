export * from './types';
export * from './appMarketMenuItem';
export * from './processPermissionMenu';
export * from './resolveMenuComponent';
export * from './fillRedirectUrl';
export * from './buildMenuTree';
export * from './menuTitles';
