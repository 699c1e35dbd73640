export * from './diffJson';
