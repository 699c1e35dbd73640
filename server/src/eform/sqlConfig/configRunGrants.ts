import { configRunAccess, formDataAccess, isConfigDesigner, type ConfigKind, type FormDataOperation, type Language } from '@wharf/engine';
import type { Request } from 'express';
import { caller, type Caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';
import { accessDenied, AppError } from '../../http/errors';
import { grantBasis } from '../../platform/access/grantedPermissions';
import { formDataGrants } from '../data/formDataGrants';
import { heldPermissionsOf } from '../../platform/access/callerPermissions';
import { readableViewsOf } from '../views/viewAccess';
import { publishedReferrers } from './configUsage';
import { executeSqlConfig, type SqlRunOptions } from './executeSqlConfig';

/** What using a form means here: reading its records, or filling one in (its selects run their configs). */
const formUses: readonly FormDataOperation[] = ['read', 'create', 'update'];

/** Whether the caller designs (or administers): they may run any config of the kind, as the design pages do. */
async function isDesignerOrAdministrator(ctx: AppContext, who: Caller, kind: ConfigKind): Promise<boolean> {
  if (who.scope) return false;
  const basis = await withTenant(ctx.db, who.homeTenantId, (trx) => grantBasis(trx, who.userId));
  return basis !== 'roles' || isConfigDesigner(await heldPermissionsOf(ctx, who), kind);
}

/** Where each kind of config lives, and its not-found message. */
const configTables: Readonly<Record<ConfigKind, { table: string; codeColumn: string; notFound: string }>> = {
  sqlConfig: { table: 'eform_sql_config', codeColumn: 'sql_code', notFound: 'sqlConfig/not-found' },
  httpConfig: { table: 'eform_http_config', codeColumn: 'http_code', notFound: 'httpConfig/not-found' },
};

/**
 * Lets the request run the config `code` only when the caller may (spec §6, engine
 * `configRunAccess`): a designer or administrator, or a user who may read a published view, or use
 * a published form (the same form access as its records: `formDataAccess`), that names the config.
 * 403 otherwise, or 404 when the tenant has no such config (a refusal tells nothing new).
 */
export async function assertConfigRunnable(ctx: AppContext, req: Request, kind: ConfigKind, code: string): Promise<void> {
  const who = caller(req);
  if (await isDesignerOrAdministrator(ctx, who, kind)) return;
  const { table, codeColumn, notFound } = configTables[kind];
  const { referrers, exists } = await withTenant(ctx.db, who.tenantId, async (trx) => ({
    referrers: await publishedReferrers(trx, kind, code),
    exists: Boolean(await trx(table).where({ [codeColumn]: code }).first('id')),
  }));
  if (!exists) throw new AppError(404, notFound, [code]);
  const usableForms = new Set<string>();
  for (const referrer of referrers) {
    if (referrer.kind !== 'form') continue;
    const grants = await formDataGrants(ctx, who, referrer.code);
    if (formUses.some((operation) => formDataAccess(grants, operation) !== false)) usableForms.add(referrer.code);
  }
  const readableViews = referrers.some((r) => r.kind === 'view') ? await readableViewsOf(ctx, who) : { isAll: false as const, codes: new Set<string>() };
  if (!configRunAccess({ basis: 'user', readableViews, usableForms }, referrers)) throw accessDenied();
}

/** Runs the SQL config `sqlCode` for the request's caller, if they may (`assertConfigRunnable`). */
export async function runSqlConfigForCaller(ctx: AppContext, req: Request, sqlCode: string, params: Readonly<Record<string, unknown>>, lang: Language, options: SqlRunOptions = {}) {
  await assertConfigRunnable(ctx, req, 'sqlConfig', sqlCode);
  return executeSqlConfig(ctx, caller(req).tenantId, sqlCode, params, lang, options);
}
