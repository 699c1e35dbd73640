export * from './setConfigs';
export * from './recordState';
export * from './template';
export * from './dispatch';
