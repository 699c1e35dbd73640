/** The text to show for a failed call: the server's message when there is one (spec §8), else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return fallback;
}

/**
 * Whether the host already told the user about this failure (the web's HTTP client marks the errors
 * whose toast it showed with `wasShown`, spec §8): a second toast would say the same thing again.
 */
export function wasAlreadyShown(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { wasShown?: unknown }).wasShown === true;
}
