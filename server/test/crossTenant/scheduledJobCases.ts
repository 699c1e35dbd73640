import type { TestApp } from '../support/testApp';
import type { SweepCase } from './cases';

/** The victim's (demo's) scheduled job, with a run in its history. */
export interface VictimScheduledJobs {
  scheduledJobId: string;
}

/** A scheduled job of demo's, added by demo's administrator, and one run of it. */
export async function prepareVictimScheduledJobs(app: TestApp, demo: string, tenantId: string): Promise<VictimScheduledJobs> {
  const added = await app.api<{ id: string }>('POST', '/api/system/sysJob/add', { token: demo, body: { jobName: 'victim job', jobClassName: 'httpConfig.call', cronExpression: '0 0 4 * * ?', parameter: { httpCode: 'victim_http' } } });
  if (added.status !== 200) throw new Error(`victim job: ${JSON.stringify(added.body)}`);
  await app.database.owner('sys_quartz_job_run').insert({ tenant_id: tenantId, job_id: added.body.result.id, trigger: 'once', fired_at: new Date(), status: 'success', log: 'victim run' });
  return { scheduledJobId: added.body.result.id };
}

const job = { jobName: 'sweep job', jobClassName: 'httpConfig.call', cronExpression: '0 0 4 * * ?', parameter: { httpCode: 'sweep_http' } };

/** Issue 22 scheduled jobs: another tenant's job is not found, whatever is asked of it. */
export const scheduledJobSweepCases: SweepCase[] = [
  { operation: 'GET /api/system/sysJob/queryById', request: (v) => ({ path: `/api/system/sysJob/queryById?id=${v.scheduledJobId}` }) },
  { operation: 'PUT /api/system/sysJob/edit', request: (v) => ({ path: '/api/system/sysJob/edit', body: { ...job, id: v.scheduledJobId } }) },
  { operation: 'DELETE /api/system/sysJob/delete', request: (v) => ({ path: `/api/system/sysJob/delete?id=${v.scheduledJobId}` }) },
  { operation: 'PUT /api/system/sysJob/start', request: (v) => ({ path: `/api/system/sysJob/start?id=${v.scheduledJobId}` }) },
  { operation: 'PUT /api/system/sysJob/stop', request: (v) => ({ path: `/api/system/sysJob/stop?id=${v.scheduledJobId}` }) },
  { operation: 'POST /api/system/sysJob/execute', request: (v) => ({ path: `/api/system/sysJob/execute?id=${v.scheduledJobId}` }) },
  { operation: 'GET /api/system/sysJob/runs', request: (v) => ({ path: `/api/system/sysJob/runs?jobId=${v.scheduledJobId}` }) },
];
