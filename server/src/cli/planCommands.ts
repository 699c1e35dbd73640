import type { AppApplied, AppPlan } from './appPackageAnswers';
import type { CliOutput } from './cliOutput';
import { CliFailure, exitCodes, type ExitCode } from './exitCodes';
import { readBindings, readPackage } from './packageFiles';
import { appliedText, blockersText, isClear, planBlockers, planText } from './planSummary';
import { callApi, type ServerAccess } from './serverClient';

export interface PlanOptions { package: string; bindings?: string; json?: boolean }

export interface ApplyOptions extends PlanOptions { acceptLosses?: boolean; resolve?: string[] }

/** The side a conflict is resolved to. */
type Side = 'tenant' | 'package';

/**
 * `--resolve ID=tenant|package` as a map. A conflict id is `kind:code:path` and its path may hold `=`
 * (`/fields/colCode=dec_no/title`), so the side is after the last `=`.
 */
export function parseResolutions(values: readonly string[]): Record<string, Side> {
  const resolutions: Record<string, Side> = {};
  for (const value of values) {
    const at = value.lastIndexOf('=');
    const side = value.slice(at + 1);
    if (at <= 0 || (side !== 'tenant' && side !== 'package')) throw new CliFailure(`--resolve takes ID=tenant or ID=package, not ${value}`, exitCodes.failed);
    resolutions[value.slice(0, at)] = side;
  }
  return resolutions;
}

/** Plans the package against the token's tenant (`POST /api/eform/apps/plan`). */
async function planOf(access: ServerAccess, options: PlanOptions): Promise<AppPlan> {
  const pkg = await readPackage(options.package, access.language);
  const bindings = await readBindings(options.bindings);
  return callApi<AppPlan>(access, 'POST', '/api/eform/apps/plan', { package: pkg, ...(bindings ? { bindings } : {}) });
}

/**
 * `plan --package FILE|FOLDER [--bindings FILE] [--json]`: prints the plan and answers 0 when it can be
 * applied as it is, 2 when it has losses, conflicts or bindings not bound.
 */
export async function planCommand(access: ServerAccess, options: PlanOptions, output: CliOutput): Promise<ExitCode> {
  const plan = await planOf(access, options);
  output.print(options.json ? JSON.stringify(plan, null, 2) : planText(plan));
  return isClear(planBlockers(plan, false, {})) ? exitCodes.done : exitCodes.notAccepted;
}

/**
 * `apply --package FILE|FOLDER [--accept-losses] [--resolve ID=side ...] [--bindings FILE] [--json]`:
 * plans the package, and applies the plan only when every loss is accepted, every conflict resolved and
 * every binding bound (else 2, nothing applied). A refusal of the apply by the server is 3.
 */
export async function applyCommand(access: ServerAccess, options: ApplyOptions, output: CliOutput): Promise<ExitCode> {
  const resolutions = parseResolutions(options.resolve ?? []);
  const plan = await planOf(access, options);
  if (!options.json) output.print(planText(plan));
  const unknown = Object.keys(resolutions).filter((id) => !plan.conflicts.some((conflict) => conflict.id === id));
  if (unknown.length > 0) output.note(`No such conflict in this plan (resolution ignored): ${unknown.join(', ')}`);
  const blockers = planBlockers(plan, options.acceptLosses === true, resolutions);
  if (!isClear(blockers)) {
    if (options.json) output.print(JSON.stringify({ applied: false, plan }, null, 2));
    output.note(`Not applied.\n${blockersText(blockers)}`);
    return exitCodes.notAccepted;
  }
  const known = Object.fromEntries(Object.entries(resolutions).filter(([id]) => !unknown.includes(id)));
  const applied = await callApi<AppApplied>(access, 'POST', '/api/eform/apps/apply', { planId: plan.planId, acceptLosses: options.acceptLosses === true, resolutions: known });
  output.print(options.json ? JSON.stringify({ applied: true, plan, result: applied }, null, 2) : appliedText(applied));
  return exitCodes.done;
}
