export * from './i18n';
export * from './form';
export * from './list';
export * from './kinds';
export * from './report';
export * from './dashboard';
export * from './portal';
export * from './html';
