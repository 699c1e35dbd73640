import type { Language, PermissionResult } from '@wharf/engine';
import type { AppContext } from '../../context';
import { readAllAsTenant } from '../../db/tenantRead';
import { toSqlConfigError } from '../sqlConfig/runReadOnlySql';
import { withTenantConnection } from '../sqlConfig/tenantConnection';
import { compileListPage, listViewRows, pageFromRows, type ListParams, type ListRowsResult } from './listViewRows';
import { isReportView, loadViewOf, resolveViewQuery, tableViewQueryOf } from './loadView';

/** List reads are short (an export's own bounds are `exportViewRows`'). */
export const listTimeouts = { statementTimeoutMs: 30_000, lockTimeoutMs: 2000 };

/** Who reads the page, and with what rights (resolved by the route from the caller's grants). */
export interface ListPageAccess {
  tenantId: string;
  canUnmask: boolean;
  /** The caller's data rules over the view's rows (`viewRowFilter`). */
  rowFilter: PermissionResult;
}

/**
 * A page of the published view `viewCode`'s rows for the caller (spec §7 list pages). A view over
 * its table reads in one round trip: the view is known (a check at most once a second, `loadViewOf`),
 * its query built once per version, so the page's statement (and its count, `total=true`) go with
 * the read-only tenant opening and the rollback in one write (`readAllAsTenant`). A report view's
 * SQL runs as the SQL reader role, which takes a statement of its own inside the transaction.
 */
export async function listViewPage(ctx: AppContext, access: ListPageAccess, viewCode: string, params: ListParams, lang: Language): Promise<ListRowsResult> {
  const { tenantId, canUnmask, rowFilter } = access;
  const loaded = await loadViewOf(ctx.db, tenantId, viewCode);
  if (isReportView(loaded.view)) {
    return withTenantConnection(ctx.db, tenantId, listTimeouts, async (client) =>
      listViewRows(client, await resolveViewQuery(client, tenantId, loaded, params, lang), params, canUnmask, lang, rowFilter));
  }
  const query = tableViewQueryOf(tenantId, loaded);
  const page = compileListPage(query, params, canUnmask, lang, rowFilter);
  const [rows, countRows] = await readAllAsTenant(ctx.db, tenantId, { ...listTimeouts, statementError: toSqlConfigError }, page.countSql ? [page.sql, page.countSql] : [page.sql]);
  return pageFromRows(page, query, rows as Array<Record<string, unknown>>, canUnmask, countRows as Array<Record<string, unknown>> | undefined);
}
