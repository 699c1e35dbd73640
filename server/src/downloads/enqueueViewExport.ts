import type { Language } from '@wharf/engine';
import type { Request } from 'express';
import type { AppContext } from '../context';
import { caller } from '../auth/authenticate';
import { withTenant } from '../db/withTenant';
import { callerExportAccess, planViewExport } from '../eform/export/exportViewRows';
import type { ListParams } from '../eform/views/listViewRows';
import { withTenantConnection } from '../eform/sqlConfig/tenantConnection';
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
  /** The file's time stamp, e.g. 20261122T081500. */
  stamp: string;
}

/**
 * Makes a background export of a view (spec §2 download centre): the same checks as the streamed
 * export (`callerExportAccess` and `planViewExport`: the view readable and published, its export
 * button, the filters compile) answer at once, and the caller's rights are resolved now and stored
 * with the task — whether they may unmask and the data-rule filter of their roles. The job then
 * needs no session and writes exactly what the caller could have downloaded when they asked, even
 * if their roles change before it runs. Returns the task id.
 */
export async function enqueueViewExport(ctx: AppContext, req: Request, ask: ViewExportAsk): Promise<string> {
  const who = caller(req);
  const params = Object.fromEntries(Object.entries(ask.params).filter(([name]) => !transientParams.has(name)));
  const access = await callerExportAccess(ctx, req, ask.viewCode);
  const { tenantId } = access;
  // A filter the view cannot take is the caller's mistake: a 400 now, not a failed task later.
  const { viewName } = await withTenantConnection(ctx.db, tenantId, checkTimeouts, (client) => planViewExport(client, access, ask.viewCode, params as ListParams, ask.lang));
  const request: ExportTaskRequest = { kind: 'view', viewCode: ask.viewCode, params, lang: ask.lang, ...access.rights };
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
