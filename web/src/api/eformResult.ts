import { HttpError, type ServerEnvelope } from '../http/envelope';

/** A field problem as the server reports it: `{ path: '/data/<colCode>', code, message }`. */
export interface ServerIssue {
  path: string;
  code: string;
  message: string;
}

/** The result of a successful envelope; a `success: false` answer becomes an Error with the server's message. */
export function resultOf<T>(envelope: ServerEnvelope<T>): T {
  if (!envelope.success) throw new Error(envelope.message || `request failed (${envelope.code})`);
  return envelope.result;
}

/** Calls `call` and unwraps its envelope. */
export async function unwrap<T>(call: Promise<ServerEnvelope<T>>): Promise<T> {
  return resultOf(await call);
}

/**
 * The field issues of a failed call (400 with `result.issues`, or `result.errors` from the
 * generic request validation), or undefined when the failure was something else.
 */
export function issuesOf(error: unknown): ServerIssue[] | undefined {
  if (!(error instanceof HttpError) || error.status !== 400) return undefined;
  const result = (error.body as { result?: { issues?: unknown; errors?: unknown } } | undefined)?.result;
  const list = result?.issues ?? result?.errors;
  return Array.isArray(list) ? (list as ServerIssue[]) : undefined;
}

/**
 * The user's text of a failed call, for an inline alert: an HttpError's message is already the
 * translated catalogue text or the localised server message (never a key or a raw coded message).
 */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Whether a failure is the optimistic-concurrency conflict (409: someone saved first). */
export const isConflict = (error: unknown) => error instanceof HttpError && error.status === 409;
