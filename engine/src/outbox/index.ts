export * from './deliveryDecision';
