import type { Caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { assertHolds } from '../platform/access/requirePermission';
import { publishedWarnings } from './publishedWarnings';
import { warningPermission } from './resultOperations';

/** One published rule as the warnings page lists it: its item, schedule, last run and records in warning. */
export interface WarningRuleSummary {
  warningCode: string;
  warningItemName: string;
  triggerMode: 'platform' | 'business';
  ruleCode: string;
  ruleName: string;
  isEnabled: boolean;
  dispatchFrequency: string;
  dispatchHours: number[];
  cronExpr: string;
  hasResultScript: boolean;
  lastRunAt: string | null;
  lastChecked: number;
  lastFired: number;
  warnCount: number;
}

/** The tenant's published warning rules (spec label-implied "warning items" and "rules" screens), in item and rule order. */
export async function listWarningRules(ctx: AppContext, who: Caller): Promise<WarningRuleSummary[]> {
  await assertHolds(ctx, who, warningPermission);
  return withTenant(ctx.db, who.tenantId, async (trx) => {
    const warnings = (await publishedWarnings(trx)).sort((a, b) => a.warningItemCode.localeCompare(b.warningItemCode));
    const runs = await trx('warn_rule_run').select<Array<{ warning_code: string; rule_code: string; last_run_at: Date | null; last_checked: number; last_fired: number }>>('warning_code', 'rule_code', 'last_run_at', 'last_checked', 'last_fired');
    const counts = await trx('warn_record_state').where('status', 'warn').groupBy('warning_code', 'rule_code').select<Array<{ warning_code: string; rule_code: string; count: string }>>('warning_code', 'rule_code', trx.raw('count(*) as count'));
    return warnings.flatMap((warning) => warning.rules.map((rule) => {
      const run = runs.find((r) => r.warning_code === warning.warningItemCode && r.rule_code === rule.ruleCode);
      const count = counts.find((c) => c.warning_code === warning.warningItemCode && c.rule_code === rule.ruleCode);
      return {
        warningCode: warning.warningItemCode, warningItemName: warning.warningItemName, triggerMode: warning.triggerMode,
        ruleCode: rule.ruleCode, ruleName: rule.ruleName, isEnabled: rule.isEnabled !== false,
        dispatchFrequency: rule.dispatchFrequency, dispatchHours: rule.dispatchHours ?? [], cronExpr: rule.cronExpr, hasResultScript: !!rule.resultPageLoadScript,
        lastRunAt: run?.last_run_at ? run.last_run_at.toISOString() : null, lastChecked: run?.last_checked ?? 0, lastFired: run?.last_fired ?? 0, warnCount: Number(count?.count ?? 0),
      };
    }));
  });
}
