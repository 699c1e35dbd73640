import type { ConflictSide, Language } from '@wharf/engine';
import { databaseRoles } from '../../../../migrations/index';
import type { Caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { grantsChanged } from '../../platform/access/grantsChanged';
import { assertHolds } from '../../platform/access/requirePermission';
import { appAdminPermission } from './appAdminPermission';
import { applyPackage } from './applyOperation';
import type { AppApplied } from './appPlan';
import { computePlan } from './computePlan';
import { readVersions } from './installedVersions';
import { inOwnerTenant } from './planOperation';

/**
 * `POST /api/eform/apps/{appCode}/rollback`: plans the previous installed version of the app
 * against the tenant (base: the installed one) and applies it in the same transaction, recorded
 * as a new installed version. What the tenant changed since is kept (each conflict resolved for
 * the tenant); losses must be accepted (409 naming them otherwise). 404 for an app the tenant
 * never applied, 409 when it has no earlier version.
 */
export async function rollbackApp(ctx: AppContext, who: Caller, appCode: string, acceptLosses: boolean, lang: Language): Promise<AppApplied> {
  await assertHolds(ctx, who, appAdminPermission);
  const { applied } = await inOwnerTenant(ctx, who.tenantId, async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`wharf.app:${who.tenantId}:${appCode}`]);
    const versions = await readVersions(trx, who.tenantId, appCode);
    const installed = versions.at(-1);
    const previous = versions.at(-2);
    if (!installed) throw new AppError(404, 'appPackage/not-installed', [appCode]);
    if (!previous) throw new AppError(409, 'appPackage/no-previous-version', [appCode]);
    const roles = await databaseRoles(trx);
    const sources = { pkg: previous.package, installed: installed.package, installedVersionId: installed.id, bindingValues: {} };
    const first = await computePlan(trx, who.tenantId, sources, {}, roles.app, lang);
    const resolutions: Record<string, ConflictSide> = Object.fromEntries(first.decisions.flatMap((decision) => decision.conflicts).map((conflict) => [conflict.id, 'tenant']));
    return applyPackage(ctx, trx, who, { id: null, package: previous.package, bindings: {}, fingerprint: first.fingerprint, expires_at: new Date() }, { acceptLosses, resolutions }, lang);
  });
  grantsChanged();
  return applied;
}
