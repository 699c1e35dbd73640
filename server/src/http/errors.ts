/** One failing place in a request or a definition: `{ path: '/body/code', code, message }`. */
export interface FieldIssue {
  path: string;
  code: string;
  message: string;
}

/**
 * An error whose status and message may be shown to the caller. `code` is a message code
 * (`area/kebab-case`) translated in the caller's language; `args` fill its placeholders.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly args: ReadonlyArray<unknown> = [],
    readonly result: unknown = null,
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export class ValidationFailed extends AppError {
  constructor(readonly issues: FieldIssue[]) {
    super(400, 'system/validation-error', [], { errors: issues });
  }
}

export const notFound = () => new AppError(404, 'system/not-found');
export const unauthorized = () => new AppError(401, 'system/unauthorized');
export const accessDenied = () => new AppError(403, 'system/access-denied');
export const conflict = (result: unknown = null) => new AppError(409, 'system/conflict', [], result);

/** Whatever was thrown, as an Error (graphile-worker's habit: one place that coerces). */
export function coerceError(thrown: unknown): Error {
  if (thrown instanceof Error) return thrown;
  return new Error(typeof thrown === 'string' ? thrown : JSON.stringify(thrown));
}

/** The PostgreSQL SQLSTATE of a driver error, if it is one. */
export function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}
