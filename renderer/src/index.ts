export * from './i18n';
export * from './form';
export * from './list';
export * from './html';
