import type { CompiledValidator, SchemaName } from '@wharf/schemas';
import type { SchemaValidatorPort } from './types';

/** A validator port over validators compiled ahead of time (ajv standalone code: no eval at runtime). */
export function compiledValidatorPort(validators: { readonly [K in SchemaName]: CompiledValidator }): SchemaValidatorPort {
  return {
    validate(schema, value) {
      const validate = validators[schema];
      return validate(value) ? [] : [...(validate.errors ?? [])];
    },
  };
}
