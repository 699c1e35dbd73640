import { isRuleDueInHour } from '@wharf/engine';
import type { WarningRule } from '@wharf/schemas';
import type { Task, TaskList } from 'graphile-worker';
import { withTenant } from '../db/withTenant';
import type { JobContext } from '../platform/module';
import type { ScheduledJobKind } from '../scheduledJobs/jobKind';
import { cronFiresWithin } from './cronWindow';
import { evaluateRule, runnableRules } from './evaluateRule';
import { publishedWarnings } from './publishedWarnings';
import { usableTimeZone } from './tenantClock';

/** The hourly tick that runs the platform warnings due in the hour (spec §9 dispatch slots 0:00–23:00). */
export const warningDispatchJobName = 'warning_dispatch';
/** A business trigger: a record of a form was saved (payload `{ formCode }`, tenant stamped by the queue function). */
export const warningRecordSavedJobName = 'warning_record_saved';
/** A business trigger: a workflow instance reached a node (payload `{ processKey, nodeId }`, tenant stamped by the queue function). */
export const warningWorkflowNodeJobName = 'warning_workflow_node';

const hourMs = 3_600_000;

/**
 * Evaluates the tenant's published warning rules that `pick` chooses, one after another; a rule
 * that fails is logged and the others still run. Answers the lines for a run log.
 */
async function evaluatePicked(jobs: JobContext, tenantId: string, pick: (warning: Awaited<ReturnType<typeof publishedWarnings>>[number], rule: ReturnType<typeof runnableRules>[number]) => boolean, log: (line: string) => void): Promise<number> {
  const warnings = await withTenant(jobs.db, tenantId, publishedWarnings);
  let failures = 0;
  for (const warning of warnings) {
    for (const rule of runnableRules(warning).filter((candidate) => pick(warning, candidate))) {
      try {
        const result = await evaluateRule(jobs, tenantId, warning.warningItemCode, rule.ruleCode);
        log(`${warning.warningItemCode}/${rule.ruleCode}: ${result.checked} checked, ${result.fired} fired, ${result.recovered} recovered, ${result.messages} messages, ${Math.round(result.durationMs)} ms`);
      } catch (error) {
        failures += 1;
        log(`${warning.warningItemCode}/${rule.ruleCode}: failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  return failures;
}

/** Whether a rule is due in the hour that starts at `hourStart` (its slots or cron on the tenant's clock; a malformed cron is never due). */
function dueInHour(hourStart: number, timeZone: string) {
  return (_warning: unknown, rule: Parameters<typeof isRuleDueInHour>[0]) => {
    try {
      return isRuleDueInHour(rule, hourStart, cronFiresWithin(rule.cronExpr, timeZone), timeZone);
    } catch {
      return false;
    }
  };
}

/**
 * The hourly tick's work for the hour starting at `hourStart`: every tenant's platform rules due
 * then, their slots and cron read on the tenant's clock (`sys_tenant.time_zone`, UTC when unset).
 */
export async function dispatchDueWarnings(jobs: JobContext, hourStart: number, log: (line: string) => void): Promise<void> {
  const tenants = await jobs.owner('sys_tenant').select<Array<{ id: string; time_zone: string | null }>>('id', 'time_zone');
  for (const tenant of tenants) {
    const isDue = dueInHour(hourStart, usableTimeZone(tenant.time_zone));
    await evaluatePicked(jobs, tenant.id, (warning, rule) => warning.triggerMode === 'platform' && isDue(warning, rule), log);
  }
}

/**
 * `warning.evaluate` for the job console (`jobClassName`): evaluates now the given rule, or every
 * enabled rule of the given warning item, or (no parameter) every enabled platform rule of the
 * tenant. Fails the run when any rule failed.
 */
export const warningEvaluateJobKind: ScheduledJobKind = {
  name: 'warning.evaluate',
  parameterSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      warningItemCode: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,100}$' },
      ruleCode: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,100}$' },
    },
  },
  async run(jobs, firing) {
    const { warningItemCode, ruleCode } = firing.parameter as { warningItemCode?: string; ruleCode?: string };
    if (ruleCode && !warningItemCode) throw new Error('a ruleCode needs its warningItemCode');
    const failures = await evaluatePicked(jobs, firing.tenantId, (warning, rule) => (warningItemCode ? warning.warningItemCode === warningItemCode && (!ruleCode || rule.ruleCode === ruleCode) : warning.triggerMode === 'platform'), firing.log);
    if (failures > 0) throw new Error(`${failures} warning rule(s) failed`);
  },
};

/**
 * The worker's warning tasks: the hourly tick over every tenant (`dispatchDueWarnings`) and the
 * business triggers (rules of business warnings naming the saved record's form, or the workflow
 * node an instance reached). Payloads are unknown until checked: a malformed one does nothing.
 */
export function warningTasks(jobs: JobContext): TaskList {
  const dispatch: Task = async (_payload, helpers) => {
    await dispatchDueWarnings(jobs, Math.floor(Date.now() / hourMs) * hourMs, (line) => helpers.logger.info(line));
  };
  const recordSaved: Task = async (payload, helpers) => {
    const { tenantId, formCode } = payload as { tenantId?: string; formCode?: string };
    if (!tenantId || !formCode) return;
    await evaluatePicked(jobs, tenantId, (warning, rule) => warning.triggerMode === 'business' && (rule.triggerFormCodes ?? []).includes(formCode), (line) => helpers.logger.info(line));
  };
  const workflowNode: Task = async (payload, helpers) => {
    const { tenantId, processKey, nodeId } = (payload ?? {}) as { tenantId?: unknown; processKey?: unknown; nodeId?: unknown };
    if (typeof tenantId !== 'string' || typeof processKey !== 'string' || typeof nodeId !== 'string') return;
    const namesNode = (rule: WarningRule) => (rule.triggerWorkflowNodes ?? []).some((node) => node.processKey === processKey && node.nodeId === nodeId);
    await evaluatePicked(jobs, tenantId, (warning, rule) => warning.triggerMode === 'business' && namesNode(rule), (line) => helpers.logger.info(line));
  };
  return { [warningDispatchJobName]: dispatch, [warningRecordSavedJobName]: recordSaved, [warningWorkflowNodeJobName]: workflowNode };
}
