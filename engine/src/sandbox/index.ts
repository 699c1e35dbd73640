export * from './types';
export * from './classifyScriptError';
export * from './loadDefaultQuickJS';
export * from './createScriptSandbox';
export * from './scriptRunner';
