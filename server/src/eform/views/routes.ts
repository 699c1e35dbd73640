import { Router, type Response } from 'express';
import { buildReportViewQuery } from '@wharf/engine';
import { viewDataSchema, viewDefinitionSchema } from '@wharf/schemas';
import { caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { apiRoute } from '../../http/apiRoute';
import { envelope, pageSizes } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { exportViewRows } from '../export/exportViewRows';
import { today, viewRowFilter } from './viewRowFilter';
import { withTenantConnection } from '../sqlConfig/tenantConnection';
import { callerPermissions, holds, type HeldPermissions } from '../../platform/access/callerPermissions';
import { unmaskPermission } from './unmaskPermission';
import type { ListParams } from './listViewRows';
import { listTimeouts, listViewPage } from './listViewPage';
import { loadView, resolveViewQuery, type LoadedView } from './loadView';
import { listImportRoutes } from '../import/routes';
import { viewPreviewRoutes } from './previewView';
import { assertViewReadable } from './viewAccess';
import { viewCodeOf } from './viewCodeOf';
import { viewListQuery } from './viewListQuery';
import { declareOpenDataRoute } from './openDataRoute';


/**
 * Until the response can take more, or its client went away (which never drains): the export, and
 * the connection it holds, end either way. Both listeners go, as a long export waits thousands of times.
 */
function drainedOrClosed(res: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

/** The view's button permissions the caller holds (the list page shows only those buttons). */
function heldButtonPermissions(loaded: LoadedView, permissions: HeldPermissions): string[] {
  const declared = [...new Set((loaded.view.buttons ?? []).flatMap((b) => (b.permission ? [b.permission] : [])))];
  return declared.filter((perms) => holds(permissions, perms));
}

/**
 * List views at runtime (contract "Views and data sources API"): the published view for the list
 * page, a page of its rows, and its rows as a streamed .xlsx. Identifiers all come from the view
 * and its synced table; the request only picks among them and gives values, which are bound.
 */
export function viewRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'views';
  // The same calls under the runtime prefix a visitor session may reach for its one view page
  // (auth/sessionScope.ts: /api/eform/runtime/{pageType}/{pageCode}/…).
  for (const base of ['/api/eform/views/:viewCode', '/api/eform/runtime/view/:viewCode']) declareViewRoutes(ctx, router, base, tag);
  router.use(viewPreviewRoutes(ctx));
  router.use(listImportRoutes(ctx));
  return router;
}

function declareViewRoutes(ctx: AppContext, router: Router, base: string, tag: string): void {
  declareOpenDataRoute(ctx, router, base, tag);

  apiRoute(router, { method: 'get', path: `${base}/definition`, summary: 'The published view with resolved columns, its form and the caller\'s button permissions', tag, response: viewDefinitionSchema }, async (req, res) => {
    const viewCode = viewCodeOf(req);
    await assertViewReadable(ctx, req, viewCode);
    const lang = requestLanguage(req);
    const permissions = await callerPermissions(ctx, req);
    const result = await withTenantConnection(ctx.db, caller(req).tenantId, listTimeouts, async (client) => {
      const loaded = await loadView(client, caller(req).tenantId, viewCode);
      const { reportSql: _hidden, ...body } = loaded.view;
      const query = loaded.view.reportSql ? buildReportViewQuery(loaded.view, { text: '', values: [] }) : await resolveViewQuery(client, caller(req).tenantId, loaded, {}, lang);
      const canUnmask = holds(permissions, unmaskPermission);
      const declared = new Map((canUnmask ? query.unmasked : query.masked).columns.map((c) => [c.field, c]));
      return {
        viewCode, viewName: loaded.view.viewName, viewType: loaded.view.viewType, version: loaded.version,
        body,
        formCode: loaded.view.formCode ?? null,
        tableName: loaded.tableCode ?? null,
        source: query.isReport ? 'reportSql' : 'table',
        columns: query.columns.map((c) => ({
          colCode: c.field, title: c.title, colType: c.colType, mask: c.mask, isMasked: c.mask !== 'none' && !canUnmask, isHidden: c.isHidden, isExport: c.isExport,
          isSortable: declared.get(c.field)?.isSortable !== false, isFilterable: declared.get(c.field)?.isFilterable !== false, ...(c.dictCode ? { dictCode: c.dictCode } : {}),
        })),
        permissions: heldButtonPermissions(loaded, permissions),
        canUnmask,
        pageSizes: [...pageSizes],
        defaultPageSize: loaded.view.page?.pageNum ?? 20,
        defaultSort: query.unmasked.defaultSort ?? null,
      };
    });
    res.json(envelope(result));
  });

  apiRoute(router, { method: 'get', path: `${base}/data`, summary: 'A page of the view\'s rows: pageNo, pageSize, column, order, field, superQueryParams, filters by field, keyset after, total=true', tag, query: viewListQuery, response: viewDataSchema }, async (req, res, { query }) => {
    const viewCode = viewCodeOf(req);
    await assertViewReadable(ctx, req, viewCode);
    const lang = requestLanguage(req);
    const { tenantId } = caller(req);
    const permissions = await callerPermissions(ctx, req);
    const rowFilter = await viewRowFilter(ctx, caller(req), viewCode, today());
    const result = await listViewPage(ctx, { tenantId, canUnmask: holds(permissions, unmaskPermission), rowFilter }, viewCode, query as ListParams, lang);
    res.json(envelope(result));
  });

  apiRoute(router, { method: 'get', path: `${base}/export`, summary: 'The view\'s filtered, sorted rows as a streamed .xlsx (exported columns; masked as in the list)', tag, query: viewListQuery, file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }, async (req, res, { query }) => {
    const viewCode = viewCodeOf(req);
    let isOpened = false;
    await exportViewRows(ctx, { kind: 'caller', req }, viewCode, query as ListParams, requestLanguage(req), {
      open: ({ viewName }) => {
        isOpened = true;
        res.status(200);
        res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
        res.setHeader('Content-Disposition', `attachment; filename="${viewCode}.xlsx"; filename*=UTF-8''${encodeURIComponent(`${viewName}.xlsx`)}`);
        res.setHeader('Cache-Control', 'no-store');
      },
      write: async (chunk) => {
        if (res.destroyed) throw new Error('the client went away');
        if (!res.write(chunk)) await drainedOrClosed(res);
      },
      abandon: (error) => {
        ctx.log.warn({ err: error }, 'export stopped');
        res.destroy();
      },
    }).catch((error: unknown) => {
      // Before the first byte the error middleware answers; after it, the download was cut (abandon).
      if (!isOpened) throw error;
    });
    if (isOpened && !res.destroyed) res.end();
  });
}
