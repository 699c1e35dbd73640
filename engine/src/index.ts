// The engine's public surface: one barrel per area. Each area owns its folder.
export * from './i18n';
export * from './diff';
export * from './definitions';
export * from './validation';
export * from './rules';
export * from './conditions';
export * from './expressions';
export * from './sandbox';
export * from './query';
export * from './menus';
export * from './permissions';
export * from './identity';
export * from './fillRules';
export * from './checkRules';
export * from './forms';
export * from './tables';
