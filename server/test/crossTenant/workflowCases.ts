import type { SweepCase } from './cases';

const lifecycle = ['publish', 'enable', 'disable', 'suspend', 'activate', 'migrate'];
const instanceActions = ['suspend', 'resume', 'withdraw'];

/**
 * The workflow's id- and key-taking operations (issue 16): the victim's template key, request,
 * task and cc row are out of reach (404, or 403 where the caller lacks the management permission
 * before any key is looked at). The in-tenant sweep sends the same requests as a user without roles.
 */
export const workflowSweepCases: SweepCase[] = [
  ...lifecycle.map((action): SweepCase => ({ operation: `POST /api/bpm/template/{processKey}/${action}`, request: (v) => ({ path: `/api/bpm/template/${v.processKey}/${action}`, body: {} }) })),
  { operation: 'POST /api/bpm/instance/preview', request: (v) => ({ path: '/api/bpm/instance/preview', body: { processKey: v.processKey, instanceId: v.workflowInstanceId } }) },
  { operation: 'POST /api/bpm/instance/start', request: (v) => ({ path: '/api/bpm/instance/start', body: { processKey: v.processKey, formCode: v.formCode, dataId: v.recordId } }) },
  { operation: 'GET /api/bpm/instance/{id}', request: (v) => ({ path: `/api/bpm/instance/${v.workflowInstanceId}` }) },
  ...instanceActions.map((action): SweepCase => ({ operation: `POST /api/bpm/instance/{id}/${action}`, request: (v) => ({ path: `/api/bpm/instance/${v.workflowInstanceId}/${action}`, body: {} }) })),
  { operation: 'POST /api/bpm/task/{id}/approve', request: (v) => ({ path: `/api/bpm/task/${v.workflowTaskId}/approve`, body: {} }) },
  { operation: 'POST /api/bpm/task/{id}/reject', request: (v) => ({ path: `/api/bpm/task/${v.workflowTaskId}/reject`, body: { target: 'initiator' } }) },
  { operation: 'POST /api/bpm/task/{id}/delegate', request: (v) => ({ path: `/api/bpm/task/${v.workflowTaskId}/delegate`, body: { userId: v.staffUserId } }) },
  { operation: 'POST /api/bpm/task/{id}/transfer', request: (v) => ({ path: `/api/bpm/task/${v.workflowTaskId}/transfer`, body: { userId: v.staffUserId } }) },
  { operation: 'POST /api/bpm/task/{id}/addSigner', request: (v) => ({ path: `/api/bpm/task/${v.workflowTaskId}/addSigner`, body: { userIds: [v.staffUserId], position: 'after' } }) },
  { operation: 'POST /api/bpm/task/{id}/urge', request: (v) => ({ path: `/api/bpm/task/${v.workflowTaskId}/urge`, body: {} }) },
  { operation: 'POST /api/bpm/task/{id}/read', request: (v) => ({ path: `/api/bpm/task/${v.workflowCcId}/read` }) },
  { operation: 'POST /api/bpm/task/batchApprove', request: (v) => ({ path: '/api/bpm/task/batchApprove', body: { taskIds: [v.workflowTaskId] } }) },
];
