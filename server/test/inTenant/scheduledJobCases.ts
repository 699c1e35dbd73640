import { likeCrossTenant, type InTenantCase } from './cases';

/**
 * Issue 22 scheduled jobs: the job console is for the tenant's administrators and the platform
 * operator; a user without roles and one holding only a view of an app are refused every job
 * operation on the administrator's job.
 */
export const scheduledJobInTenantCases: InTenantCase[] = likeCrossTenant([
  'GET /api/system/sysJob/queryById', 'PUT /api/system/sysJob/edit', 'DELETE /api/system/sysJob/delete', 'PUT /api/system/sysJob/start',
  'PUT /api/system/sysJob/stop', 'POST /api/system/sysJob/execute', 'GET /api/system/sysJob/runs',
], 'refused', ['noRole', 'unrelatedView']);
