import { formatMessage, type Language } from '@wharf/engine';
import { AppError, type FieldIssue } from '../../http/errors';

/**
 * A form data request that breaks the form's rules: 400 with `result.issues` (contract "Form data
 * API"), also under `errors` like every other 400 of the API.
 */
export class FormDataInvalid extends AppError {
  constructor(readonly issues: FieldIssue[]) {
    super(400, 'system/validation-error', [], { issues, errors: issues });
  }
}

export function issue(path: string, code: string, lang: Language, args: ReadonlyArray<unknown> = []): FieldIssue {
  return { path, code, message: formatMessage(code, lang, args) };
}

/** JSON-Pointer escaping of one path segment (a key may hold `/` or `~`). */
export function pointer(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
