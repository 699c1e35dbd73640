import { schemaVersionOf, type DefinitionKind, type RecordKind, type SchemaName } from '@wharf/schemas';
import { isDefinitionKind } from '../definitions/isDefinitionKind';
import { formatMessage } from '../i18n/formatMessage';
import { defaultLanguage, type Language } from '../i18n/types';
import { issuesFromSchemaErrors } from './issuesFromSchemaErrors';
import { semanticRules } from './semanticRules';
import type { IssueDraft, SchemaValidatorPort, ValidationIssue } from './types';

/** Validation of definitions and platform records, bound to one schema validator port. */
export interface DefinitionValidator {
  /** Schema plus engine rules for a body of `kind`; an unknown kind is one issue at `/kind`. */
  validateDefinition(kind: string, body: unknown, lang?: Language): ValidationIssue[];
  /** Schema plus engine rules for a platform record (menu item, dictionary, SQL or HTTP config). */
  validateRecord(kind: RecordKind, body: unknown, lang?: Language): ValidationIssue[];
  /** The drafts behind `validateDefinition`/`validateRecord`, untranslated (for composing larger checks). */
  draftIssues(name: DefinitionKind | RecordKind, body: unknown): IssueDraft[];
}

/** Translates drafts into issues in one language. */
export function translateIssues(drafts: readonly IssueDraft[], lang: Language = defaultLanguage): ValidationIssue[] {
  return drafts.map((d) => ({ path: d.path === '' ? '/' : d.path, code: d.code, message: formatMessage(d.code, lang, d.args ?? []) }));
}

/** The stored version is named in the message, so an outdated body says "migrate" rather than "must be 2". */
function explainSchemaVersion(drafts: IssueDraft[], name: SchemaName, body: unknown): IssueDraft[] {
  return drafts.map((d) => {
    if (d.path !== '/schemaVersion' || d.code !== 'validation/const') return d;
    const stored = (body as { schemaVersion?: unknown }).schemaVersion;
    return { path: d.path, code: 'validation/schema-version', args: [JSON.stringify(stored), schemaVersionOf(name)] };
  });
}

/**
 * Builds the validator over a schema validator port. The port is injected so the engine never
 * depends on ajv: the default port wraps validators compiled ahead of time in @wharf/schemas.
 */
export function createDefinitionValidator(port: SchemaValidatorPort): DefinitionValidator {
  function draftIssues(name: DefinitionKind | RecordKind, body: unknown): IssueDraft[] {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return [{ path: '', code: 'validation/not-an-object' }];
    const schemaDrafts = issuesFromSchemaErrors(port.validate(name, body));
    // Engine rules rely on the generated types, so they only run once the shape is right.
    if (schemaDrafts.length > 0) return explainSchemaVersion(schemaDrafts, name, body);
    return (semanticRules[name] as (value: unknown) => IssueDraft[])(body);
  }
  return {
    draftIssues,
    validateDefinition(kind, body, lang) {
      if (!isDefinitionKind(kind)) return translateIssues([{ path: '/kind', code: 'validation/unknown-kind', args: [kind] }], lang);
      return translateIssues(draftIssues(kind, body), lang);
    },
    validateRecord(kind, body, lang) {
      return translateIssues(draftIssues(kind, body), lang);
    },
  };
}
