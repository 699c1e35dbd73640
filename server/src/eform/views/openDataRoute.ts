import type { Router } from 'express';
import type { JSONSchemaType } from 'ajv';
import { formatMessage } from '@wharf/engine';
import { viewButtonOpenDataSchema } from '@wharf/schemas';
import { caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { apiRoute } from '../../http/apiRoute';
import { envelope } from '../../http/envelope';
import { accessDenied, AppError, conflict, notFound } from '../../http/errors';
import { requestLanguage } from '../../http/language';
import { callerPermissions, holds } from '../../platform/access/callerPermissions';
import { scriptQueueFull } from '../../sandbox/serverScriptPool';
import { tenantScripts } from '../../sandbox/tenantScripts';
import { withTenantConnection } from '../sqlConfig/tenantConnection';
import { listTimeouts } from './listViewPage';
import { loadView } from './loadView';
import { assertViewReadable } from './viewAccess';
import { viewCodeOf } from './viewCodeOf';

interface OpenDataBody {
  /** The button's out-parameters as the list computed them from the chosen rows. */
  parameters?: Record<string, unknown>;
  /** The rows chosen in the list when the button was pressed, as the list shows them. */
  rows?: Record<string, unknown>[];
  /** The pressed button's name as the page knows it: a view republished since with other buttons there is a 409. */
  buttonName?: string;
}

const openDataBody: JSONSchemaType<OpenDataBody> = {
  type: 'object',
  properties: {
    parameters: { type: 'object', nullable: true, maxProperties: 50, required: [] },
    rows: { type: 'array', nullable: true, maxItems: 500, items: { type: 'object', required: [] } },
    buttonName: { type: 'string', nullable: true, maxLength: 200 },
  },
  additionalProperties: false,
};

/** The button's place in the view's buttons, as the path gives it; anything else is no button (404). */
function buttonIndexOf(raw: unknown): number {
  const text = String(raw);
  if (!/^\d{1,3}$/.test(text)) throw notFound();
  return Number(text);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `POST {base}/buttons/{index}/openData` (spec §3 view button `openScript`, "JSON initial data"):
 * runs the published view's button script in the tenant's share of the server's QuickJS pool and
 * answers the start values of the form the button opens. The script is the stored one (the request
 * only says which button and hands the chosen rows as data); reading it takes read access to the
 * view, and a button that declares a permission takes that permission, as the list shows it.
 * The script gets `input.parameters` and `input.rows` and returns an object of field values;
 * anything else is the builder's mistake, said as a 400.
 */
export function declareOpenDataRoute(ctx: AppContext, router: Router, base: string, tag: string): void {
  apiRoute(router, { method: 'post', path: `${base}/buttons/:index/openData`, summary: "A view button's openScript run on the chosen rows: the start values of the form it opens", tag, body: openDataBody, errors: [409], response: viewButtonOpenDataSchema }, async (req, res, { body }) => {
    const viewCode = viewCodeOf(req);
    const index = buttonIndexOf(req.params.index);
    await assertViewReadable(ctx, req, viewCode);
    const who = caller(req);
    const loaded = await withTenantConnection(ctx.db, who.tenantId, listTimeouts, (client) => loadView(client, who.tenantId, viewCode));
    const button = loaded.view.buttons?.[index];
    if (!button) throw notFound();
    // The page read the view when it opened; a button moved since would run another button's script.
    if (body.buttonName !== undefined && body.buttonName !== button.buttonName) throw conflict();
    if (button.permission && !holds(await callerPermissions(ctx, req), button.permission)) throw accessDenied();
    if (!button.openScript) {
      res.json(envelope({ data: {} }));
      return;
    }
    const input = { parameters: body.parameters ?? {}, rows: body.rows ?? [] };
    const result = await tenantScripts(who.tenantId).scripts.run(button.openScript, input);
    if (!result.ok && result.error.code === 'sandbox/queue-full') throw scriptQueueFull();
    const lang = requestLanguage(req);
    if (!result.ok) throw new AppError(400, 'view/open-script-failed', [result.error.detail ?? formatMessage(result.error.code, lang)]);
    // A script that returns nothing opens the form empty; a list or a scalar cannot be a form's values.
    if (result.value === null) {
      res.json(envelope({ data: {} }));
      return;
    }
    if (!isPlainObject(result.value)) throw new AppError(400, 'view/open-script-not-object');
    res.json(envelope({ data: result.value }));
  });
}
