import type { AppApplied, InstalledApp } from './appPackageAnswers';
import type { CliOutput } from './cliOutput';
import { exitCodes, type ExitCode } from './exitCodes';
import { appliedText, installedText } from './planSummary';
import { callApi, ServerRefusal, type ServerAccess } from './serverClient';

/** `installed [--json]`: the tenant's installed app packages with their versions and history. */
export async function installedCommand(access: ServerAccess, options: { json?: boolean }, output: CliOutput): Promise<ExitCode> {
  const apps = await callApi<InstalledApp[]>(access, 'GET', '/api/eform/apps/installed');
  output.print(options.json ? JSON.stringify(apps, null, 2) : installedText(apps));
  return exitCodes.done;
}

/** Whether a refusal carries losses or conflicts a caller could accept: then it is the pipeline's 2. */
function refusedForLosses(refusal: ServerRefusal): boolean {
  const result = refusal.answer.result;
  if (refusal.status !== 409 || typeof result !== 'object' || result === null) return false;
  const { losses, conflicts } = result as { losses?: unknown; conflicts?: unknown };
  return (Array.isArray(losses) && losses.length > 0) || (Array.isArray(conflicts) && conflicts.length > 0);
}

/**
 * `rollback --app CODE [--accept-losses] [--json]`: applies the previous installed version. Refused
 * for losses not accepted is 2 (pass --accept-losses), any other refusal 3.
 */
export async function rollbackCommand(access: ServerAccess, options: { app: string; acceptLosses?: boolean; json?: boolean }, output: CliOutput): Promise<ExitCode> {
  try {
    const applied = await callApi<AppApplied>(access, 'POST', `/api/eform/apps/${encodeURIComponent(options.app)}/rollback`, { acceptLosses: options.acceptLosses === true });
    output.print(options.json ? JSON.stringify(applied, null, 2) : appliedText(applied));
    return exitCodes.done;
  } catch (error) {
    if (!(error instanceof ServerRefusal) || !refusedForLosses(error)) throw error;
    if (options.json) output.print(JSON.stringify(error.answer.result, null, 2));
    output.note(`${error.message}\nNot rolled back: pass --accept-losses to accept the losses.`);
    return exitCodes.notAccepted;
  }
}
