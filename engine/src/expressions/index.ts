export * from './types';
export * from './nowPlaceholder';
export * from './tokenizeExpression';
export * from './parseExpression';
export * from './expressionFunctions';
export * from './evaluateExpression';
export * from './printExpression';
