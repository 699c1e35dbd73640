import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { forApi, inSequence, isApiPath } from './inSequence';

/** Runs `handler` on a request for `path`; answers what it handed on (undefined: `next()` with no error). */
function run(handler: RequestHandler, path = '/api/x'): Promise<{ error: unknown; seen: string[] }> {
  const seen: string[] = [];
  const req = { path, seen } as unknown as Request;
  return new Promise((resolve) => {
    const next: NextFunction = (error?: unknown) => resolve({ error, seen: (req as unknown as { seen: string[] }).seen });
    void handler(req, {} as Response, next);
  });
}

const mark = (name: string): RequestHandler => (req, _res, next) => {
  (req as unknown as { seen: string[] }).seen.push(name);
  next();
};

describe('inSequence', () => {
  it('runs every handler in order, also one that hands on later', async () => {
    const later: RequestHandler = (req, res, next) => void setTimeout(() => mark('later')(req, res, next), 1);
    expect(await run(inSequence([mark('a'), later, mark('b')]))).toEqual({ error: undefined, seen: ['a', 'later', 'b'] });
  });

  it('stops at an error passed, thrown or rejected, and hands it on', async () => {
    const failure = new Error('no');
    const passes: RequestHandler = (_req, _res, next) => next(failure);
    const throws: RequestHandler = () => {
      throw failure;
    };
    const rejects: RequestHandler = async () => {
      await Promise.resolve();
      throw failure;
    };
    for (const failing of [passes, throws, rejects]) expect(await run(inSequence([mark('a'), failing, mark('b')]))).toEqual({ error: failure, seen: ['a'] });
  });
});

describe('forApi', () => {
  it('matches the paths app.use(\'/api\') matches', () => {
    for (const path of ['/api', '/api/', '/api/eform/x', '/API/x']) expect(isApiPath(path), path).toBe(true);
    for (const path of ['/', '/apix', '/ap', '/index/api', '/apis/x']) expect(isApiPath(path), path).toBe(false);
  });

  it('runs the handler for API paths only', async () => {
    expect((await run(forApi(mark('api')), '/api/x')).seen).toEqual(['api']);
    expect((await run(forApi(mark('api')), '/assets/x.js')).seen).toEqual([]);
  });
});
