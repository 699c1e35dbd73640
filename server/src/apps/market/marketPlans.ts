import type { ConflictSide, Language } from '@wharf/engine';
import type { Caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { applyPackage, readPlanRow } from '../packages/applyOperation';
import type { AppApplied, AppPlan } from '../packages/appPlan';
import { inOwnerTenant, storePlan } from '../packages/planOperation';
import type { ApplyReport } from '../packages/writePlan';
import type { MarketEntry } from './marketCatalogue';

/** What a market update may add to its app code: the plan it shows, its losses accepted, its conflicts resolved. */
export interface MarketPlanOptions {
  planId?: string;
  acceptLosses?: boolean;
  resolutions?: Record<string, ConflictSide>;
}

/** The plan of a catalogue package against the caller's tenant, stored for the apply (the market's preview). */
export async function planMarketPackage(ctx: AppContext, who: Caller, entry: MarketEntry, lang: Language): Promise<AppPlan> {
  return storePlan(ctx, who, entry.pkg, {}, lang);
}

/**
 * Applies a stored plan of the catalogue's package. The plan must be of this app at the catalogue's
 * version (404 otherwise: it names another app). Without accepted losses and a side for every
 * conflict, a plan that has them is refused with a 409 whose message sums them up and whose
 * result carries the plan, so the market can show it before the update.
 */
export async function applyMarketPlan(ctx: AppContext, who: Caller, entry: MarketEntry, plan: Pick<AppPlan, 'planId'>, options: MarketPlanOptions, lang: Language): Promise<{ applied: AppApplied; report: ApplyReport }> {
  return inOwnerTenant(ctx, who.tenantId, async (trx) => {
    const row = await readPlanRow(trx, who.tenantId, plan.planId);
    if (row.package.packageCode !== entry.appCode || row.package.packageVersion !== entry.appVersion) throw new AppError(404, 'appPackage/plan-not-found', [plan.planId]);
    const stored = (await trx('eform_app_plan').where({ tenant_id: who.tenantId, id: plan.planId }).first<{ plan: AppPlan }>('plan'))!.plan;
    const resolutions = options.resolutions ?? {};
    const needsReview = (stored.losses.length > 0 && !options.acceptLosses) || stored.conflicts.some((conflict) => !resolutions[conflict.id]);
    if (needsReview) {
      const summary = [...stored.losses.map((loss) => loss.description), ...stored.conflicts.map((conflict) => conflict.id)].join('; ');
      throw new AppError(409, 'appPackage/review-needed', [entry.appName, summary], { plan: stored });
    }
    return applyPackage(ctx, trx, who, row, { acceptLosses: options.acceptLosses === true, resolutions }, lang);
  });
}
