import { CliFailure, exitCodes, type ExitCode } from './exitCodes';

/** Where the command line talks to and as whom. */
export interface ServerAccess {
  /** The server's base URL, e.g. `https://wharf.example.com` (no `/api`). */
  server: string;
  /** A session's `X-Access-Token`. */
  token: string;
  /** The language the server answers its messages in (`secLang`). */
  language: string;
}

/** The envelope every route answers (`{ success, code, message, result }`). */
interface Envelope {
  success?: boolean;
  code?: number;
  message?: string;
  messageCode?: string;
  result?: unknown;
}

/** A refusal the server answered, kept whole so a command can read what the refusal carries. */
export class ServerRefusal extends CliFailure {
  constructor(message: string, exitCode: ExitCode, readonly status: number, readonly answer: Envelope) {
    super(message, exitCode);
    this.name = 'ServerRefusal';
  }
}

/** A pipeline must not hang on a server that stopped answering; an apply of a large app stays well within this. */
const answerTimeoutMs = 10 * 60_000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The refusal's message with each failing path the server named (`/body/package/definitions/3: …`). */
function refusalText(status: number, answer: Envelope): string {
  const lines = [`The server refused (${status}${answer.messageCode ? ` ${answer.messageCode}` : ''}): ${answer.message ?? ''}`.trimEnd()];
  // Validation answers name their paths in `result.errors`; a package's own checks in `result.issues`.
  const listed = (key: string) => (isRecord(answer.result) && Array.isArray(answer.result[key]) ? (answer.result[key] as unknown[]) : []);
  const errors = [...listed('errors'), ...listed('issues')];
  for (const error of errors) {
    if (isRecord(error)) lines.push(`  ${String(error.path ?? '')}: ${String(error.message ?? error.code ?? '')}`);
  }
  return lines.join('\n');
}

/**
 * Bad input and refusals (400, 409, 413, 422) are the pipeline's "refused" (exit 3); a missing or
 * wrong token, a lacking permission or anything else is a failure (exit 1).
 */
function exitCodeOf(status: number): ExitCode {
  return [400, 409, 413, 422].includes(status) ? exitCodes.refused : exitCodes.failed;
}

/**
 * Calls one route of the server's API as JSON with the session token and answers its `result`.
 * Throws a `ServerRefusal` for an answer that is not a success, a `CliFailure` (exit 1) when the server
 * cannot be reached or does not answer JSON.
 */
export async function callApi<T>(access: ServerAccess, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const url = `${access.server.replace(/\/+$/, '')}${path}`;
  const headers: Record<string, string> = { 'X-Access-Token': access.token, secLang: access.language, Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(answerTimeoutMs) });
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') throw new CliFailure(`${method} ${url} gave no answer within ${answerTimeoutMs / 60_000} minutes`, exitCodes.failed);
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    throw new CliFailure(`Cannot reach ${url}${cause}`, exitCodes.failed);
  }
  const text = await response.text();
  let answer: Envelope;
  try {
    answer = JSON.parse(text) as Envelope;
  } catch {
    throw new CliFailure(`${method} ${url} answered ${response.status} without JSON: ${text.slice(0, 200)}`, exitCodes.failed);
  }
  if (response.ok && answer.success !== false) return answer.result as T;
  throw new ServerRefusal(refusalText(response.status, answer), exitCodeOf(response.status), response.status, answer);
}
