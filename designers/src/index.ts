export * from './i18n';
export * from './form';
export * from './table';
export * from './view';
export * from './dataSources';
export * from './kinds';
export * from './workflow/tree';
