/** Toast durations in seconds (spec §9). A lone error with a title stays longer so it can be read. */
export const toastDurations = { success: 1.5, info: 3, warning: 3, error: 3, singleError: 10 } as const;
/** Top offsets in px (spec §9): messages, notifications, and the confirm dialogs below them. */
export const toastOffsets = { message: 80, notification: 90, dialog: 100 } as const;

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

/**
 * The port through which non-React code (the HTTP client) shows toasts. The app binds it to
 * antd's App context at start-up; until then toasts are dropped rather than crashing.
 */
export interface Notifier {
  /** A short toast in the message area; the duration defaults to the kind's (spec §9). */
  toast(kind: ToastKind, text: string, durationSeconds?: number): void;
  /** A titled error notification: the "system prompt" of the error catalogue (spec §8). */
  systemPrompt(title: string, text: string): void;
}

const silentNotifier: Notifier = { toast: () => {}, systemPrompt: () => {} };
let current: Notifier = silentNotifier;

export function bindNotifier(notifier: Notifier): () => void {
  current = notifier;
  return () => {
    if (current === notifier) current = silentNotifier;
  };
}

/** The notifier bound now; call at the moment of use, not at import time. */
export function notifier(): Notifier {
  return current;
}
