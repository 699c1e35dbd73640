import { templateListSchema } from '@wharf/schemas';
import { Router } from 'express';
import type { JSONSchemaType } from 'ajv';
import type { TemplateDefinition } from '@wharf/schemas';
import type { AppContext } from '../../context';
import { apiRoute } from '../../http/apiRoute';
import { envelope } from '../../http/envelope';
import { inCallerTenant } from '../../http/routeHelpers';
import { caller } from '../../auth/authenticate';
import { assertCanDesign } from '../../definitions/designerAccess';

/** More templates than a picker can show is a builder's mistake; the list stops here. */
const maxTemplates = 500;

const listAllQuery: JSONSchemaType<{ tempType: 'form' | 'view' | 'module'; appType?: string }> = {
  type: 'object',
  properties: {
    tempType: { type: 'string', enum: ['form', 'view', 'module'] },
    appType: { type: 'string', maxLength: 50, nullable: true },
  },
  required: ['tempType'],
};

/** A template as listAll returns it: the stored definition (template schema) with its id. */
export type TemplateEntry = TemplateDefinition & { id: string };

/**
 * `GET /api/eform/manage/actAppTemplate/listAll?tempType=form&appType=` (spec §7): the tenant's
 * templates of one type, and of one app type when given, by name. Templates are definitions of kind
 * `template` (the form designer saves them through the definition store); the newest saved body
 * counts, published or not, as the designer's own picker reads them. For those who may read
 * templates' source (engine `definitionDesignerPermissions.template`: the form designers).
 */
export function templateRoutes(ctx: AppContext): Router {
  const router = Router();
  const path = '/api/eform/manage/actAppTemplate/listAll';
  apiRoute(router, { method: 'get', path, summary: 'Templates of a type (tempType) and app type (appType)', tag: 'definitions', query: listAllQuery, response: templateListSchema }, async (req, res, { query }) => {
    await assertCanDesign(ctx, caller(req), 'template', 'readSource');
    const templates = await inCallerTenant(ctx, req, (trx) => trx('eform_definition')
      .where({ kind: 'template' })
      .whereRaw("body ->> 'tempType' = ?", [query.tempType])
      .modify((q) => {
        if (query.appType) q.whereRaw("body ->> 'appType' = ?", [query.appType]);
      })
      .orderBy([{ column: 'name' }, { column: 'code' }])
      .limit(maxTemplates)
      .select<Array<{ id: string; body: TemplateDefinition }>>('id', 'body'));
    res.json(envelope(templates.map((row): TemplateEntry => ({ ...row.body, id: row.id }))));
  });
  return router;
}
