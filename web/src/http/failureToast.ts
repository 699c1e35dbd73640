import { wasShownFailure } from './envelope';
import { notifier, type ToastKind } from './notifier';

/**
 * Toasts a failed call's text unless the HTTP client already showed it (spec §8: each failure is
 * told once). A prefix says what failed ("Export failed: …"); failures that are not HTTP errors
 * (a broken answer, a local check) are always shown.
 */
export function toastFailure(kind: ToastKind, error: unknown, prefix?: string): void {
  if (wasShownFailure(error)) return;
  const text = error instanceof Error ? error.message : String(error);
  notifier().toast(kind, prefix ? `${prefix} ${text}` : text);
}
