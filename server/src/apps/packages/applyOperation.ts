import type { ConflictSide, Language } from '@wharf/engine';
import type { AppPackage, HttpConfigRecord } from '@wharf/schemas';
import type { Knex } from 'knex';
import { databaseRoles } from '../../../../migrations/index';
import type { Caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';
import { httpPolicyOf } from '../../eform/httpConfig/executeHttpConfig';
import { AppError } from '../../http/errors';
import { grantsChanged } from '../../platform/access/grantsChanged';
import { assertHolds } from '../../platform/access/requirePermission';
import { assertConfigTargetAllowed, assertPackageTargetsAllowed } from '../packageHttpTargets';
import { appAdminPermission } from './appAdminPermission';
import { planSummary, type AppApplied } from './appPlan';
import { computePlan, type ComputedPlan } from './computePlan';
import { readInstalledBase } from './installedVersions';
import { inOwnerTenant } from './planOperation';
import { writePlan, type ApplyReport } from './writePlan';
import { boundPackage } from './writeRecords';

/** An apply request: the stored plan, whether its losses are accepted, and a side for each conflict. */
export interface ApplyRequest {
  planId: string;
  acceptLosses: boolean;
  resolutions?: Record<string, ConflictSide>;
}

/** A stored plan (`eform_app_plan`); a rollback makes one in memory, without an id. */
export interface PlanRow {
  id: string | null;
  package: AppPackage;
  bindings: Record<string, string>;
  fingerprint: string;
  expires_at: Date;
}

const authorityOf = (url: string) => /^https?:\/\/([^/?#]*)/i.exec(url)?.[1]?.toLowerCase();

const refuse = (code: string, args: unknown[], result: unknown = null) => new AppError(409, code, args, result);

/**
 * The refusals before anything is written (409, each with a message saying what to do): the
 * tenant changed since the plan (plan again), a conflict without a resolution, losses not
 * accepted, a binding without a value.
 */
function refuseUnready(row: PlanRow, computed: ComputedPlan, request: Omit<ApplyRequest, 'planId'>): void {
  if (computed.fingerprint !== row.fingerprint) throw refuse('appPackage/plan-stale', [row.package.packageCode]);
  const resolutions = request.resolutions ?? {};
  const open = computed.decisions.flatMap((decision) => decision.conflicts).filter((conflict) => !resolutions[conflict.id]);
  if (open.length > 0) throw refuse('appPackage/conflicts-unresolved', [open.map((conflict) => conflict.id).join(', ')], { conflicts: open.map((conflict) => conflict.id) });
  const losses = computed.tableChanges.flatMap((change) => change.losses);
  if (losses.length > 0 && !request.acceptLosses) throw refuse('appPackage/losses-not-accepted', [losses.map((loss) => loss.description).join('; ')], { losses });
  const unbound = computed.bindings.filter((binding) => !binding.bound);
  if (unbound.length > 0) throw refuse('appPackage/bindings-missing', [unbound.map((binding) => binding.name).join(', ')], { bindings: unbound.map((binding) => binding.name) });
}

/**
 * An HTTP config the plan changes so that it calls another host (a package URL without a
 * binding) is checked as the config API checks a save; one keeping the tenant's host is not
 * (the host is the tenant's own, checked when it saved it).
 */
async function assertChangedTargetsAllowed(ctx: AppContext, computed: ComputedPlan, lang: Language): Promise<void> {
  for (const decision of computed.decisions) {
    if (decision.kind !== 'httpConfig' || decision.action !== 'change') continue;
    const config = decision.body as HttpConfigRecord;
    const current = computed.tenant.entities.get(`httpConfig:${decision.code}`)?.body as HttpConfigRecord | undefined;
    if (current && authorityOf(current.httpUrl) === authorityOf(config.httpUrl)) continue;
    await assertConfigTargetAllowed(config, httpPolicyOf(ctx), lang);
  }
}

/** The display name of the applying user (their login name), as the installed list shows it. */
async function nameOf(trx: Knex.Transaction, userId: string): Promise<string> {
  const user = await trx('sys_user').where({ id: userId }).first<{ username: string } | undefined>('username');
  return user?.username ?? userId;
}

/**
 * Applies a package to the tenant in one owner transaction, after the plan is recomputed under the
 * app's lock and found the same (the tenant unchanged since the plan): writes and syncs, then
 * records the installed version with its package body (the next update's merge base), the
 * plan's summary, who and when; the market's installation moves with it.
 */
export async function applyPackage(ctx: AppContext, trx: Knex.Transaction, who: Pick<Caller, 'tenantId' | 'userId'>, row: PlanRow, request: Omit<ApplyRequest, 'planId'>, lang: Language): Promise<{ applied: AppApplied; report: ApplyReport }> {
  const pkg = row.package;
  await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`wharf.app:${who.tenantId}:${pkg.packageCode}`]);
  const base = await readInstalledBase(ctx, trx, who.tenantId, pkg.packageCode);
  const roles = await databaseRoles(trx);
  const computed = await computePlan(trx, who.tenantId, { pkg, installed: base.pkg, installedVersionId: base.versionId, bindingValues: row.bindings }, request.resolutions ?? {}, roles.app, lang);
  refuseUnready(row, computed, request);
  await assertChangedTargetsAllowed(ctx, computed, lang);
  const report = await writePlan(trx, { tenantId: who.tenantId, actorId: who.userId }, pkg, computed, roles.sqlReader, lang);
  const summary = planSummary(computed);
  const appliedBy = await nameOf(trx, who.userId);
  const [version] = await trx('eform_app_version')
    .insert({ tenant_id: who.tenantId, app_code: pkg.packageCode, app_name: pkg.packageName, version: pkg.packageVersion, package: JSON.stringify(pkg), plan_summary: JSON.stringify(summary), applied_by: who.userId, applied_by_name: appliedBy })
    .returning<Array<{ applied_at: Date }>>('applied_at');
  await trx('eform_market_installation')
    .insert({ tenant_id: who.tenantId, app_code: pkg.packageCode, app_name: pkg.packageName, app_version: pkg.packageVersion, installed_by: who.userId, updated_by: who.userId })
    .onConflict(['tenant_id', 'app_code'])
    .merge({ app_name: pkg.packageName, app_version: pkg.packageVersion, updated_by: who.userId, updated_at: trx.fn.now() });
  if (row.id) await trx('eform_app_plan').where({ tenant_id: who.tenantId, id: row.id }).delete();
  return { applied: { appCode: pkg.packageCode, version: pkg.packageVersion, appliedAt: version!.applied_at.toISOString(), ...summary }, report };
}

/** The stored plan of the tenant (404 when unknown or applied, 409 when expired). */
export async function readPlanRow(trx: Knex.Transaction, tenantId: string, planId: string): Promise<PlanRow> {
  const row = await trx('eform_app_plan').where({ tenant_id: tenantId, id: planId }).forUpdate().first<PlanRow | undefined>('*');
  if (!row) throw new AppError(404, 'appPackage/plan-not-found', [planId]);
  if (row.expires_at.getTime() < Date.now()) throw refuse('appPackage/plan-expired', [row.expires_at.toISOString()]);
  return row;
}

/**
 * `POST /api/eform/apps/apply`: the caller administers apps (checked here); the plan is the
 * tenant's own, unexpired; then `applyPackage`.
 */
export async function applyAppPlan(ctx: AppContext, who: Caller, request: ApplyRequest, lang: Language): Promise<AppApplied> {
  await assertHolds(ctx, who, appAdminPermission);
  // The bound HTTP configs the tenant lacks are checked as the config API checks a save (no
  // private or reserved targets), before the transaction: the check may resolve a name.
  const stored = await withTenant(ctx.db, who.tenantId, (trx) => trx('eform_app_plan').where({ id: request.planId }).first<Pick<PlanRow, 'package' | 'bindings'> | undefined>('package', 'bindings'));
  if (stored) await assertPackageTargetsAllowed(ctx.owner, boundPackage(stored.package, stored.bindings), who.tenantId, httpPolicyOf(ctx));
  const { applied } = await inOwnerTenant(ctx, who.tenantId, async (trx) => applyPackage(ctx, trx, who, await readPlanRow(trx, who.tenantId, request.planId), request, lang));
  // Menus and their button points may have changed: answers kept from grants are dropped once committed.
  grantsChanged();
  return applied;
}
