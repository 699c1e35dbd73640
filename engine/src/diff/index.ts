export * from './diffJson';
export * from './revertDiff';
