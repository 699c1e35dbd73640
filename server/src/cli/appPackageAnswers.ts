import type { ApiResult } from '@wharf/schemas';

/**
 * The answers of the app package routes the command line reads, named from the generated answer types
 * of `@wharf/schemas` (`api/appPackageResults.ts`), so the CLI and the server cannot drift apart.
 */

/** `POST /api/eform/apps/plan`. */
export type AppPlan = ApiResult<'POST /api/eform/apps/plan'>;

/** What applying does to one entity. */
export type PlanEntity = AppPlan['entities'][number];

/** One field that differs between the tenant's current state and the package. */
export type PlanChange = PlanEntity['changes'][number];

/** Data an apply would lose. */
export type PlanLoss = AppPlan['losses'][number];

/** A field both the tenant and the package changed since the installed version. */
export type PlanConflict = AppPlan['conflicts'][number];

/** An environment value the package needs bound. */
export type PlanBinding = AppPlan['bindings'][number];

/** `POST /api/eform/apps/apply` and `POST /api/eform/apps/{appCode}/rollback`. */
export type AppApplied = ApiResult<'POST /api/eform/apps/apply'>;

/** One entry of `GET /api/eform/apps/installed`. */
export type InstalledApp = ApiResult<'GET /api/eform/apps/installed'>[number];
