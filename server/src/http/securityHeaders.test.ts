import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { Request, RequestHandler, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { helmetHeaders, replayedHeaders, securityHeaders } from './securityHeaders';

/** The headers `middleware` leaves on a fresh response (a real node:http one) for a request over TLS or not. */
function headersAfter(middleware: RequestHandler, overTls = false): Record<string, unknown> {
  const req = new IncomingMessage(Object.assign(new Socket(), { encrypted: overTls })) as unknown as Request;
  const res = new ServerResponse(req as unknown as IncomingMessage);
  res.setHeader('X-Powered-By', 'something');
  let nexted = false;
  void middleware(req, res as unknown as Response, () => (nexted = true));
  expect(nexted).toBe(true);
  return res.getHeaders();
}

describe('security headers, replayed', () => {
  it('set exactly what helmet sets with the same settings (and remove what it removes)', () => {
    const helmets = headersAfter(helmetHeaders({}));
    expect(helmets['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(helmets['x-powered-by']).toBeUndefined();
    expect(headersAfter(securityHeaders({}))).toEqual(helmets);
    const withOrigin = { WHARF_CSP_CONNECT_SRC: 'https://api.example.com' };
    expect(headersAfter(securityHeaders(withOrigin))).toEqual(headersAfter(helmetHeaders(withOrigin)));
  });

  it('add HSTS only over TLS', () => {
    expect(headersAfter(securityHeaders({}))['strict-transport-security']).toBeUndefined();
    expect(headersAfter(securityHeaders({}), true)['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('refuse a middleware whose headers are not known at once', () => {
    const later: RequestHandler = (_req, res, next) => {
      setTimeout(() => {
        res.setHeader('X-Later', '1');
        next();
      }, 0);
    };
    expect(() => replayedHeaders(later)).toThrow(/synchronously/);
  });
});
