import { XMLParser } from 'fast-xml-parser';
import type { Logger } from 'pino';
import { isLoopbackHttp } from './oidcClient';

/** A CAS server that does not answer within this fails the ticket rather than holding the request. */
const casTimeoutMs = 10_000;
/** A serviceValidate answer is a few hundred bytes; anything far larger is not one. */
const maxResponseBytes = 256 * 1024;

/** A validated ticket: the CAS user and the released attributes (first value of each). */
export interface CasPrincipal {
  user: string;
  attributes: Record<string, string>;
}

// Strings stay strings (a username "0012" must not become 12); namespaces are dropped so both
// `cas:user` and a default-namespace `user` read the same.
const parser = new XMLParser({ removeNSPrefix: true, ignoreAttributes: true, parseTagValue: false, trimValues: true, processEntities: true });

/** `base` + `path`, keeping the CAS context path (`https://host/cas` + `login`). */
export function casEndpoint(casUrl: string, path: string): URL {
  return new URL(path, casUrl.endsWith('/') ? casUrl : `${casUrl}/`);
}

async function fetchValidation(url: URL): Promise<{ status: number; text: string } | undefined> {
  const response = await fetch(url, { signal: AbortSignal.timeout(casTimeoutMs), redirect: 'error' });
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > maxResponseBytes) return undefined;
  const text = await response.text();
  return text.length > maxResponseBytes ? undefined : { status: response.status, text };
}

function firstString(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string') return first;
  if (typeof first === 'number' || typeof first === 'boolean') return String(first);
  return undefined;
}

/**
 * Reads a serviceValidate answer. A document type declaration is refused before parsing:
 * CAS never sends one, and refusing it rules out entity-expansion tricks altogether.
 */
export function parseServiceResponse(xml: string): CasPrincipal | undefined {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return undefined;
  let document: unknown;
  try {
    document = parser.parse(xml);
  } catch {
    return undefined;
  }
  const success = (document as { serviceResponse?: { authenticationSuccess?: unknown } } | null)?.serviceResponse?.authenticationSuccess;
  if (!success || typeof success !== 'object') return undefined;
  const user = firstString((success as { user?: unknown }).user);
  if (!user) return undefined;
  const attributes: Record<string, string> = {};
  const released = (success as { attributes?: unknown }).attributes;
  if (released && typeof released === 'object') {
    for (const [name, value] of Object.entries(released)) {
      const text = firstString(value);
      if (text !== undefined) attributes[name] = text;
    }
  }
  return { user, attributes };
}

/**
 * Validates a service ticket with the CAS server: CAS 3 (`/p3/serviceValidate`, with
 * attributes) first, CAS 2 (`/serviceValidate`) when the server has no CAS 3 endpoint.
 * Undefined for an invalid ticket or any trouble reaching the server (logged).
 */
export async function validateServiceTicket(casUrl: string, service: string, ticket: string, log: Logger): Promise<CasPrincipal | undefined> {
  try {
    const base = new URL(casUrl);
    if (base.protocol !== 'https:' && !isLoopbackHttp(base)) return undefined;
    for (const path of ['p3/serviceValidate', 'serviceValidate']) {
      const url = casEndpoint(casUrl, path);
      url.searchParams.set('service', service);
      url.searchParams.set('ticket', ticket);
      const answer = await fetchValidation(url);
      if (!answer) return undefined;
      if (answer.status === 404) continue;
      if (answer.status !== 200) return undefined;
      return parseServiceResponse(answer.text);
    }
    return undefined;
  } catch (error) {
    log.warn({ err: error }, 'CAS ticket validation failed');
    return undefined;
  }
}
