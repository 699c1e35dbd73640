import type { ApiResult } from '@wharf/schemas';

/**
 * The answers of the app package routes (issue 19), from the generated result types of
 * `@wharf/schemas` `appPackageResults.ts`: a changed result schema fails the web typecheck here.
 */

/** `POST /api/eform/apps/plan`: a package against the caller's tenant; nothing changes until it is applied. */
export type AppPlan = ApiResult<'POST /api/eform/apps/plan'>;

/** One entity of a plan: what applying does to it, and field by field what changes. */
export type PlanEntity = AppPlan['entities'][number];

/** What applying a plan does to one entity. */
export type PlanAction = PlanEntity['action'];

/** One field that differs (a JSON path into the entity); a side that does not have it is absent. */
export type PlanChange = PlanEntity['changes'][number];

/** The statements one table's sync would run. */
export type PlanTableStatements = AppPlan['tableStatements'][number];

/** Data an apply would lose (a narrowed column and the rows it would cut). */
export type PlanLoss = AppPlan['losses'][number];

/** A field both the tenant and the package changed differently since the installed version. */
export type PlanConflict = AppPlan['conflicts'][number];

/** An environment value the package needs bound. */
export type PlanBinding = AppPlan['bindings'][number];

/** A way to settle a conflict: keep the tenant's value, or take the package's. */
export type ConflictChoice = 'tenant' | 'package';

/** `POST /api/eform/apps/apply` body. */
export interface ApplyRequest {
  planId: string;
  acceptLosses: boolean;
  resolutions: Record<string, ConflictChoice>;
}

/** What an apply (or a rollback) did. */
export type AppApplied = ApiResult<'POST /api/eform/apps/apply'>;

/** `GET /api/eform/apps/installed`: one installed app with every apply. */
export type InstalledAppPackage = ApiResult<'GET /api/eform/apps/installed'>[number];

/** One apply of an installed app. */
export type InstalledVersion = InstalledAppPackage['history'][number];
