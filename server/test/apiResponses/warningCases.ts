/**
 * Cases of `apiResponses.int.test.ts` for warnings (issue 22): a rule's results, relieve, recover,
 * the audit, evaluating now, the back-test, the cron preview, the templates and the recipient pickers, over a warning made by `prepareWarnings`.
 */

type Prepared = Record<string, string>;
type Call = { method: string; path: string; body?: unknown };
type Ok = <T>(method: string, path: string, body?: unknown) => Promise<T>;

const rule = { warningCode: 'ar_warning', ruleCode: 'r1' };

/** How each operation is called; `v` holds what `prepareWarnings` made. */
export const warningCases: Record<string, (v: Prepared) => Call> = {
  'GET /api/warn/rules': () => ({ method: 'GET', path: '/api/warn/rules' }),
  'GET /api/warn/results': () => ({ method: 'GET', path: '/api/warn/results?warningCode=ar_warning&ruleCode=r1&pageNo=1&pageSize=10' }),
  'POST /api/warn/results/{id}/relieve': (v) => ({ method: 'POST', path: `/api/warn/results/${v.warningResultId}/relieve`, body: { note: 'checked' } }),
  'POST /api/warn/results/{id}/recover': (v) => ({ method: 'POST', path: `/api/warn/results/${v.relievedResultId}/recover`, body: {} }),
  'GET /api/warn/results/{id}/events': (v) => ({ method: 'GET', path: `/api/warn/results/${v.relievedResultId}/events` }),
  'POST /api/warn/rules/evaluate': () => ({ method: 'POST', path: '/api/warn/rules/evaluate', body: rule }),
  'GET /api/warn/rules/nextTimes': () => ({ method: 'GET', path: `/api/warn/rules/nextTimes?cronExpr=${encodeURIComponent('0 0 8 * * ?')}` }),
  'GET /api/warn/templates': () => ({ method: 'GET', path: '/api/warn/templates' }),
  'GET /api/warn/recipients': () => ({ method: 'GET', path: '/api/warn/recipients?type=user&keyword=demo' }),
  'POST /api/warn/rules/backtest': () => ({ method: 'POST', path: '/api/warn/rules/backtest', body: { ...rule, from: new Date(Date.now() - 48 * 3_600_000).toISOString(), to: new Date().toISOString() } }),
};

/**
 * A published warning whose SQL answers two records (k1, k2) that always breach; evaluated once,
 * k2 relieved: relieve acts on k1 and recover on k2, in whatever order the cases run.
 */
export async function prepareWarnings(ok: Ok): Promise<Prepared> {
  await ok('POST', '/api/eform/sqlConfig/add', { sqlCode: 'ar_warn_sql', sqlName: 'Warning rows', sqlQuery: "select 'k1' as id, 5 as amount union all select 'k2', 7" });
  const body = {
    schemaVersion: 1, warningItemCode: 'ar_warning', warningItemName: 'Answers', productType: 'customize', triggerMode: 'platform',
    rules: [{ ruleCode: 'r1', ruleName: 'Always', dispatchFrequency: 'hourly', dispatchHours: [0, 6, 12, 18], cronExpr: '0 0 * * * ?', sqlCode: 'ar_warn_sql', setConfigs: [{ warnField: 'amount', operateType: 'greater', warnFieldValue: 1, unit: 'amount' }],
      siteMessageTemplate: { siteEmailTemplateCode: 'ar_site', siteEmailTemplateName: 'Site', siteEmailSubject: 'Amount ${amount}', siteEmailContent: '${id} is over' } }],
  };
  const created = await ok<{ id: string }>('POST', '/api/eform/definitions', { kind: 'warning', code: 'ar_warning', name: 'Answers', body });
  await ok('POST', `/api/eform/definitions/${created.id}/publish`, {});
  await ok('POST', '/api/warn/rules/evaluate', rule);
  const results = await ok<{ records: Array<{ id: string; recordKey: string }> }>('GET', '/api/warn/results?warningCode=ar_warning&ruleCode=r1');
  const idOf = (key: string) => results.records.find((record) => record.recordKey === key)!.id;
  await ok('POST', `/api/warn/results/${idOf('k2')}/relieve`, {});
  return { warningResultId: idOf('k1'), relievedResultId: idOf('k2') };
}
