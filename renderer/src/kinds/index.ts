export { kindRuntimes, type KindRuntime, type KindRuntimes, type KindRuntimeProps, type NoRuntimeProps } from './kindRuntimes';
export { NoRuntime, noRuntimeCode } from './NoRuntime';
