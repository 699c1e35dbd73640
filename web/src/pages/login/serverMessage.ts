import type { HttpError } from '../../http/envelope';

/**
 * The server's message of a failed call, if it gave one. A module of its own: the login page's
 * extras need it, and `register/registrationRules.ts` would bring the engine's registration checks
 * (and every message catalogue with them) onto the login route.
 */
export function serverMessage(error: unknown): string | undefined {
  const message = ((error as HttpError | undefined)?.body as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
}
