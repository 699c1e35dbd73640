import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { isSecureRequest } from './clientAddress';

/**
 * Extra origins the web app may call (`WHARF_CSP_CONNECT_SRC`, space-separated), for a deployment
 * whose `boot-config.js` points the app at an API on another origin. Only plain http(s) origins are
 * accepted, so a value cannot smuggle another directive into the header.
 */
export function extraConnectSources(value: string | undefined): string[] {
  const sources = (value ?? '').split(/\s+/).filter((source) => source !== '');
  for (const source of sources) {
    if (!/^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/.test(source)) throw new Error(`WHARF_CSP_CONNECT_SRC takes origins such as https://api.example.com, got "${source}"`);
  }
  return sources;
}

/**
 * The Content Security Policy the built web app runs under (checked in Chromium on its main pages:
 * `web/e2e/csp.e2e.test.ts`).
 * - Scripts, workers, fonts and calls: this site only (monaco's workers are bundled; `blob:` for
 *   workers a library builds at run time). No inline script and no eval.
 * - Styles: `'unsafe-inline'`. antd's CSS-in-JS and monaco insert `<style>` elements, and several
 *   components set `style` attributes with setAttribute; nonces would need the HTML rendered per
 *   request and cover only the elements, not the attributes (without it monaco draws nothing:
 *   checked in Chromium). The danger of injected CSS is that it fetches an attacker's url() that
 *   leaks page text; user HTML therefore loses style elements and url() before it is shown
 *   (renderer `sanitizeHtml`), and fonts come from this site only.
 * - Images: also any http(s) address, because operators give the site logo as an address and list
 *   views show image columns whose values are addresses.
 * - Frames: this page is never framed (`frame-ancestors 'none'`); it frames the external pages an
 *   operator puts in a menu (any http/https url).
 */
export function contentSecurityPolicy(connectSources: string[] = []): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...connectSources],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", 'https:', 'http:'],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  };
}

/**
 * The headers `middleware` sets, captured once on a recording response and replayed on every
 * answer. For helmet as configured here every value is fixed (no nonce, nothing read from the
 * request), so the replay sets exactly what helmet would, without building the policy text and
 * running helmet's dozen steps per request. Refuses a middleware that does not finish at once.
 */
export function replayedHeaders(middleware: RequestHandler): RequestHandler {
  const calls: Array<{ name: string; value?: string | number | readonly string[] }> = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => calls.push({ name, value }),
    removeHeader: (name: string) => calls.push({ name }),
  };
  let finished = false;
  void middleware({} as Request, recorder as unknown as Response, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('the header middleware did not finish synchronously, so its headers cannot be replayed');
  return (_req, res, next) => {
    for (const { name, value } of calls) {
      if (value === undefined) res.removeHeader(name);
      else res.setHeader(name, value);
    }
    next();
  };
}

/** helmet with the settings below: what `securityHeaders` replays. */
export function helmetHeaders(env: NodeJS.ProcessEnv = process.env): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(extraConnectSources(env.WHARF_CSP_CONNECT_SRC)) },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
}

/**
 * Security headers on every answer (helmet, replayed: `replayedHeaders`): the CSP above, nosniff,
 * `Referrer-Policy: no-referrer` (visitor and jump urls carry tokens), `X-Frame-Options: DENY`, and
 * the cross-origin policies. HSTS only on a request that came over TLS (`req.secure`, which follows
 * the app's `trust proxy`): sent over plain http it would be ignored at best, and would pin a
 * development host at worst.
 */
export function securityHeaders(env: NodeJS.ProcessEnv = process.env): RequestHandler {
  const headers = replayedHeaders(helmetHeaders(env));
  return (req: Request, res: Response, next: NextFunction) => {
    if (isSecureRequest(req)) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    headers(req, res, next);
  };
}

/**
 * API answers are per user and per moment: never stored by a browser or a proxy. A route that
 * allows caching (pcode's ETag) or sends a file sets its own Cache-Control after this.
 */
export function noStoreApi(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Cache-Control', 'no-store');
  next();
}
