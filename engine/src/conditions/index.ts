export * from './types';
export * from './readFieldValue';
export * from './compareValues';
export * from './evaluateCondition';
export * from './checkCondition';
