import type { TestApp } from '../support/testApp';
import type { SweepCase } from './cases';

/** The victim's (demo's) record in warning under a rule, as an evaluation leaves it. */
export interface VictimWarnings {
  warningStateId: string;
}

/** A warning state of demo's, written as the owner (what an evaluation of demo's rule writes). */
export async function prepareVictimWarnings(app: TestApp, tenantId: string): Promise<VictimWarnings> {
  const [row] = await app.database.owner('warn_record_state')
    .insert({ tenant_id: tenantId, warning_code: 'victim_warning', rule_code: 'victim_rule', record_key: 'victim-record', status: 'warn', breached_since: new Date(), warned_at: new Date(), record_values: JSON.stringify({ consignee: 'Victim Trading Co.' }) })
    .returning<Array<{ id: string }>>('id');
  return { warningStateId: row!.id };
}

/** Issue 22 warnings: acting on or reading the audit of another tenant's record in warning is not found; recipient pickers stay in the caller's tenant. */
export const warningSweepCases: SweepCase[] = [
  { operation: 'POST /api/warn/results/{id}/relieve', request: (v) => ({ path: `/api/warn/results/${v.warningStateId}/relieve`, body: {} }) },
  { operation: 'POST /api/warn/results/{id}/recover', request: (v) => ({ path: `/api/warn/results/${v.warningStateId}/recover`, body: {} }) },
  { operation: 'GET /api/warn/results/{id}/events', request: (v) => ({ path: `/api/warn/results/${v.warningStateId}/events` }) },
  // The recipient pickers name only the caller's own users, roles and departments: the victim's ids come back unnamed.
  { operation: 'GET /api/warn/recipients', request: (v) => ({ path: `/api/warn/recipients?type=user&ids=${v.userId},${v.roleId},${v.orgId}` }), outcome: 'ownScope' },
];
