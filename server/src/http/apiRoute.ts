import type { JSONSchemaType } from 'ajv';
import type { Request, Response, Router } from 'express';
import { validBody, validQuery } from './validateRequest';

type Method = 'get' | 'post' | 'put' | 'delete';

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
