import type { AppApplied, AppPlan, InstalledApp, PlanConflict } from './appPackageAnswers';

/** A value as one short line: JSON, cut at 80 characters; absent when the side has none. */
function shortValue(value: unknown): string {
  if (value === undefined) return '(absent)';
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/** What still stands between a plan and its apply, given the acceptances and resolutions at hand. */
export interface PlanBlockers {
  losses: AppPlan['losses'];
  unresolvedConflicts: PlanConflict[];
  unboundBindings: AppPlan['bindings'];
}

/** The plan's losses not accepted, conflicts without a resolution and bindings not bound. */
export function planBlockers(plan: AppPlan, acceptLosses: boolean, resolutions: Readonly<Record<string, string>>): PlanBlockers {
  return {
    losses: acceptLosses ? [] : plan.losses,
    unresolvedConflicts: plan.conflicts.filter((conflict) => resolutions[conflict.id] === undefined),
    unboundBindings: plan.bindings.filter((binding) => !binding.bound),
  };
}

/** True when nothing stands in the way. */
export function isClear(blockers: PlanBlockers): boolean {
  return blockers.losses.length === 0 && blockers.unresolvedConflicts.length === 0 && blockers.unboundBindings.length === 0;
}

/** What to pass to get past each blocker, one line each. */
export function blockersText(blockers: PlanBlockers): string {
  const lines: string[] = [];
  if (blockers.losses.length > 0) lines.push(`The plan loses data (${blockers.losses.map((loss) => loss.id).join(', ')}): pass --accept-losses to apply it.`);
  for (const conflict of blockers.unresolvedConflicts) lines.push(`Conflict without a resolution: pass --resolve '${conflict.id}=tenant' or '${conflict.id}=package'.`);
  if (blockers.unboundBindings.length > 0) lines.push(`Bindings not bound (${blockers.unboundBindings.map((binding) => binding.name).join(', ')}): name them in --bindings FILE.json.`);
  return lines.join('\n');
}

/**
 * The plan as a person reads it in a pipeline's log: the app and versions, each entity that changes
 * with its field changes, the table statements, the losses and conflicts with their ids, the bindings,
 * and the counts. Unchanged entities are only counted.
 */
export function planText(plan: AppPlan): string {
  const lines = [`Plan ${plan.planId}: ${plan.mode} ${plan.appCode} (${plan.appName}) ${plan.fromVersion ?? '(none)'} -> ${plan.toVersion}`];
  const moving = plan.entities.filter((entity) => entity.action !== 'unchanged');
  if (moving.length > 0) lines.push('', 'Entities:');
  for (const entity of moving) {
    lines.push(`  ${entity.action.padEnd(7)} ${entity.kind.padEnd(11)} ${entity.code}${entity.name && entity.name !== entity.code ? `  ${entity.name}` : ''}`);
    if (entity.action === 'change') for (const change of entity.changes) lines.push(`            ${change.path}: ${shortValue(change.before)} -> ${shortValue(change.after)}`);
  }
  const statements = plan.tableStatements.filter((table) => table.statements.length > 0);
  if (statements.length > 0) lines.push('', 'Table statements:');
  for (const table of statements) {
    lines.push(`  ${table.tableCode}`);
    for (const statement of table.statements) lines.push(`    ${statement}`);
  }
  if (plan.losses.length > 0) lines.push('', 'Losses (apply needs --accept-losses):');
  for (const loss of plan.losses) lines.push(`  ${loss.id}  ${loss.kind} ${loss.code}: ${loss.description} (${loss.rows} rows)`);
  if (plan.conflicts.length > 0) lines.push('', 'Conflicts (apply needs --resolve ID=tenant|package):');
  for (const conflict of plan.conflicts) {
    lines.push(`  ${conflict.id}`);
    lines.push(`    installed ${shortValue(conflict.installed)}  package ${shortValue(conflict.package)}  tenant ${shortValue(conflict.tenant)}`);
  }
  if (plan.bindings.length > 0) lines.push('', 'Bindings:');
  for (const binding of plan.bindings) lines.push(`  ${binding.name.padEnd(24)} ${binding.bound ? 'bound  ' : 'MISSING'}  ${binding.description}`);
  const count = (action: string) => plan.entities.filter((entity) => entity.action === action).length;
  const missing = plan.bindings.filter((binding) => !binding.bound).length;
  lines.push('', `Summary: ${count('create')} to create, ${count('change')} to change, ${count('remove')} to remove, ${count('unchanged')} unchanged; ${plan.losses.length} losses, ${plan.conflicts.length} conflicts, ${missing} missing bindings.`);
  return lines.join('\n');
}

/** What an apply or rollback did, in one line. */
export function appliedText(applied: AppApplied): string {
  return `Applied ${applied.appCode} ${applied.version} at ${applied.appliedAt}: ${applied.created} created, ${applied.changed} changed, ${applied.removed} removed.`;
}

/** The tenant's installed apps, one block each with its history. */
export function installedText(apps: InstalledApp[]): string {
  if (apps.length === 0) return 'No app packages installed.';
  return apps.map((app) => [
    `${app.appCode} (${app.appName}) ${app.version}, installed ${app.installedAt} by ${app.installedBy}; ${app.canRollback ? `can roll back to ${app.previousVersion}` : 'no rollback'}`,
    ...app.history.map((entry) => `  ${entry.version}  ${entry.appliedAt}  ${entry.appliedBy}  +${entry.planSummary.created} ~${entry.planSummary.changed} -${entry.planSummary.removed}`),
  ].join('\n')).join('\n');
}
