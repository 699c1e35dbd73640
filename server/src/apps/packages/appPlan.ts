import type { ApiResult } from '@wharf/schemas';
import type { ComputedPlan } from './computePlan';

/** The plan of a package against a tenant, as `POST /api/eform/apps/plan` answers it (its generated answer type). */
export type AppPlan = ApiResult<'POST /api/eform/apps/plan'>;

/** What an apply (or a rollback) did. */
export type AppApplied = ApiResult<'POST /api/eform/apps/apply'>;

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
