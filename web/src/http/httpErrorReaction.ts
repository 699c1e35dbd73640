import { isTrackingLogUrl } from './requestShape';

/** What the product does about a failed HTTP exchange (spec §8). */
export interface HttpErrorReaction {
  /** An i18n key for a fixed toast, or undefined. */
  toastKey?: string;
  /** The server's own message to show, when the catalogue says "server message shown". */
  serverMessage?: string;
  /** Log out and reload 1.5 s later: a 401 while a token was held. */
  shouldLogoutAndReload: boolean;
}

export interface HttpFailure {
  status: number;
  body: unknown;
  url: string;
  hadToken: boolean;
}

/** Delay between the 401 toast and the reload, so the user can read it. */
export const unauthorizedReloadDelayMs = 1500;

function bodyText(body: unknown): string {
  if (typeof body === 'string') return body;
  try {
    return JSON.stringify(body) ?? '';
  } catch {
    return '';
  }
}

function bodyMessage(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string') {
    return (body as { message: string }).message;
  }
  return typeof body === 'string' && body ? body : undefined;
}

/** 403s whose message says more than "access denied" (spec §8): an experience site's refusal, a department one is not in. */
const explainedRefusals: ReadonlySet<unknown> = new Set(['system/demo-mode', 'auth/not-in-department']);
/** 404s whose message says more than "resource not found" (spec §7, §8): a delete that found records gone ("delete failed"). */
const explainedNotFounds: ReadonlySet<unknown> = new Set(['formData/delete-failed']);

function isExplained(body: unknown, codes: ReadonlySet<unknown>): boolean {
  return typeof body === 'object' && body !== null && codes.has((body as { messageCode?: unknown }).messageCode);
}

/**
 * What the user reads about a failure, whether or not it toasts: the catalogue's fixed text, else the
 * server's message (a silent 500 included, so a list says why it failed), else "request failed".
 */
export function failureMessage(failure: HttpFailure, reaction: HttpErrorReaction): Pick<HttpErrorReaction, 'toastKey' | 'serverMessage'> {
  if (reaction.toastKey) return { toastKey: reaction.toastKey };
  const serverMessage = reaction.serverMessage ?? bodyMessage(failure.body);
  if (serverMessage && !bodyText(failure.body).trimStart().startsWith('<')) return { serverMessage };
  const fixed: Partial<Record<number, string>> = { 401: 'http.unauthorized', 403: 'http.accessDenied', 404: 'http.notFound', 504: 'http.networkTimeout' };
  return { toastKey: fixed[failure.status] ?? 'http.requestFailed' };
}

/**
 * The reaction of the error catalogue: 403 access denied, 404 not found (a delete that failed says so), 504 network timeout,
 * 500 silent, 401 multiple login or unauthorized (+ logout and reload when a token was held),
 * anything else the server's message. Tracking-log urls never toast.
 */
export function reactToHttpFailure({ status, body, url, hadToken }: HttpFailure): HttpErrorReaction {
  const isQuiet = isTrackingLogUrl(url);
  const toast = (key: string): HttpErrorReaction => ({ toastKey: isQuiet ? undefined : key, shouldLogoutAndReload: false });
  switch (status) {
    case 403: {
      // Some refusals say why (spec §8 "disabled in experience environment", "not in a department"), not just "access denied".
      const serverMessage = isExplained(body, explainedRefusals) ? bodyMessage(body) : undefined;
      if (serverMessage && !isQuiet) return { serverMessage, shouldLogoutAndReload: false };
      return toast('http.accessDenied');
    }
    case 404: {
      const serverMessage = isExplained(body, explainedNotFounds) ? bodyMessage(body) : undefined;
      if (serverMessage && !isQuiet) return { serverMessage, shouldLogoutAndReload: false };
      return toast('http.notFound');
    }
    case 504:
      return toast('http.networkTimeout');
    case 500:
      return { shouldLogoutAndReload: false };
    case 401: {
      const key = bodyText(body).includes('token.is.multiple') ? 'http.multipleLogin' : 'http.unauthorized';
      return { toastKey: isQuiet ? undefined : key, shouldLogoutAndReload: hadToken };
    }
    default: {
      const serverMessage = bodyMessage(body);
      if (isQuiet || !serverMessage) return { toastKey: isQuiet ? undefined : 'http.requestFailed', shouldLogoutAndReload: false };
      return { serverMessage, shouldLogoutAndReload: false };
    }
  }
}
