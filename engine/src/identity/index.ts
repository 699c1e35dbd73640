export * from './passwordRules';
