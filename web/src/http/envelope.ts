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

/** A failed HTTP exchange, after its reaction (toast, logout) has been performed. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
