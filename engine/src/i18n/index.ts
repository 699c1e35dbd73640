export * from './types';
export { catalogues, formatMessage, hasMessage } from './formatMessage';
