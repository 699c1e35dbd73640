/**
 * Cases of `apiResponses.int.test.ts` for the platform operator's tenants, site settings and
 * scheduled jobs, and the division switch: how each is called, and what they work on (made by
 * `prepareOperatorCalls`; switching calls use sessions of their own, so no other case runs switched).
 */
import type { Knex } from 'knex';

export type Prepared = Record<string, string>;
/** `token`: the session to call with; the administrator's when absent. */
export type Call = { method: string; path: string; body?: unknown; token?: string };
type Ok = <T>(method: string, path: string, body?: unknown, token?: string) => Promise<T>;

const base = '/api/system/tenant';
const tenant = (tenantCode: string) => ({
  tenantCode, tenantName: tenantCode, maxUsers: 20, packageCodes: ['workspace', 'console'], adminUsername: `${tenantCode}_admin`, adminRealname: 'Admin', adminPassword: 'Contract-2026!x',
});

const jobs = '/api/system/sysJob';
const job = (jobName: string) => ({ jobName, jobClassName: 'sqlConfig.mail', cronExpression: '0 0 7 * * ?', parameter: { sqlCode: 'ar_job_sql', receiver: 'ops@example.com' } });

/** How each operation is called; `v` holds what `prepareOperatorCalls` made. */
export const operatorCases: Record<string, (v: Prepared) => Call> = {
  [`GET ${base}/list`]: (v) => ({ method: 'GET', path: `${base}/list?pageNo=1&pageSize=10`, token: v.operatorToken }),
  [`POST ${base}/add`]: (v) => ({ method: 'POST', path: `${base}/add`, body: tenant('ar_new_tnt'), token: v.operatorToken }),
  [`PUT ${base}/edit`]: (v) => ({ method: 'PUT', path: `${base}/edit`, body: { id: v.editedTenantId, tenantName: 'Edited', packageCodes: ['workspace'] }, token: v.operatorToken }),
  [`POST ${base}/switch`]: (v) => ({ method: 'POST', path: `${base}/switch`, body: { tenantId: v.editedTenantId }, token: v.switchingOperatorToken }),
  [`POST ${base}/switchOut`]: (v) => ({ method: 'POST', path: `${base}/switchOut`, token: v.switchingOperatorToken }),
  'GET /api/system/siteSetting': (v) => ({ method: 'GET', path: '/api/system/siteSetting', token: v.operatorToken }),
  'PUT /api/system/siteSetting': (v) => ({ method: 'PUT', path: '/api/system/siteSetting', body: { name: 'Wharf', domainList: ['wharf.example.com'], image: { full: '/logo.png' }, disableRegister: false, loginSlider: 'afterFailure' }, token: v.operatorToken }),
  'GET /api/system/sysJob/queryall': (v) => ({ method: 'GET', path: '/api/system/sysJob/queryall', token: v.operatorToken }),
  'GET /api/system/sysJob/list': () => ({ method: 'GET', path: `${jobs}/list?pageNo=1&pageSize=10` }),
  'GET /api/system/sysJob/queryById': (v) => ({ method: 'GET', path: `${jobs}/queryById?id=${v.scheduledJobId}` }),
  'POST /api/system/sysJob/add': () => ({ method: 'POST', path: `${jobs}/add`, body: job('ar_added_job') }),
  'PUT /api/system/sysJob/edit': (v) => ({ method: 'PUT', path: `${jobs}/edit`, body: { ...job('ar_job'), id: v.scheduledJobId, description: 'edited' } }),
  'DELETE /api/system/sysJob/delete': (v) => ({ method: 'DELETE', path: `${jobs}/delete?id=${v.deletedScheduledJobId}` }),
  'PUT /api/system/sysJob/start': (v) => ({ method: 'PUT', path: `${jobs}/start?id=${v.startedScheduledJobId}` }),
  'PUT /api/system/sysJob/stop': (v) => ({ method: 'PUT', path: `${jobs}/stop?id=${v.scheduledJobId}` }),
  'POST /api/system/sysJob/execute': (v) => ({ method: 'POST', path: `${jobs}/execute?id=${v.scheduledJobId}` }),
  'GET /api/system/sysJob/runs': (v) => ({ method: 'GET', path: `${jobs}/runs?jobId=${v.scheduledJobId}` }),
  'GET /api/system/sysJob/kinds': () => ({ method: 'GET', path: `${jobs}/kinds` }),
  'GET /api/system/sysJob/nextTimes': () => ({ method: 'GET', path: `${jobs}/nextTimes?cronExpression=${encodeURIComponent('0 30 9 ? * MON-FRI')}` }),
  'GET /api/system/division/mine': (v) => ({ method: 'GET', path: '/api/system/division/mine', token: v.divisionToken }),
  'PUT /api/system/division/switch': (v) => ({ method: 'PUT', path: '/api/system/division/switch', body: { divisionId: v.myDivisionId }, token: v.divisionToken }),
};

/**
 * Logs the platform operator in twice, makes a tenant to edit and switch into; puts the demo
 * administrator in a new division (divisions must be on for the tenant already) and opens a session for the switch.
 */
export async function prepareOperatorCalls(ok: Ok, login: (username: string) => Promise<string>, owner: Knex): Promise<Prepared> {
  const operatorToken = await login('admin');
  const editedTenantId = (await ok<{ id: string }>('POST', `${base}/add`, tenant('ar_tnt'), operatorToken)).id;
  const myDivisionId = (await ok<{ id: string }>('POST', '/api/system/division/add', { code: 'ar_my_division', name: 'Mine', sortOrder: 1 })).id;
  const admin = await owner('sys_user').where({ username: 'demo_admin' }).first<{ id: string; tenant_id: string }>('id', 'tenant_id');
  await owner('sys_user_division').insert({ tenant_id: admin!.tenant_id, user_id: admin!.id, division_id: myDivisionId });
  // Scheduled jobs of the demo tenant: one to read, edit, stop and run (with a run in its history), one to start, one to delete.
  const scheduledJobId = (await ok<{ id: string }>('POST', `${jobs}/add`, { ...job('ar_job'), status: 'normal' })).id;
  const startedScheduledJobId = (await ok<{ id: string }>('POST', `${jobs}/add`, job('ar_started_job'))).id;
  const deletedScheduledJobId = (await ok<{ id: string }>('POST', `${jobs}/add`, job('ar_deleted_job'))).id;
  await owner('sys_quartz_job_run').insert({ tenant_id: admin!.tenant_id, job_id: scheduledJobId, trigger: 'once', fired_at: new Date(), status: 'success', finished_at: new Date(), duration_ms: 12, log: 'done' });
  return { scheduledJobId, startedScheduledJobId, deletedScheduledJobId, operatorToken, switchingOperatorToken: await login('admin'), editedTenantId, myDivisionId, divisionToken: await login('demo_admin') };
}
