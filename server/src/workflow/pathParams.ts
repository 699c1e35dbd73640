import type { Request } from 'express';
import { uuidPattern } from '@wharf/engine';
import { notFound } from '../http/errors';

const idPattern = new RegExp(uuidPattern);

/** The `{id}` path parameter; anything that cannot be an id is simply not found. */
export function pathId(req: Request): string {
  const id = String(req.params.id);
  if (!idPattern.test(id)) throw notFound();
  return id;
}
