import type { CompiledValidatorError, DefinitionKind, SchemaName } from '@wharf/schemas';

/** One problem found in a document: a JSON Pointer into it, an `area/kebab-case` code and a translated message. */
export interface ValidationIssue {
  path: string;
  code: string;
  message: string;
}

/** An issue before translation: the message is made from `code` and `args` in the caller's language. */
export interface IssueDraft {
  path: string;
  code: string;
  args?: ReadonlyArray<unknown>;
}

/**
 * The validator port: checks a value against one named schema and reports ajv-shaped errors.
 * The default adapter wraps the validators compiled ahead of time in @wharf/schemas; tests also run
 * a runtime-ajv adapter against the same contract. The engine core never imports ajv.
 */
export interface SchemaValidatorPort {
  validate(schema: SchemaName, value: unknown): readonly CompiledValidatorError[];
}

/** Engine rules a schema cannot express (uniqueness, cross references, grid bounds…), per kind. */
export type SemanticRule<T = never> = (body: T) => IssueDraft[];

export type { DefinitionKind, SchemaName };
