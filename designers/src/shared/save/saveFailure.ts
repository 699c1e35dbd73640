/** One field the server refused, as its 400 names it (`result.errors` or `result.issues`). */
export interface ServerFieldIssue {
  readonly path: string;
  readonly code: string;
  readonly message: string;
}

/** What a failed store says, read from whatever the host rejected with. */
export interface SaveFailure {
  /** The host's text for the failure (the server's message, translated); empty when it gave none. */
  readonly message: string;
  /** The host already told the user (the web app's HTTP client toasted it): the designer must not say it again. */
  readonly wasShown: boolean;
  /** The fields the server refused, when it named them. */
  readonly issues: readonly ServerFieldIssue[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function fieldIssues(body: unknown): ServerFieldIssue[] {
  const result = isRecord(body) ? body.result : undefined;
  const list = isRecord(result) ? (result.errors ?? result.issues) : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) => (isRecord(entry) && typeof entry.path === 'string'
    ? [{ path: entry.path, code: typeof entry.code === 'string' ? entry.code : '', message: typeof entry.message === 'string' ? entry.message : '' }]
    : []));
}

/**
 * Reads a host's rejection without knowing its class (designers never import the web app): the
 * web client's `HttpError` carries `status`, the server's `body` and `wasShown`; a plain `Error`
 * carries only its message. Anything else thrown says nothing but that the save failed.
 */
export function readSaveFailure(error: unknown): SaveFailure {
  const message = error instanceof Error ? error.message.trim() : typeof error === 'string' ? error.trim() : '';
  const wasShown = isRecord(error) && error.wasShown === true;
  return { message, wasShown, issues: isRecord(error) ? fieldIssues(error.body) : [] };
}

/**
 * The definition's own path of a server issue: the definition routes name the stored body
 * `/body/...` (engine paths below it); other paths (`/name`, `/version`) are not the body's.
 */
export function definitionPathOf(serverPath: string): string | undefined {
  if (serverPath === '/body') return '/';
  return serverPath.startsWith('/body/') ? serverPath.slice('/body'.length) : undefined;
}
