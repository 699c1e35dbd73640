import type { NextFunction, Request, Response } from 'express';

/**
 * Express 5's `req.query` is a getter that parses the query string again on every read, and a
 * request reads it several times (its language, then its validation, which asks for the language
 * again). This parses it once, at the start of the request, and keeps that object as `req.query`.
 */
export function parseQueryOnce(req: Request, _res: Response, next: NextFunction): void {
  Object.defineProperty(req, 'query', { value: req.query, configurable: true, enumerable: true, writable: true });
  next();
}
