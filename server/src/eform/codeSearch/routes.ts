import { mayEditScriptsSchema, codeHitListSchema, codeUpdatedSchema } from '@wharf/schemas';
import { Router, type Request } from 'express';
import type { JSONSchemaType } from 'ajv';
import { uuidPattern } from '@wharf/engine';
import { caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { apiRoute } from '../../http/apiRoute';
import { envelope } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { requestLanguage } from '../../http/language';
import { inCallerTenant, okMessage } from '../../http/routeHelpers';
import { requirePermission } from '../../platform/access/requirePermission';
import { callerPermissions, holds } from '../../platform/access/callerPermissions';
import { codeGroups, type CodeGroup } from './codeGroups';
import { searchCode, type CodeSearchQuery } from './searchCode';
import { updateCode, type CodeUpdate } from './updateCode';

/** Who may search the tenant's code (it shows SQL and scripts): the developer tools' button. */
export const codeSearchPermission = 'codeSearch:view';
/** Who may save edited code from the search (spec §5: only when allowEditScript answers true). */
export const editScriptPermission = 'codeSearch:editScript';

const tag = 'codeSearch';
const text = (maxLength: number) => ({ type: 'string', maxLength, nullable: true }) as const;
const searchBody = {
  type: 'object',
  properties: { key: text(200), name: text(200), code: text(100), group: { type: 'string', enum: [...codeGroups], nullable: true } },
  additionalProperties: false,
} as unknown as JSONSchemaType<CodeSearchQuery>;
const updateBody = {
  type: 'object',
  properties: {
    id: { type: 'string', pattern: uuidPattern },
    table_name: { type: 'string', enum: [...codeGroups] },
    code: { type: 'string', maxLength: 100_000 },
    col_name: { type: 'string', minLength: 1, maxLength: 500 },
  },
  required: ['id', 'table_name', 'code', 'col_name'],
  additionalProperties: false,
} as unknown as JSONSchemaType<CodeUpdate>;

async function mayEditScripts(ctx: AppContext, req: Request): Promise<boolean> {
  return holds(await callerPermissions(ctx, req), editScriptPermission);
}

/**
 * The developer code search (spec §4 code-search modal, §7): find code across the tenant's
 * definitions and configs, whether the caller may edit it (`allowEditScript`), and save an edit.
 */
export function codeSearchRoutes(ctx: AppContext): Router {
  const router = Router();

  apiRoute(router, { method: 'get', path: '/api/system/permission/allowEditScript', summary: 'Whether the caller may save edited scripts (codeSearch:editScript)', tag, response: mayEditScriptsSchema }, async (req, res) => {
    res.json(envelope(await mayEditScripts(ctx, req)));
  });

  router.post('/api/eform/manage/codeSearch/code', requirePermission(ctx, codeSearchPermission));
  apiRoute(router, { method: 'post', path: '/api/eform/manage/codeSearch/code', summary: 'Code of the tenant matching key (code text), name and code: form rule scripts, view button scripts and report SQL, HTTP return scripts, SQL queries', tag, body: searchBody, response: codeHitListSchema }, async (req, res, { body }) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => searchCode(trx, body))));
  });

  apiRoute(router, { method: 'post', path: '/api/eform/manage/codeSearch/update', summary: 'Save edited code where the search found it (a definition gets a new draft revision)', tag, body: updateBody, response: codeUpdatedSchema }, async (req, res, { body }) => {
    if (!(await mayEditScripts(ctx, req))) throw new AppError(403, 'codeSearch/edit-not-allowed');
    const result = await updateCode(ctx, caller(req), { ...body, table_name: body.table_name as CodeGroup }, requestLanguage(req));
    res.json(envelope(result, okMessage(req)));
  });

  return router;
}
