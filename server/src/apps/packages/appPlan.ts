import type { ComputedPlan, PlanBinding } from './computePlan';

/** The plan of a package against a tenant, as `POST /api/eform/apps/plan` answers it (the package contract's AppPlan). */
export interface AppPlan {
  planId: string;
  appCode: string;
  appName: string;
  mode: 'install' | 'update';
  fromVersion: string | null;
  toVersion: string;
  entities: Array<{ kind: string; code: string; name: string; action: 'create' | 'change' | 'remove' | 'unchanged'; changes: Array<{ path: string; before?: unknown; after?: unknown }> }>;
  tableStatements: Array<{ tableCode: string; statements: string[] }>;
  losses: Array<{ id: string; kind: string; code: string; description: string; rows: number }>;
  conflicts: Array<{ id: string; kind: string; code: string; path: string; installed?: unknown; package?: unknown; tenant?: unknown }>;
  bindings: PlanBinding[];
  createTime: string;
  expiresAt: string;
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

/** How many entities the plan creates, changes and removes. */
export function planSummary(computed: Pick<ComputedPlan, 'decisions'>): { created: number; changed: number; removed: number } {
  const count = (action: string) => computed.decisions.filter((decision) => decision.action === action).length;
  return { created: count('create'), changed: count('change'), removed: count('remove') };
}

/** The answer's shape of a computed plan (undefined sides of a conflict are left out, as JSON does). */
export function toAppPlan(computed: ComputedPlan, header: Pick<AppPlan, 'planId' | 'appCode' | 'appName' | 'mode' | 'fromVersion' | 'toVersion' | 'createTime' | 'expiresAt'>): AppPlan {
  return {
    ...header,
    entities: computed.decisions.map(({ kind, code, name, action, changes }) => ({ kind, code, name, action, changes })),
    tableStatements: computed.tableChanges.map(({ tableCode, statements }) => ({ tableCode, statements })),
    losses: computed.tableChanges.flatMap((change) => change.losses),
    conflicts: computed.decisions.flatMap((decision) => decision.conflicts.map(({ id, kind, code, path, installed, package: pkg, tenant }) => ({ id, kind, code, path, installed, package: pkg, tenant }))),
    bindings: computed.bindings,
  };
}
