/**
 * Error codes that mean "the database cannot be reached now", not "this request is wrong": the
 * socket's (refused, reset, unreachable), PostgreSQL's connection class (08…) and its shutdown and
 * start-up states (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now).
 */
const unavailableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);

/** Messages pg and knex give without a code when a connection ends or cannot be had. */
const unavailableMessages = [/^Connection terminated/, /Client has encountered a connection error/, /Connection ended unexpectedly/, /^Knex: Timeout acquiring a connection/];

/**
 * Whether an error says the database is unreachable (down, restarting, or the network to it gone),
 * so the caller gets a 503 to retry rather than a 500. Looks through `cause` and an AggregateError's
 * `errors` (Node reports a refused connection to each address of a host that way).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 4 || !error || typeof error !== 'object') return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && unavailableCodes.has(code)) return true;
  if (typeof message === 'string' && unavailableMessages.some((pattern) => pattern.test(message))) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
