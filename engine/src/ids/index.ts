export * from './uuid';
