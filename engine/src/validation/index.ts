export type { ValidationIssue, IssueDraft, SchemaValidatorPort } from './types';
export { compiledValidatorPort } from './compiledValidatorPort';
export { issuesFromSchemaErrors } from './issuesFromSchemaErrors';
export { createDefinitionValidator, translateIssues, type DefinitionValidator } from './createDefinitionValidator';
export { validateDefinition, validateRecord, validateAppPackage, defaultDefinitionValidator } from './validateDefinition';
export { reservedColumnCodes } from './semanticRules';
export { loadDefinition, type LoadedDefinition } from './loadDefinition';
export { definitionChangeIssues } from './definitionChanges';
