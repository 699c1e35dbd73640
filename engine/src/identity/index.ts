export * from './passwordRules';
export * from './registrationRules';
