/** Toast durations in seconds (spec §9). A lone error with a title stays longer so it can be read. */
export const toastDurations = { success: 1.5, info: 3, warning: 3, error: 3, singleError: 10 } as const;
/** Top offsets in px (spec §9): messages, notifications, and the confirm dialogs below them. */
export const toastOffsets = { message: 80, notification: 90, dialog: 100 } as const;

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

/**
 * The port through which non-React code (the HTTP client) shows toasts. The app binds it to
 * antd's message and notification hooks once their chunk has loaded (it is not part of the login
 * route's JavaScript); toasts raised before that wait, a few at most, and are shown then.
 */
export interface Notifier {
  /** A short toast in the message area; the duration defaults to the kind's (spec §9). */
  toast(kind: ToastKind, text: string, durationSeconds?: number): void;
  /** A titled error notification: the "system prompt" of the error catalogue (spec §8). */
  systemPrompt(title: string, text: string): void;
}

/** More early toasts than this would only bury the latest under stale ones. */
const maxWaitingToasts = 3;
let waiting: Array<(bound: Notifier) => void> = [];

const waitingNotifier: Notifier = {
  toast: (kind, text, durationSeconds) => hold((bound) => bound.toast(kind, text, durationSeconds)),
  systemPrompt: (title, text) => hold((bound) => bound.systemPrompt(title, text)),
};
let current: Notifier = waitingNotifier;

let waitListeners: Array<() => void> = [];
let shownListeners: Array<() => void> = [];

function hold(show: (bound: Notifier) => void): void {
  waiting = [...waiting, show].slice(-maxWaitingToasts);
  for (const listener of waitListeners) listener();
}

/**
 * Calls `listener` whenever a toast starts waiting for a binding (at once if one waits already), so
 * the app loads the toast code only when there is something to show; returns the unsubscribe.
 */
export function onToastWaiting(listener: () => void): () => void {
  waitListeners = [...waitListeners, listener];
  if (waiting.length > 0) listener();
  return () => {
    waitListeners = waitListeners.filter((other) => other !== listener);
  };
}

export function bindNotifier(notifier: Notifier): () => void {
  current = notifier;
  const held = waiting;
  waiting = [];
  for (const show of held) show(notifier);
  const shown = shownListeners;
  shownListeners = [];
  for (const listener of shown) listener();
  return () => {
    if (current === notifier) current = waitingNotifier;
  };
}

/**
 * Resolves once no toast waits for the toast code (at once when none waits), or after `capMs` at the
 * latest, so that a toast chunk which never loads cannot hold up what follows (a reload after a 401).
 */
export function toastsShown(capMs: number): Promise<void> {
  if (waiting.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      shownListeners = shownListeners.filter((listener) => listener !== done);
      resolve();
    };
    const timer = setTimeout(done, capMs);
    shownListeners = [...shownListeners, done];
  });
}

/** The notifier bound now; call at the moment of use, not at import time. */
export function notifier(): Notifier {
  return current;
}
