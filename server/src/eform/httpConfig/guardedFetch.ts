import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { AppError } from '../../http/errors';
import { resolvePinnedAddress, type SsrfPolicy } from './ssrfGuard';

export interface GuardedRequest {
  url: string;
  method: string;
  headers?: Readonly<Record<string, string>>;
  body?: string;
}

export interface GuardedLimits {
  /** Whole call, every hop included. */
  timeoutMs: number;
  /** Bytes of the final answer's body. */
  maxBytes: number;
  maxRedirects: number;
}

export const defaultGuardedLimits: GuardedLimits = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 5 };

export interface GuardedResponse {
  status: number;
  contentType: string;
  body: string;
  /** The URL that answered, after redirects. */
  url: string;
}

/**
 * An outbound HTTP call through the SSRF guard. Each hop's host is resolved and checked first and
 * the connection goes to that very address (a `lookup` that returns the pinned address; TLS still
 * checks the certificate against the host name). Redirects are followed by hand, each new hop checked
 * the same way; 303, and 301/302 after a POST, continue as GET without a body. One deadline covers
 * the whole call; the body is read up to `maxBytes` and the call is cut beyond.
 */
export async function guardedFetch(request: GuardedRequest, policy: SsrfPolicy, limits: GuardedLimits = defaultGuardedLimits): Promise<GuardedResponse> {
  const deadline = AbortSignal.timeout(limits.timeoutMs);
  let url = parseUrl(request.url);
  let method = request.method.toUpperCase();
  let body = request.body;
  for (let hop = 0; ; hop += 1) {
    const pinned = await withDeadline(resolvePinnedAddress(url, policy), deadline);
    const response = await send(url, method, request.headers ?? {}, body, pinned, deadline);
    const location = response.headers.location;
    if (response.statusCode && response.statusCode >= 300 && response.statusCode < 400 && location) {
      response.resume();
      if (hop >= limits.maxRedirects) throw new AppError(400, 'httpConfig/too-many-redirects');
      url = parseUrl(new URL(location, url).toString());
      if (response.statusCode === 303 || ((response.statusCode === 301 || response.statusCode === 302) && method === 'POST')) {
        method = 'GET';
        body = undefined;
      }
      continue;
    }
    const text = await readCapped(response, limits.maxBytes, deadline);
    return { status: response.statusCode ?? 0, contentType: String(response.headers['content-type'] ?? ''), body: text, url: url.toString() };
  }
}

function parseUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new AppError(400, 'httpConfig/bad-url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new AppError(400, 'httpConfig/bad-url');
  return url;
}

async function withDeadline<T>(work: Promise<T>, deadline: AbortSignal): Promise<T> {
  if (deadline.aborted) throw new AppError(400, 'httpConfig/timeout');
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new AppError(400, 'httpConfig/timeout'));
    deadline.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => deadline.removeEventListener('abort', onAbort));
  });
}

function send(url: URL, method: string, headers: Readonly<Record<string, string>>, body: string | undefined, pinned: { address: string; family: 4 | 6 }, deadline: AbortSignal): Promise<IncomingMessage> {
  // Every connection goes to the checked address, whatever the name resolves to by now.
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    let request: http.ClientRequest;
    try {
      request = transport.request(url, {
        method,
        // Identity encoding: the size cap counts the bytes that are parsed, not a compressed bomb's.
        headers: { 'accept-encoding': 'identity', ...headers, ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}) },
        lookup,
        agent: false,
        signal: deadline,
      }, resolve);
    } catch (error) {
      // Node refuses header names or values that are not valid HTTP before sending anything.
      reject(new AppError(400, 'httpConfig/request-failed', [error instanceof Error ? error.message.slice(0, 200) : 'invalid request']));
      return;
    }
    request.on('error', (error) => reject(deadline.aborted ? new AppError(400, 'httpConfig/timeout') : new AppError(400, 'httpConfig/request-failed', [describeNetworkError(error)])));
    request.end(body);
  });
}

/** A network failure named by its code only (never addresses of internals or stack traces). */
function describeNetworkError(error: Error): string {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : 'network error';
}

function readCapped(response: IncomingMessage, maxBytes: number, deadline: AbortSignal): Promise<string> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    return Promise.reject(new AppError(400, 'httpConfig/too-large', [maxBytes]));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        response.destroy();
        reject(new AppError(400, 'httpConfig/too-large', [maxBytes]));
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    response.on('error', () => reject(deadline.aborted ? new AppError(400, 'httpConfig/timeout') : new AppError(400, 'httpConfig/request-failed', ['connection closed'])));
  });
}
