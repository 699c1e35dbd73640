import type { Language } from '@wharf/engine';
import type { AppContext } from '../../context';
import type { Caller } from '../../auth/authenticate';
import { withTenant } from '../../db/withTenant';
import { compileViewRequest, viewParameterKeys, type ListParams } from '../../eform/views/listViewRows';
import { holds, unmaskPermission, type HeldPermissions } from '../../eform/views/callerPermissions';
import { loadView, resolveViewQuery } from '../../eform/views/loadView';
import { withTenantConnection } from '../../eform/sqlConfig/tenantConnection';
import { viewRowFilter } from '../dataRules/dataRuleFilter';
import { callerGrantBasis } from '../../eform/data/formDataGrants';
import { assertViewOffers } from '../../eform/data/viewOperationAccess';
import { exportJobName } from './exportTaskJob';
import { insertExportTask } from './exportTaskStore';
import type { ExportTaskRequest } from './exportTaskTypes';

const checkTimeouts = { statementTimeoutMs: 30_000, lockTimeoutMs: 2000 };
/** Parameters of the call itself, not filters of the list. */
const transientParams = new Set(['_t', 'lang']);

export interface ViewExportAsk {
  viewCode: string;
  params: Record<string, string | string[]>;
  lang: Language;
  taskName?: string;
  extraCode?: string;
  today: string;
  /** The file's time stamp, e.g. 20261122T081500. */
  stamp: string;
}

/**
 * Makes a background export of a view (spec §2 download centre): the same checks as the streamed
 * export (published view, the export button's permission, the filters compile) answer at once, and
 * the caller's rights are resolved now and stored with the task — whether they may unmask and the
 * data-rule filter of their roles. The job then needs no session and writes exactly what the caller
 * could have downloaded when they asked, even if their roles change before it runs. Returns the task id.
 */
export async function enqueueViewExport(ctx: AppContext, who: Caller, permissions: HeldPermissions, ask: ViewExportAsk): Promise<string> {
  const { tenantId } = who;
  const params = Object.fromEntries(Object.entries(ask.params).filter(([name]) => !transientParams.has(name)));
  const rowFilter = await viewRowFilter(ctx, who, ask.viewCode, ask.today);
  const canUnmask = holds(permissions, unmaskPermission);
  const basis = await callerGrantBasis(ctx, who);
  const viewName = await withTenantConnection(ctx.db, tenantId, checkTimeouts, async (client) => {
    const loaded = await loadView(client, tenantId, ask.viewCode);
    // The same decision as the streamed export and the form's records: the view's export button.
    assertViewOffers(basis, who, permissions, loaded.view, 'export');
    const viewQuery = await resolveViewQuery(client, tenantId, loaded, params, ask.lang);
    const definition = canUnmask ? viewQuery.unmasked : viewQuery.masked;
    const parameterKeys = (loaded.view.parameters ?? []).map((p) => p.parameterKey);
    // A filter the view cannot take is the caller's mistake: a 400 now, not a failed task later.
    compileViewRequest(definition, { ...params, pageNo: undefined, pageSize: undefined } as ListParams, viewParameterKeys(viewQuery, parameterKeys), ask.lang, { probeNextPage: false, rowFilter });
    return loaded.view.viewName;
  });
  const request: ExportTaskRequest = { kind: 'view', viewCode: ask.viewCode, params, lang: ask.lang, canUnmask, rowFilter };
  const userName = await withTenant(ctx.db, who.homeTenantId, async (trx) => {
    const user = await trx('sys_user').where('id', who.userId).first<{ realname: string; username: string } | undefined>('realname', 'username');
    return user ? user.realname || user.username : null;
  });
  return withTenant(ctx.db, tenantId, (trx) => insertExportTask(trx, {
    tenantId,
    taskName: ask.taskName?.trim() || viewName,
    module: ask.viewCode,
    extraCode: ask.extraCode ?? null,
    fileName: `${viewName}_${ask.stamp}.xlsx`,
    request,
    insertUserId: who.userId,
    insertUserName: userName,
  }, exportJobName));
}
