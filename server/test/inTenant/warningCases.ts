import { likeCrossTenant, type InTenantCase } from './cases';

/**
 * Issue 22 warnings: results, relieve/recover, evaluation, back-test, the cron preview, the
 * templates and the recipient pickers are for warning designers;
 * a user without roles and one holding only a view of an app are refused, the victim's rule
 * codes and record ids alike.
 */
export const warningInTenantCases: InTenantCase[] = [
  ...likeCrossTenant(['POST /api/warn/results/{id}/relieve', 'POST /api/warn/results/{id}/recover', 'GET /api/warn/results/{id}/events'], 'refused', ['noRole', 'unrelatedView']),
  { operation: 'GET /api/warn/results', request: () => ({ path: '/api/warn/results?warningCode=victim_warning&ruleCode=victim_rule' }), callers: ['noRole', 'unrelatedView'] },
  { operation: 'POST /api/warn/rules/evaluate', request: () => ({ path: '/api/warn/rules/evaluate', body: { warningCode: 'victim_warning', ruleCode: 'victim_rule' } }), callers: ['noRole', 'unrelatedView'] },
  { operation: 'POST /api/warn/rules/backtest', request: () => ({ path: '/api/warn/rules/backtest', body: { warningCode: 'victim_warning', ruleCode: 'victim_rule', from: '2026-11-01T00:00:00Z', to: '2026-11-02T00:00:00Z' } }), callers: ['noRole', 'unrelatedView'] },
  { operation: 'GET /api/warn/rules/nextTimes', request: () => ({ path: '/api/warn/rules/nextTimes?cronExpr=0+0+8+*+*+%3F' }), callers: ['noRole', 'unrelatedView'] },
  { operation: 'GET /api/warn/templates', request: () => ({ path: '/api/warn/templates' }), callers: ['noRole', 'unrelatedView'] },
  { operation: 'GET /api/warn/recipients', request: () => ({ path: '/api/warn/recipients?type=user&keyword=demo' }), callers: ['noRole', 'unrelatedView'] },
];

