import { viewButtonListSchema } from '@wharf/schemas';
import { Router } from 'express';
import type { JSONSchemaType } from 'ajv';
import type { ViewDefinition } from '@wharf/schemas';
import { uuidPattern } from '@wharf/engine';
import type { AppContext } from '../../context';
import { apiRoute } from '../../http/apiRoute';
import { envelope } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { inCallerTenant } from '../../http/routeHelpers';
import { callerPermissions, holds } from '../../platform/access/callerPermissions';
import { assertViewReadable } from './viewAccess';

type ViewButton = NonNullable<ViewDefinition['buttons']>[number];

const idQuery: JSONSchemaType<{ id: string }> = {
  type: 'object',
  properties: { id: { type: 'string', pattern: uuidPattern } },
  required: ['id'],
};

/** The published view stored under `id` (the view's id, `viewId`): its code and buttons, or undefined. */
async function publishedViewById(ctx: AppContext, req: Parameters<typeof inCallerTenant>[1], id: string): Promise<{ code: string; buttons: ViewButton[] } | undefined> {
  return inCallerTenant(ctx, req, async (trx) => {
    const row = await trx('eform_definition as d')
      .join('eform_definition_revision as r', (j) => j.on('r.definition_id', 'd.id').andOn('r.version', 'd.published_version'))
      .where({ 'd.id': id, 'd.kind': 'view' })
      .first<{ code: string; buttons: ViewButton[] | null } | undefined>('d.code', trx.raw("r.body -> 'buttons' as buttons"));
    return row ? { code: row.code, buttons: Array.isArray(row.buttons) ? row.buttons : [] } : undefined;
  });
}

/**
 * `GET /api/eform/manage/actAppView/queryActAppViewButtonByMainId?id=` (spec §7; online modification
 * looks here for its `handleOnlineModify` button): the buttons of the published view with that id.
 * Reading them takes read access to the view (`viewAccess`: 403, or 404 when there is no such view),
 * and a button that declares a permission is listed only to a holder of it, as the list page shows it.
 */
export function viewButtonsRoute(ctx: AppContext): Router {
  const router = Router();
  apiRoute(router, { method: 'get', path: '/api/eform/manage/actAppView/queryActAppViewButtonByMainId', summary: 'The buttons of a published view by its id, those the caller may use', tag: 'views', query: idQuery, response: viewButtonListSchema }, async (req, res, { query }) => {
    const view = await publishedViewById(ctx, req, query.id);
    if (!view) throw notFound();
    await assertViewReadable(ctx, req, view.code);
    const permissions = await callerPermissions(ctx, req);
    res.json(envelope(view.buttons.filter((button) => !button.permission || holds(permissions, button.permission))));
  });
  return router;
}
