import type { RJSFSchema, ValidatorType } from '@rjsf/utils';

/**
 * rjsf asks its validator two things: to validate the form data (on its own submit and live
 * validation, neither of which this form uses: values live in the form's store and the engine's
 * compiled rules check them on blur and on submit), and whether data matches a sub-schema (only
 * for oneOf/anyOf/if, which compiled forms never contain). So this validator reports nothing and
 * rjsf never compiles schemas with ajv at runtime.
 */
export const engineRulesValidator: ValidatorType<Record<string, unknown>, RJSFSchema> = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: () => true,
  rawValidation: () => ({ errors: [] }),
};
