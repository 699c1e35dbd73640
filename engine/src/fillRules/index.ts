export * from './fillRuleValue';
