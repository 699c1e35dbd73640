/** The server's answer shape (ARCHITECTURE §4). */
export interface ServerEnvelope<T = unknown> {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
}

export function isServerEnvelope(value: unknown): value is ServerEnvelope {
  return typeof value === 'object' && value !== null && 'success' in value && typeof (value as { success: unknown }).success === 'boolean';
}

/**
 * A failed HTTP exchange, after its reaction (toast, logout) has been performed. The message is the
 * text the user reads (translated), never an i18n key or a raw coded server message.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
    /** The client already showed this failure's toast (spec §8): callers must not show a second one. */
    readonly wasShown = false,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Whether a failure was already shown to the user by the HTTP client's reaction. */
export function wasShownFailure(error: unknown): boolean {
  return error instanceof HttpError && error.wasShown;
}
