export * from './passwordRules';
export * from './registrationRules';
export * from './loginLockout';
export * from './alterationRules';
export * from './userActionRefusals';
