import { HttpError, type ServerEnvelope } from '../http/envelope';
import { failureMessage, reactToHttpFailure } from '../http/httpErrorReaction';

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

/**
 * What the user reads when an action they asked for failed (spec §8 "save, copy, load failures"): the
 * action's own failure text ("Save failed"), then why, when that says more than the client's generic
 * "request failed" — the server's message, or the fixed text of its status ("resource not found",
 * "network timeout"). A failure that carries no reason (a 500 without a message, an empty error) is the
 * action's text alone, never a bare "Request failed" or nothing.
 */
export function actionFailureText(error: unknown, failed: string): string {
  if (error instanceof HttpError) {
    const failure = { status: error.status, body: error.body, url: '', hadToken: false };
    const isGeneric = failureMessage(failure, reactToHttpFailure(failure)).toastKey === 'http.requestFailed';
    return isGeneric || !error.message ? failed : `${failed}: ${error.message}`;
  }
  return error instanceof Error && error.message ? `${failed}: ${error.message}` : failed;
}
