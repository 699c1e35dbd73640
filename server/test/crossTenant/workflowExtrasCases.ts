import type { TestApp } from '../support/testApp';
import type { SweepCase } from './cases';

/** The victim's delegation (demo_admin hands dec_approval to demo_user for a day), for the delegation routes' cases. */
export interface VictimWorkflowExtras {
  delegationId: string;
}

/** Made through demo's own administrator, as a user would. */
export async function prepareVictimWorkflowExtras(app: TestApp, demo: string, staffUserId: string): Promise<VictimWorkflowExtras> {
  const start = new Date().toISOString();
  const end = new Date(Date.now() + 24 * 3600_000).toISOString();
  const { status, body } = await app.api<{ id: string }>('POST', '/api/bpm/delegate/add', { token: demo, body: { delegateBailee: staffUserId, delegateResource: ['dec_approval'], start, end } });
  if (status !== 200) throw new Error(`victim fixture: delegation ${status} ${JSON.stringify(body)}`);
  return { delegationId: body.result.id };
}

const inADay = () => ({ start: new Date().toISOString(), end: new Date(Date.now() + 24 * 3600_000).toISOString() });

/**
 * Delegation and binding (issue 16): the victim's delegation is not found (404) for editing or
 * removal, a start by form on the victim's record finds no template or no record, and the victim's
 * process definition id names nothing the caller may start.
 */
export const workflowExtrasSweepCases: SweepCase[] = [
  { operation: 'POST /api/bpm/delegate/edit', request: (v) => ({ path: '/api/bpm/delegate/edit', body: { id: v.delegationId, delegateBailee: v.userId, delegateResource: 'all', ...inADay() } }) },
  { operation: 'POST /api/bpm/delegate/delete', request: (v) => ({ path: '/api/bpm/delegate/delete', body: { id: v.delegationId } }) },
  { operation: 'POST /api/bpm/binding/start', request: (v) => ({ path: '/api/bpm/binding/start', body: { formCode: 'dec_form', dataId: v.recordId } }) },
  { operation: 'GET /api/bpm/binding/redirect', request: () => ({ path: '/api/bpm/binding/redirect?definitionId=dec_approval%401' }) },
  // The workflow's user search by the victim's usernames answers the caller's own tenant's users only.
  { operation: 'GET /api/bpm/users', request: () => ({ path: '/api/bpm/users?keyword=demo' }), outcome: 'ownScope' },
];
