import type { JSONSchemaType } from 'ajv';
import type { Request, Response, Router } from 'express';
import { validBody, validQuery } from './validateRequest';

type Method = 'get' | 'post' | 'put' | 'delete';

/**
 * Error statuses a route may declare beyond those the document gives every route (400; 401 and 403
 * unless public; 404 when the path takes a parameter; 413 for uploads; 503).
 */
export type DeclaredErrorStatus = 403 | 404 | 409 | 413 | 423 | 429 | 502;

/** What the OpenAPI document says about one route; also what the route validates with. */
export interface RouteDoc {
  method: Method;
  path: string;
  summary: string;
  tag: string;
  isPublic?: boolean;
  body?: object;
  query?: object;
  successStatus?: number;
  /** The operation's id in the document; derived from method and path when absent. */
  operationId?: string;
  /** Error statuses the route answers beyond the ones every route gets (e.g. 404 for an id in the query, 409 for a version check). */
  errors?: DeclaredErrorStatus[];
  /** JSON Schema (3.1 form) of `result` in the success envelope; `{}` (anything) when absent. */
  response?: object;
  /** The answer is a file of this content type instead of the JSON envelope (downloads, templates). */
  file?: string;
  /** The request body is a raw file of these content types (not JSON); too large answers 413. */
  upload?: string[];
}

export interface RouteInput<B, Q> {
  body: B;
  query: Q;
}

/** Every route declared through `apiRoute`, in declaration order, for the OpenAPI document. */
export const declaredRoutes: RouteDoc[] = [];

/**
 * Declares a route once: its body and query schemas validate the request (400 with paths)
 * and describe it in the OpenAPI document, so the two cannot drift apart.
 */
export function apiRoute<B = undefined, Q = undefined>(
  router: Router,
  doc: Omit<RouteDoc, 'body' | 'query'> & { body?: JSONSchemaType<B>; query?: JSONSchemaType<Q> },
  handler: (req: Request, res: Response, input: RouteInput<B, Q>) => Promise<void>,
): void {
  if (!declaredRoutes.some((r) => r.method === doc.method && r.path === doc.path)) declaredRoutes.push(doc);
  router[doc.method](doc.path, async (req: Request, res: Response) => {
    const query = (doc.query ? validQuery(req, doc.query) : undefined) as Q;
    const body = (doc.body ? validBody(req, doc.body) : undefined) as B;
    await handler(req, res, { body, query });
  });
}
