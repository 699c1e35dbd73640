import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';

/** The cookie that ties OAuth2 login attempts to the browser that started them. */
export const bindingCookieName = 'wharf_sso_binding';
/** Long enough for the slowest attempt; the cookie is refreshed by each new attempt. */
const bindingLifetimeSeconds = 10 * 60;
const bindingPattern = /^[A-Za-z0-9_-]{43}$/;

/** The browser's binding value from the request's cookies, when it has a well-formed one. */
export function readBrowserBinding(req: Request): string | undefined {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== bindingCookieName) continue;
    const value = part.slice(eq + 1).trim();
    if (bindingPattern.test(value)) return value;
  }
  return undefined;
}

/**
 * The binding for a new attempt: the browser's existing one (so two tabs signing in at once
 * do not undo each other) or a fresh random value. The cookie is (re)set HttpOnly and
 * SameSite=Lax, readable only by the OAuth2 routes.
 */
export function bindBrowser(req: Request, res: Response): string {
  const value = readBrowserBinding(req) ?? randomBytes(32).toString('base64url');
  res.cookie(bindingCookieName, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.secure,
    path: '/api/system/oauth2',
    maxAge: bindingLifetimeSeconds * 1000,
  });
  return value;
}
