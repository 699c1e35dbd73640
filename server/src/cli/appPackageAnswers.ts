/**
 * The answers of the app package routes the command line reads, as `@wharf/schemas`
 * `api/appPackageResults.ts` describes them (the schemas are data, so the few members read here are
 * typed once in this file).
 */

/** One field that differs between the tenant's current state and the package. */
export interface PlanChange { path: string; before?: unknown; after?: unknown }

/** What applying does to one entity. */
export interface PlanEntity { kind: string; code: string; name: string; action: 'create' | 'change' | 'remove' | 'unchanged'; changes: PlanChange[] }

/** Data an apply would lose. */
export interface PlanLoss { id: string; kind: string; code: string; description: string; rows: number }

/** A field both the tenant and the package changed since the installed version. */
export interface PlanConflict { id: string; kind: string; code: string; path: string; installed?: unknown; package?: unknown; tenant?: unknown }

/** An environment value the package needs bound. */
export interface PlanBinding { name: string; description: string; bound: boolean }

/** `POST /api/eform/apps/plan`. */
export interface AppPlan {
  planId: string;
  appCode: string;
  appName: string;
  mode: 'install' | 'update';
  fromVersion: string | null;
  toVersion: string;
  entities: PlanEntity[];
  tableStatements: Array<{ tableCode: string; statements: string[] }>;
  losses: PlanLoss[];
  conflicts: PlanConflict[];
  bindings: PlanBinding[];
  createTime: string;
  expiresAt: string;
}

/** `POST /api/eform/apps/apply` and `POST /api/eform/apps/{appCode}/rollback`. */
export interface AppApplied { appCode: string; version: string; appliedAt: string; created: number; changed: number; removed: number }

/** One entry of `GET /api/eform/apps/installed`. */
export interface InstalledApp {
  appCode: string;
  appName: string;
  version: string;
  installedAt: string;
  installedBy: string;
  previousVersion: string | null;
  canRollback: boolean;
  history: Array<{ version: string; appliedAt: string; appliedBy: string; planSummary: { created: number; changed: number; removed: number } }>;
}
