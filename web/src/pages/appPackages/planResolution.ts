import type { AppPlan, ApplyRequest, ConflictChoice, PlanAction } from './appPackageTypes';

/** What the user decided about a plan: the losses accepted (one checkbox for all), a choice per conflict. */
export interface PlanChoices {
  acceptLosses: boolean;
  resolutions: Readonly<Record<string, ConflictChoice>>;
}

/** Why a plan cannot be applied yet; empty when it can. */
export interface PlanBlockers {
  /** The plan loses data and the losses are not accepted. */
  hasUnacceptedLosses: boolean;
  /** Conflicts that have no choice yet. */
  unresolvedConflicts: number;
  /** Bindings the package needs that the plan was made without (re-plan with their values). */
  unboundBindings: string[];
}

/** Nothing decided yet: losses not accepted, no conflict settled. */
export const noChoices: PlanChoices = { acceptLosses: false, resolutions: {} };

/** What still stands between this plan and Apply, given the user's choices. */
export function planBlockers(plan: AppPlan, choices: PlanChoices): PlanBlockers {
  return {
    hasUnacceptedLosses: plan.losses.length > 0 && !choices.acceptLosses,
    unresolvedConflicts: plan.conflicts.filter((conflict) => !choices.resolutions[conflict.id]).length,
    unboundBindings: plan.bindings.filter((binding) => !binding.bound).map((binding) => binding.name),
  };
}

/** Whether Apply may be pressed: every loss accepted, every conflict settled, every binding bound. */
export function isPlanResolved(plan: AppPlan, choices: PlanChoices): boolean {
  const blockers = planBlockers(plan, choices);
  return !blockers.hasUnacceptedLosses && blockers.unresolvedConflicts === 0 && blockers.unboundBindings.length === 0;
}

/**
 * The apply request for this plan: the losses accepted only when the plan has some (so an accept
 * ticked on an earlier plan never travels), and a resolution for exactly the plan's conflicts.
 */
export function applyRequestOf(plan: AppPlan, choices: PlanChoices): ApplyRequest {
  const resolutions: Record<string, ConflictChoice> = {};
  for (const conflict of plan.conflicts) {
    const choice = choices.resolutions[conflict.id];
    if (choice) resolutions[conflict.id] = choice;
  }
  return { planId: plan.planId, acceptLosses: plan.losses.length > 0 && choices.acceptLosses, resolutions };
}

/** How many entities each action touches, for the plan's summary. */
export function actionCounts(plan: AppPlan): Record<PlanAction, number> {
  const counts: Record<PlanAction, number> = { create: 0, change: 0, remove: 0, unchanged: 0 };
  for (const entity of plan.entities) counts[entity.action] += 1;
  return counts;
}

/** A value of a diff or conflict as text: JSON for objects, the text itself for strings, a dash when absent. */
export function shownValue(value: unknown): string {
  if (value === undefined) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2);
}

/** The kinds a plan names that have a label (`appPackages.kind.<kind>`); any other kind is shown as its code. */
export const labelledKinds = ['table', 'form', 'view', 'report', 'dataset', 'workflow', 'warning', 'portal', 'dashboard', 'template', 'importTask', 'dictionary', 'menu', 'sqlConfig', 'httpConfig', 'fillRule', 'checkRule'] as const;

/** The i18n key of a kind's label, or undefined for a kind without one. */
export function kindLabelKey(kind: string): string | undefined {
  return (labelledKinds as readonly string[]).includes(kind) ? `appPackages.kind.${kind}` : undefined;
}
