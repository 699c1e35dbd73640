import type { Request } from 'express';

/**
 * `req.ip`, without asking the proxy trust (which parses addresses) when it cannot matter: with no
 * `X-Forwarded-For` the answer is the socket's address whoever is trusted. For what every request
 * records (the visit log); the rest of the server may keep reading `req.ip`.
 */
export function clientAddress(req: Request): string | undefined {
  return req.headers['x-forwarded-for'] === undefined ? req.socket.remoteAddress : req.ip;
}

/**
 * `req.secure`, the same way: with no `X-Forwarded-Proto` it is whether the socket itself is TLS,
 * trusted proxy or not. For the header every answer decides on (HSTS).
 */
export function isSecureRequest(req: Request): boolean {
  if (req.headers['x-forwarded-proto'] === undefined) return Boolean((req.socket as { encrypted?: boolean }).encrypted);
  return req.secure;
}
