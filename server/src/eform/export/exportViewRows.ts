import { compileViewExport, localiseColumnTitles, type Language, type PermissionResult, type SqlText, type ViewQuery } from '@wharf/engine';
import type { ViewDefinition } from '@wharf/schemas';
import type { Request } from 'express';
import type { PoolClient } from 'pg';
import { caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import type { JobContext } from '../../platform/module';
import { today, viewRowFilter } from '../views/viewRowFilter';
import { callerGrantBasis } from '../data/formDataGrants';
import { assertViewOffers } from '../data/viewOperationAccess';
import { withTenantConnection } from '../sqlConfig/tenantConnection';
import { callerPermissions, holds } from '../../platform/access/callerPermissions';
import { unmaskPermission } from '../views/unmaskPermission';
import { queryIssues, streamViewRows, type ListParams } from '../views/listViewRows';
import { loadView, resolveViewQuery } from '../views/loadView';
import { assertViewReadable } from '../views/viewAccess';
import { readDictionaries } from '../dictionaryTexts/tenantDictionaries';
import { dictCodeParam, exportOptionParams, exportSheet, forImportParam, reimportableColumns } from './exportCell';
import { XlsxStreamWriter } from './xlsxStreamWriter';

// "Export a view's rows", once: the streamed download (`GET …/export`) and the download centre's
// background task both come here with their own sink; the task's enqueue checks with the same access.

/** The rights a view's rows are exported with: whether masked columns are written in full, and the data rules' filter. */
export interface ViewExportRights {
  canUnmask: boolean;
  rowFilter: PermissionResult;
}

/**
 * A caller's export access to one view, read before a connection is taken: the tenant, their
 * rights, and the check the view's own definition needs (its export button).
 */
export interface ViewExportAccess {
  tenantId: string;
  rights: ViewExportRights;
  /** Refuses (403) a view that does not offer the caller its export; absent for rights checked earlier. */
  assertOffered?: (view: ViewDefinition) => void;
}

/**
 * Who exports: the request's caller (access looked up and checked now), or a background task that
 * carries its owner's rights as they were checked when the task was made (`callerExportAccess`).
 */
export type ViewExporter = { kind: 'caller'; req: Request } | { kind: 'task'; tenantId: string; rights: ViewExportRights };

/** Where an export's bytes go: an HTTP response, or a file. */
export interface ExportSink {
  /**
   * Called once, just before the first byte (never for an export without rows, which is a 400):
   * until then a failure is the caller's error answer; after it, only cutting the file is honest.
   */
  open(file: { viewCode: string; viewName: string }): Promise<void> | void;
  write(chunk: Uint8Array): Promise<void>;
  /**
   * Called when the export fails after `open`, before its writer stops: a sink that may be waiting
   * on its reader lets go (a download is cut), so stopping never waits on a client that stalls.
   */
  abandon?(error: unknown): void;
}

/** A query-string flag as the list pages send them. */
const isYes = (value: ListParams[string]) => value === 'Y' || value === 'true' || value === '1';

/** An export may take minutes, but each FETCH of its cursor is bounded. */
const exportTimeouts = { statementTimeoutMs: 120_000, lockTimeoutMs: 2000 };

/**
 * Whether the request's caller may export the view `viewCode`, and with which rights: they may
 * read the view (403, or 404 for no such view), their permissions and data rules as of today, and
 * the view's export button (checked on the loaded view by `assertOffered`) — the same decision as
 * the form's records (`viewOffers`).
 */
export async function callerExportAccess(ctx: AppContext, req: Request, viewCode: string): Promise<ViewExportAccess> {
  await assertViewReadable(ctx, req, viewCode);
  const who = caller(req);
  const permissions = await callerPermissions(ctx, req);
  const rowFilter = await viewRowFilter(ctx, who, viewCode, today());
  const basis = await callerGrantBasis(ctx, who);
  return {
    tenantId: who.tenantId,
    rights: { canUnmask: holds(permissions, unmaskPermission), rowFilter },
    assertOffered: (view) => assertViewOffers(basis, who, permissions, view, 'export'),
  };
}

/** A view export ready to run: the view's name, its query and the statement that reads its rows. */
export interface PlannedViewExport {
  viewName: string;
  query: ViewQuery;
  sql: SqlText;
}

/**
 * Loads the published view (404), checks its export button (403), resolves its query and compiles
 * the request's filters (400 naming a filter the view cannot take; `withDictCode` and `forImport` are the export's
 * options, not filters): every refusal an export can meet before its first row, on the connection
 * that will read the rows. `rowCap`: the rows it reads at most (default a sheet's worth).
 */
export async function planViewExport(client: PoolClient, access: ViewExportAccess, viewCode: string, params: ListParams, lang: Language, rowCap?: number): Promise<PlannedViewExport> {
  const loaded = await loadView(client, access.tenantId, viewCode);
  access.assertOffered?.(loaded.view);
  const resolved = await resolveViewQuery(client, access.tenantId, loaded, params, lang);
  // Headings in the exporter's language, as the list shows the columns (issue 18 point 6).
  const query = { ...resolved, columns: localiseColumnTitles(resolved.columns, loaded.view, { language: lang }) };
  // The export's own options are not filters (the download centre's task carries them with the filters).
  const filters = Object.fromEntries(Object.entries(params).filter(([name]) => !exportOptionParams.includes(name)));
  const compiled = compileViewExport(query, filters, { ...access.rights, lang, ...(rowCap === undefined ? {} : { rowCap }) });
  if (!compiled.ok) throw queryIssues(compiled.errors);
  return { viewName: loaded.view.viewName, query, sql: compiled.sql };
}

/**
 * Exports a view's rows as .xlsx into `sink`: the exported columns of the published view, filtered
 * and sorted as the list (`params`), within the data rules, masked unless the exporter may unmask.
 * The header row is the columns' titles; at most `config.exportMaxRows` rows follow. A view without matching rows is a 400
 * (`view/no-data-to-export`) before the sink opens. Resolves with the row count.
 */
export function exportViewRows(ctx: AppContext, exporter: { kind: 'caller'; req: Request }, viewCode: string, params: ListParams, lang: Language, sink: ExportSink): Promise<number>;
export function exportViewRows(ctx: JobContext, exporter: { kind: 'task'; tenantId: string; rights: ViewExportRights }, viewCode: string, params: ListParams, lang: Language, sink: ExportSink): Promise<number>;
export async function exportViewRows(ctx: AppContext | JobContext, exporter: ViewExporter, viewCode: string, params: ListParams, lang: Language, sink: ExportSink): Promise<number> {
  const access: ViewExportAccess = exporter.kind === 'caller'
    ? await callerExportAccess(ctx as AppContext, exporter.req, viewCode)
    : { tenantId: exporter.tenantId, rights: exporter.rights };
  let writer: XlsxStreamWriter | undefined;
  try {
    return await withTenantConnection(ctx.db, access.tenantId, exportTimeouts, async (client) => {
      // At most the operator's export limit (WHARF_EXPORT_MAX_ROWS, spec §9): the first rows in the list's order.
      const { viewName, query, sql } = await planViewExport(client, access, viewCode, params, lang, ctx.config.exportMaxRows);
      const exported = query.columns.filter((c) => c.isExport);
      const forImport = isYes(params[forImportParam]);
      const columns = forImport ? reimportableColumns(exported, access.rights.canUnmask) : exported;
      const dictionaries = await readDictionaries(ctx.db, client, columns.flatMap((c) => (c.dictCode ? [c.dictCode] : [])), lang);
      const sheet = exportSheet(query, columns, { dictionaries, withDictCode: isYes(params[dictCodeParam]) && !forImport, canUnmask: access.rights.canUnmask, lang });
      const count = await streamViewRows(client, query, sql, access.rights.canUnmask, async (rows) => {
        if (!writer) {
          await sink.open({ viewCode, viewName });
          writer = new XlsxStreamWriter((chunk) => sink.write(chunk), viewName);
          await writer.writeRows([sheet.headings], true);
        }
        await writer.writeRows(rows.map((row) => sheet.cells(row)));
      });
      if (count === 0 || !writer) throw new AppError(400, 'view/no-data-to-export');
      await writer.close();
      return count;
    });
  } catch (error) {
    if (writer) {
      sink.abandon?.(error);
      // Nothing more reaches the sink once this resolves (a file is then closed under no writer).
      await writer.abort();
    }
    throw error;
  }
}
