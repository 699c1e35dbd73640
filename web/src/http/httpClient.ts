import { HttpError, isServerEnvelope, type ServerEnvelope } from './envelope';
import { carriesFieldIssues } from './fieldIssues';
import { failureMessage, reactToHttpFailure, unauthorizedReloadDelayMs, type HttpErrorReaction } from './httpErrorReaction';
import { buildRequestHeaders, buildRequestUrl, isDeclarePage, requestTimeoutMs, type HttpMethod, type QueryValue } from './requestShape';

/** What the client needs to know about the session at the moment of each call. */
export interface HttpSessionView {
  token(): string;
  language(): string;
  secondLanguage(): string;
  currentPagePath(): string;
}

/** The effects of a failure, performed by the app: toasts, logout, reload. */
export interface HttpReactionPort {
  /** Shows the reaction's toast; a promise, when given, settles once the toast is on screen. */
  show(reaction: HttpErrorReaction): Promise<void> | void;
  /** The translated text of a reaction's key or server message: what `show` puts in the toast. */
  textOf(reaction: Pick<HttpErrorReaction, 'toastKey' | 'serverMessage'>): string;
  logout(): Promise<void>;
  reload(): void;
}

export interface HttpClientOptions {
  baseUrl: string;
  declarePagePaths: readonly string[];
  session: HttpSessionView;
  reactions: HttpReactionPort;
  fetch?: typeof fetch;
  now?: () => number;
  timeoutMs?: number;
  schedule?: (callback: () => void, delayMs: number) => unknown;
}

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Skips the error catalogue's reactions: for calls whose failure the caller handles itself (logout). */
  isQuiet?: boolean;
  /** A token for this call only: a login step that runs before the session keeps the token. */
  token?: string;
  /**
   * The caller shows a 400's field issues on its fields (form pages): such a 400 gets no generic
   * toast on top; any other failure still reacts as the catalogue says.
   */
  showsFieldIssues?: boolean;
  /**
   * The caller tells a 409 (someone saved first) where it happened, in its own words (designers,
   * publish buttons): such a 409 gets no generic toast on top, so it is told once.
   */
  showsConflict?: boolean;
}

export interface HttpClient {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<ServerEnvelope<T>>;
  get<T>(path: string, query?: Record<string, QueryValue>): Promise<ServerEnvelope<T>>;
  post<T>(path: string, body?: unknown, query?: Record<string, QueryValue>): Promise<ServerEnvelope<T>>;
  put<T>(path: string, body?: unknown): Promise<ServerEnvelope<T>>;
  delete<T>(path: string, query?: Record<string, QueryValue>): Promise<ServerEnvelope<T>>;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The one HTTP client of the app (spec §7, §8). Successful exchanges resolve with the server
 * envelope (including `success: false`, which the caller handles); failed ones perform the
 * error catalogue's reaction and reject with an HttpError.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const now = options.now ?? (() => Date.now());
  const timeoutMs = options.timeoutMs ?? requestTimeoutMs;
  const schedule = options.schedule ?? ((callback: () => void, delayMs: number) => setTimeout(callback, delayMs));
  let isReloadScheduled = false;

  async function fail(status: number, body: unknown, url: string, hadToken: boolean, isQuiet: boolean, { showsFieldIssues = false, showsConflict = false } = {}): Promise<never> {
    const failure = { status, body, url, hadToken };
    const reaction = reactToHttpFailure(failure);
    // The error carries the user's text, so a caller that shows it inline never shows a key or "HTTP 500".
    const text = options.reactions.textOf(failureMessage(failure, reaction)) || `HTTP ${status}`;
    if (isQuiet) throw new HttpError(status, body, text);
    if (showsFieldIssues && status === 400 && carriesFieldIssues(body)) throw new HttpError(status, body, text);
    if (showsConflict && status === 409) throw new HttpError(status, body, text);
    const shown = options.reactions.show(reaction);
    if (reaction.shouldLogoutAndReload && !isReloadScheduled) {
      // Several calls may fail together when a session ends; one logout and one reload are enough.
      isReloadScheduled = true;
      await options.reactions.logout().catch(() => undefined);
      // The toast code may still be loading on a slow device: the 1.5 s to read it start once it shows.
      await shown;
      schedule(() => options.reactions.reload(), unauthorizedReloadDelayMs);
    }
    throw new HttpError(status, body, text, Boolean(reaction.toastKey ?? reaction.serverMessage));
  }

  async function request<T>(method: HttpMethod, path: string, { query, body, signal, isQuiet = false, token: tokenForCall, showsFieldIssues = false, showsConflict = false }: RequestOptions = {}): Promise<ServerEnvelope<T>> {
    const { session } = options;
    const token = tokenForCall ?? session.token();
    const url = buildRequestUrl({ baseUrl: options.baseUrl, path, method, query, language: session.language(), now: now() });
    const headers = buildRequestHeaders({
      token,
      secondLanguage: session.secondLanguage(),
      isDeclarePage: isDeclarePage(session.currentPagePath(), options.declarePagePaths),
      hasJsonBody: body !== undefined,
    });
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal;
    let response: Response;
    try {
      response = await fetchImpl(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: combined });
    } catch (error) {
      clearTimeout(timer);
      if (signal?.aborted) throw error;
      // No answer at all (timeout, connection refused) reads to the user as a network timeout.
      return fail(504, undefined, url, Boolean(token), isQuiet);
    }
    clearTimeout(timer);
    const payload = await readBody(response);
    if (!response.ok) return fail(response.status, payload, url, Boolean(token), isQuiet, { showsFieldIssues, showsConflict });
    if (!isServerEnvelope(payload)) return { success: true, message: '', code: response.status, result: payload as T, timestamp: now() };
    return payload as ServerEnvelope<T>;
  }

  return {
    request,
    get: (path, query) => request('GET', path, { query }),
    post: (path, body, query) => request('POST', path, { body, query }),
    put: (path, body) => request('PUT', path, { body }),
    delete: (path, query) => request('DELETE', path, { query }),
  };
}
