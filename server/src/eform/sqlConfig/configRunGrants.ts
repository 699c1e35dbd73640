import { configRunAccess, formDataAccess, isSqlConfigUser, type FormDataOperation, type Language } from '@wharf/engine';
import type { Request } from 'express';
import { caller, type Caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';
import { accessDenied, AppError } from '../../http/errors';
import { grantBasis } from '../../system/grantedPermissions';
import { formDataGrants } from '../data/formDataGrants';
import { heldPermissionsOf } from '../views/callerPermissions';
import { readableViewsOf } from '../views/viewAccess';
import { publishedReferrers } from './configUsage';
import { executeSqlConfig, type SqlRunOptions } from './executeSqlConfig';

/** What using a form means here: reading its records, or filling one in (its selects run their configs). */
const formUses: readonly FormDataOperation[] = ['read', 'create', 'update'];

/** Whether the caller designs (or administers): they may run any config, as the design pages do. */
async function isDesignerOrAdministrator(ctx: AppContext, who: Caller): Promise<boolean> {
  if (who.scope) return false;
  const basis = await withTenant(ctx.db, who.homeTenantId, (trx) => grantBasis(trx, who.userId));
  return basis !== 'roles' || isSqlConfigUser(await heldPermissionsOf(ctx, who));
}

/**
 * Lets the request run the SQL config `sqlCode` only when the caller may (spec §6, engine
 * `configRunAccess`): a designer or administrator, or a user who may read a published view, or use
 * a published form (the same form access as its records: `formDataAccess`), that names the config.
 * 403 otherwise, or 404 when the tenant has no such config (a refusal tells nothing new).
 */
export async function assertSqlConfigRunnable(ctx: AppContext, req: Request, sqlCode: string): Promise<void> {
  const who = caller(req);
  if (await isDesignerOrAdministrator(ctx, who)) return;
  const { referrers, exists } = await withTenant(ctx.db, who.tenantId, async (trx) => ({
    referrers: await publishedReferrers(trx, 'sqlConfig', sqlCode),
    exists: Boolean(await trx('eform_sql_config').where({ sql_code: sqlCode }).first('id')),
  }));
  if (!exists) throw new AppError(404, 'sqlConfig/not-found', [sqlCode]);
  const usableForms = new Set<string>();
  for (const referrer of referrers) {
    if (referrer.kind !== 'form') continue;
    const grants = await formDataGrants(ctx, who, referrer.code);
    if (formUses.some((operation) => formDataAccess(grants, operation) !== false)) usableForms.add(referrer.code);
  }
  const readableViews = referrers.some((r) => r.kind === 'view') ? await readableViewsOf(ctx, who) : { isAll: false as const, codes: new Set<string>() };
  if (!configRunAccess({ basis: 'user', readableViews, usableForms }, referrers)) throw accessDenied();
}

/** Runs the SQL config `sqlCode` for the request's caller, if they may (`assertSqlConfigRunnable`). */
export async function runSqlConfigForCaller(ctx: AppContext, req: Request, sqlCode: string, params: Readonly<Record<string, unknown>>, lang: Language, options: SqlRunOptions = {}) {
  await assertSqlConfigRunnable(ctx, req, sqlCode);
  return executeSqlConfig(ctx, caller(req).tenantId, sqlCode, params, lang, options);
}
