export * from './checkRuleSegments';
