import type { Request } from 'express';
import { notFound } from '../../http/errors';

/** What a view code may look like (the view schema's `viewCode`); the path's code is checked against it. */
const viewCodePattern = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * The view code of the path (`:viewCode`), for every route under a view (list, export, import,
 * export task). A code no view can have is a 404, as an unknown view is.
 */
export function viewCodeOf(req: Request): string {
  const code = String(req.params.viewCode);
  if (!viewCodePattern.test(code)) throw notFound();
  return code;
}
