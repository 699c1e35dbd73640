import { appExportSchema } from '@wharf/schemas';
import { canonicalJson } from '@wharf/engine';
import type { JSONSchemaType } from 'ajv';
import { Router, type Request } from 'express';
import { caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { apiRoute } from '../../http/apiRoute';
import { envelope } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { exportApp } from './exportApp';

interface ExportQuery {
  download?: '0' | '1';
  version?: string;
}

const exportQuery: JSONSchemaType<ExportQuery> = {
  type: 'object',
  properties: {
    download: { type: 'string', enum: ['0', '1'], nullable: true },
    // The package version to write (an installed app otherwise keeps its installed version).
    version: { type: 'string', maxLength: 64, pattern: '^\\d+\\.\\d+\\.\\d+(?:-[0-9A-Za-z.-]+)?$', nullable: true },
  },
};

/** The `{appCode}` path parameter: a package or app group code, or not found. */
function appCodeOf(req: Request): string {
  const code = String(req.params.appCode);
  if (!/^[A-Za-z0-9_.-]{1,100}$/.test(code)) throw notFound();
  return code;
}

/**
 * `GET /api/eform/apps/{appCode}/export` (issue 19): an installed market app or an app group of the
 * caller's tenant as a package, in the envelope, or with `download=1` as its canonical text in a
 * file `{appCode}-{version}.app.json` (the same bytes every time for the same app).
 */
export function appExportRoutes(ctx: AppContext): Router {
  const router = Router();
  apiRoute(router, { method: 'get', path: '/api/eform/apps/:appCode/export', summary: 'Export an installed app or an app group as a package: every definition with its dependency closure, references by code, environment values as bindings (download=1: the canonical JSON as a file)', tag: 'appPackages', query: exportQuery, response: appExportSchema }, async (req, res, { query }) => {
    const appCode = appCodeOf(req);
    const pkg = await exportApp(ctx, caller(req), appCode, query.version);
    if (query.download !== '1') {
      res.json(envelope(pkg));
      return;
    }
    const fileName = `${pkg.packageCode}-${pkg.packageVersion}.app.json`;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
    res.send(canonicalJson(pkg));
  });
  return router;
}
