/**
 * The answers of the app package routes (issue 19), as `@wharf/schemas` `appPackageResults.ts`
 * describes them. Written here while those routes have not yet joined `documentedResults` (whose
 * generated `ApiResult` types the other clients use); switch to `ApiResult<'POST /api/eform/apps/plan'>`
 * and its siblings once they have.
 */

/** What applying a plan does to one entity. */
export type PlanAction = 'create' | 'change' | 'remove' | 'unchanged';

/** A way to settle a conflict: keep the tenant's value, or take the package's. */
export type ConflictChoice = 'tenant' | 'package';

/** One field that differs (a JSON path into the entity); a side that does not have it is absent. */
export interface PlanChange {
  path: string;
  before?: unknown;
  after?: unknown;
}

export interface PlanEntity {
  kind: string;
  code: string;
  name: string;
  action: PlanAction;
  changes: PlanChange[];
}

export interface PlanTableStatements {
  tableCode: string;
  statements: string[];
}

/** Data an apply would lose (a narrowed column and the rows it would cut). */
export interface PlanLoss {
  id: string;
  kind: string;
  code: string;
  description: string;
  rows: number;
}

/** A field both the tenant and the package changed differently since the installed version. */
export interface PlanConflict {
  id: string;
  kind: string;
  code: string;
  path: string;
  installed?: unknown;
  package?: unknown;
  tenant?: unknown;
}

export interface PlanBinding {
  name: string;
  description: string;
  bound: boolean;
}

/** `POST /api/eform/apps/plan`: a package against the caller's tenant; nothing changes until it is applied. */
export interface AppPlan {
  planId: string;
  appCode: string;
  appName: string;
  mode: 'install' | 'update';
  fromVersion: string | null;
  toVersion: string;
  entities: PlanEntity[];
  tableStatements: PlanTableStatements[];
  losses: PlanLoss[];
  conflicts: PlanConflict[];
  bindings: PlanBinding[];
  createTime: string;
  expiresAt: string;
}

/** `POST /api/eform/apps/apply` body. */
export interface ApplyRequest {
  planId: string;
  acceptLosses: boolean;
  resolutions: Record<string, ConflictChoice>;
}

/** What an apply (or a rollback) did. */
export interface AppApplied {
  appCode: string;
  version: string;
  appliedAt: string;
  created: number;
  changed: number;
  removed: number;
}

export interface InstalledVersion {
  version: string;
  appliedAt: string;
  appliedBy: string;
  planSummary: { created: number; changed: number; removed: number };
}

/** `GET /api/eform/apps/installed`: one installed app with every apply. */
export interface InstalledAppPackage {
  appCode: string;
  appName: string;
  version: string;
  installedAt: string;
  installedBy: string;
  previousVersion: string | null;
  canRollback: boolean;
  history: InstalledVersion[];
}
