import { randomUUID } from 'node:crypto';
import type { Language } from '@wharf/engine';
import type { AppPackage } from '@wharf/schemas';
import type { Knex } from 'knex';
import { databaseRoles } from '../../../../migrations/index';
import type { Caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { assertHolds } from '../../platform/access/requirePermission';
import { appAdminPermission } from './appAdminPermission';
import { toAppPlan, type AppPlan } from './appPlan';
import { checkPackage } from './checkPackage';
import { computePlan } from './computePlan';
import { readInstalledBase } from './installedVersions';

/** How long a plan may be applied: long enough to read it and resolve its conflicts. */
const planLifetimeMs = 24 * 60 * 60 * 1000;

/** A plan request: the package, and the values of its bindings. */
export interface PlanRequest {
  package: unknown;
  bindings?: Record<string, string>;
}

/** Runs `work` in an owner transaction working in the tenant (`app.tenant_id` set, as the installer does). */
export async function inOwnerTenant<T>(ctx: AppContext, tenantId: string, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  return ctx.owner.transaction(async (trx) => {
    await trx.raw("select set_config('app.tenant_id', ?, true)", [tenantId]);
    return work(trx);
  });
}

/**
 * Plans a checked package against the tenant and stores the plan (with its package, bindings and
 * the tenant's fingerprint) until it expires; nothing else changes. The market's update plans
 * through here too.
 */
export async function storePlan(ctx: AppContext, who: Pick<Caller, 'tenantId' | 'userId'>, pkg: AppPackage, bindingValues: Readonly<Record<string, string>>, lang: Language): Promise<AppPlan> {
  return inOwnerTenant(ctx, who.tenantId, async (trx) => {
    const base = await readInstalledBase(ctx, trx, who.tenantId, pkg.packageCode);
    const roles = await databaseRoles(trx);
    const computed = await computePlan(trx, who.tenantId, { pkg, installed: base.pkg, installedVersionId: base.versionId, bindingValues }, {}, roles.app, lang);
    const now = new Date();
    const plan = toAppPlan(computed, {
      planId: randomUUID(),
      appCode: pkg.packageCode,
      appName: pkg.packageName,
      mode: base.version === null ? 'install' : 'update',
      fromVersion: base.version,
      toVersion: pkg.packageVersion,
      createTime: now.toISOString(),
      expiresAt: new Date(now.getTime() + planLifetimeMs).toISOString(),
    });
    // Expired plans of the tenant go as new ones come.
    await trx('eform_app_plan').where({ tenant_id: who.tenantId }).where('expires_at', '<', now).delete();
    await trx('eform_app_plan').insert({
      id: plan.planId, tenant_id: who.tenantId, app_code: plan.appCode, plan: JSON.stringify(plan), package: JSON.stringify(pkg),
      bindings: JSON.stringify(bindingValues), fingerprint: JSON.stringify(computed.fingerprint), created_by: who.userId, created_at: now, expires_at: plan.expiresAt,
    });
    return plan;
  });
}

/**
 * `POST /api/eform/apps/plan`: the caller administers apps (the market's install permission,
 * checked here); the package is checked (400 with paths; newer than the platform, a message naming
 * both versions), then planned against the caller's tenant and stored.
 */
export async function planAppPackage(ctx: AppContext, who: Caller, request: PlanRequest, lang: Language): Promise<AppPlan> {
  await assertHolds(ctx, who, appAdminPermission);
  const pkg = checkPackage(request.package, lang);
  return storePlan(ctx, who, pkg, request.bindings ?? {}, lang);
}
