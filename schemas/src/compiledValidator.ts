/**
 * One error as reported by a compiled (ajv standalone) validator. A structural subset of ajv's
 * ErrorObject, declared here so that no consumer needs ajv's types at runtime.
 */
export interface CompiledValidatorError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** A compiled validator: returns true when valid, and leaves the errors of the last call on `errors`. */
export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: CompiledValidatorError[] | null;
}
