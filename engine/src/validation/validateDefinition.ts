import { compiledValidators, type RecordKind } from '@wharf/schemas';
import type { Language } from '../i18n/types';
import { compiledValidatorPort } from './compiledValidatorPort';
import { createDefinitionValidator } from './createDefinitionValidator';
import { validateAppPackage as validatePackageWith } from './validateAppPackage';
import type { ValidationIssue } from './types';

/** The validator over the schemas compiled into @wharf/schemas (no ajv, no eval at runtime). */
const compiledPort = compiledValidatorPort(compiledValidators);
export const defaultDefinitionValidator = createDefinitionValidator(compiledPort);

/**
 * Checks a definition body of `kind` against its JSON Schema and the engine's rules (unique codes,
 * reserved names, references within the definition, grid bounds…). Returns no issues when valid.
 * An unknown kind gives one issue at `/kind`. The body should already be migrated (`migrateDefinition`);
 * an outdated schemaVersion is reported as `validation/schema-version`.
 */
export function validateDefinition(kind: string, body: unknown, lang?: Language): ValidationIssue[] {
  return defaultDefinitionValidator.validateDefinition(kind, body, lang);
}

/** Checks a platform record (menu item, dictionary, SQL config, HTTP config) against its schema and rules. */
export function validateRecord(kind: RecordKind, body: unknown, lang?: Language): ValidationIssue[] {
  return defaultDefinitionValidator.validateRecord(kind, body, lang);
}

/**
 * Checks an app package (the export/import format): shape, every definition migrated and validated,
 * every record, unique codes, and every reference carried or declared as a dependency.
 */
export function validateAppPackage(pkg: unknown, lang?: Language): ValidationIssue[] {
  return validatePackageWith(pkg, defaultDefinitionValidator, compiledPort, lang);
}
