import type { Express, Response } from 'express';

/**
 * Express's `res.json` for the plain case every API answer is: the body written as the string it
 * is, with fixed `Content-Type` and `Content-Length`. Express's own path looks the content type up
 * in mime-types and parses and re-formats it twice (`res.set`, then `setCharset` in `res.send`), and
 * copies any body of 1000 characters or more into a Buffer (utf-8 encoded once more) although no
 * ETag is made of it; node:http then writes headers and that Buffer as two pieces, where a string
 * body goes out in one write with the headers (bench: profileList, profileStack).
 *
 * Anything else takes Express's way unchanged: a content type already chosen, an ETag set (a route
 * answering conditional requests), a conditional request (freshness, 304), HEAD, a status without
 * a body (204, 205, 304), or an app that sets a JSON replacer, spacing or escaping.
 */
export function useLeanJson(app: Express): void {
  const expressJson = app.response.json;
  const isPlainJsonApp = () => app.get('json replacer') === undefined && app.get('json spaces') === undefined && !app.get('json escape');
  app.response.json = function leanJson(this: Response, body: unknown): Response {
    const { req } = this;
    const isPlain = this.getHeader('Content-Type') === undefined && this.getHeader('ETag') === undefined
      && req.method !== 'HEAD' && req.headers['if-none-match'] === undefined && req.headers['if-modified-since'] === undefined
      && this.statusCode !== 204 && this.statusCode !== 205 && this.statusCode !== 304
      && this.getHeader('Transfer-Encoding') === undefined && isPlainJsonApp();
    if (!isPlain) return expressJson.call(this, body);
    // JSON.stringify(undefined) is undefined: Express sends an empty body then, and so does this.
    const text = JSON.stringify(body) ?? '';
    this.setHeader('Content-Type', 'application/json; charset=utf-8');
    this.setHeader('Content-Length', Buffer.byteLength(text, 'utf8'));
    this.end(text, 'utf8');
    return this;
  };
}
