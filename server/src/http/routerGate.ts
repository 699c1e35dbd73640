import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Express 5's router tries the layers of every mounted router one after the other: a call near the
 * end of `createApp`'s list (the list views' data) made ~350 route matches before reaching its own
 * (bench: profileList). Every router here declares absolute paths, so each one can tell from its
 * own layers which path prefixes it answers; `gateRouters` puts a check in front of each router so
 * requests outside its prefixes skip it with one string comparison per prefix instead of a regex per
 * route. A router that might act on any path (a middleware mounted without a path, a RegExp path)
 * is left ungated, so the gate only ever skips routers that could not have matched.
 */

/** The parts of the `router` package's layers the gate reads (router 2; see node_modules/router/lib/layer.js). */
interface LayerLike {
  handle: RequestHandler & { stack?: LayerLike[] };
  route?: unknown;
  rawPath?: unknown;
  slash?: boolean;
}

/** A path's literal beginning: up to the first parameter, wildcard, group or escape (path-to-regexp 8). */
function literalPrefix(path: string): string {
  const literal = /^[^:*{}()[\]+?!\\]*/.exec(path)?.[0] ?? '';
  // The router matches `/a/` routes as `/a` (it loosens trailing slashes).
  return literal.replace(/\/+$/, '').toLowerCase();
}

/**
 * The lowercase prefixes some path must start with for `stack` to act on it, or `undefined` when
 * any path might (a path-less middleware, a RegExp or an unknown layer shape).
 */
export function routerPrefixes(stack: ReadonlyArray<LayerLike>): string[] | undefined {
  const prefixes: string[] = [];
  for (const layer of stack) {
    const paths = Array.isArray(layer.rawPath) ? layer.rawPath.flat(Infinity) : [layer.rawPath];
    if (!paths.every((p): p is string => typeof p === 'string')) return undefined;
    if (layer.slash) {
      // Mounted at `/`: a nested router's own prefixes; anything else sees every path.
      const nested = Array.isArray(layer.handle.stack) ? routerPrefixes(layer.handle.stack) : undefined;
      if (!nested) return undefined;
      prefixes.push(...nested);
      continue;
    }
    prefixes.push(...paths.map(literalPrefix));
  }
  return [...new Set(prefixes)];
}

/** Prefixes without those another one already covers ('/api/a' covers '/api/a/b'), shortest first. */
function coveringPrefixes(prefixes: ReadonlyArray<string>): string[] {
  const kept: string[] = [];
  for (const prefix of [...prefixes].sort((a, b) => a.length - b.length)) if (!kept.some((k) => prefix.startsWith(k))) kept.push(prefix);
  return kept;
}

// The lowercased path of a request, kept while its url stays the same (mounted routers rewrite req.url).
const lowercasePaths = new WeakMap<Request, { url: string; path: string }>();

function lowercasePath(req: Request): string {
  const kept = lowercasePaths.get(req);
  if (kept?.url === req.url) return kept.path;
  const path = req.path.toLowerCase();
  lowercasePaths.set(req, { url: req.url, path });
  return path;
}

/** `router` behind a prefix check: it runs only for paths that start with one of `prefixes`. */
function gated(router: RequestHandler, prefixes: ReadonlyArray<string>): GatedRouter {
  const covering = coveringPrefixes(prefixes);
  const mayMatch = (path: string) => covering.some((prefix) => path.startsWith(prefix));
  return Object.assign(function gatedRouter(req: Request, res: Response, next: NextFunction) {
    if (mayMatch(lowercasePath(req))) return router(req, res, next);
    next();
  }, { router, mayMatch });
}

interface GatedRouter extends RequestHandler {
  router: RequestHandler;
  mayMatch(path: string): boolean;
}

const isGated = (handle: unknown): handle is GatedRouter => typeof handle === 'function' && 'mayMatch' in handle && 'router' in handle;

/**
 * Consecutive gated routers as one handler: it runs, in their order, only those whose prefixes the
 * path has, and hands on to the next layer after the last. Express would otherwise take each router
 * layer in turn through its own `next` (trim the path, process params, call the gate) only for most
 * of them to pass; an error from one goes on as Express would send it (to the error middleware).
 */
function dispatcher(routers: ReadonlyArray<GatedRouter>): RequestHandler {
  // The candidates of recent paths (a list page asks for the same path over and over); bounded in
  // count and in the length of what it keeps.
  const candidatesByPath = new Map<string, GatedRouter[]>();
  const candidatesOf = (path: string): GatedRouter[] => {
    let candidates = candidatesByPath.get(path);
    if (!candidates) {
      candidates = routers.filter((router) => router.mayMatch(path));
      if (path.length > 200) return candidates;
      if (candidatesByPath.size >= 2000) candidatesByPath.clear();
      candidatesByPath.set(path, candidates);
    }
    return candidates;
  };
  return function routerGroup(req, res, done) {
    const candidates = candidatesOf(lowercasePath(req));
    let index = 0;
    const step = (error?: unknown) => {
      if (error !== undefined && error !== null) done(error);
      else if (index < candidates.length) candidates[index++]!.router(req, res, step);
      else done();
    };
    step();
  };
}

function gateStack(stack: LayerLike[]): void {
  for (const layer of stack) {
    const nested = layer.handle.stack;
    if (!layer.slash || layer.route || !Array.isArray(nested)) continue;
    gateStack(nested);
    const prefixes = routerPrefixes(nested);
    // A router answering at `/` itself could match anything; gating it would only add work.
    if (prefixes && !prefixes.includes('')) layer.handle = Object.assign(gated(layer.handle, prefixes), { stack: nested });
  }
  // Runs of gated routers become one layer (the first of the run, now dispatching to all of them).
  for (let start = 0; start < stack.length; start += 1) {
    let end = start;
    while (end < stack.length && isGated(stack[end]!.handle)) end += 1;
    if (end - start < 2) continue;
    const run = stack.slice(start, end).map((layer) => layer.handle as unknown as GatedRouter);
    const nestedStacks = run.flatMap((gatedRouter) => (gatedRouter as unknown as { stack: LayerLike[] }).stack);
    stack[start]!.handle = Object.assign(dispatcher(run), { stack: nestedStacks });
    stack.splice(start + 1, end - start - 1);
  }
}

/**
 * Gates every router mounted without a path (at any depth) by the prefixes of its routes. Call it
 * once, after every route is declared: routes added to a router later are not seen by its gate.
 */
export function gateRouters(app: Express): void {
  gateStack((app.router as unknown as { stack: LayerLike[] }).stack);
}
