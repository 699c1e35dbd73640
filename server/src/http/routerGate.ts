import type { Express, Request, RequestHandler } from 'express';

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
function gated(router: RequestHandler, prefixes: ReadonlyArray<string>): RequestHandler {
  const covering = coveringPrefixes(prefixes);
  return function gatedRouter(req, res, next) {
    const path = lowercasePath(req);
    for (const prefix of covering) if (path.startsWith(prefix)) return router(req, res, next);
    next();
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
}

/**
 * Gates every router mounted without a path (at any depth) by the prefixes of its routes. Call it
 * once, after every route is declared: routes added to a router later are not seen by its gate.
 */
export function gateRouters(app: Express): void {
  gateStack((app.router as unknown as { stack: LayerLike[] }).stack);
}
