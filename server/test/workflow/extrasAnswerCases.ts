import type { TestApp } from '../support/testApp';
import { declaration } from '../inTenant/formDataUsers';

/** How apiResponses.int.test.ts calls a documented operation (its own `Call` shape). */
type Call = { method: string; path: string; body?: unknown };
type Prepared = Record<string, string>;

const days = (n: number) => new Date(Date.now() + n * 24 * 3600_000).toISOString();

/** Makes what the delegation and binding calls work on, as demo's administrator: a delegation to edit, a record to start on. */
export async function prepareWorkflowExtrasAnswers(app: TestApp, token: string): Promise<Prepared> {
  const ok = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await app.api<T>(method, path, { token, ...(body === undefined ? {} : { body }) });
    if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.result;
  };
  const baileeId = (await app.database.owner('sys_user').where({ username: 'officer_li' }).first<{ id: string }>('id'))!.id;
  const delegation = await ok<{ id: string }>('POST', '/api/bpm/delegate/add', { delegateBailee: baileeId, delegateResource: 'all', start: days(2), end: days(3) });
  const record = await ok<{ id: string }>('POST', '/api/eform/data/dec_form', { data: declaration('E', 'Bound Co.') });
  return { delegationId: delegation.id, delegationBaileeId: baileeId, boundRecordId: record.id };
}

/** The delegation, analytics and binding operations (issue 16), each in a state that answers 200. */
export const workflowExtrasAnswerCases: Record<string, (v: Prepared) => Call> = {
  'GET /api/bpm/delegate/list': () => ({ method: 'GET', path: '/api/bpm/delegate/list?pageNo=1&pageSize=10' }),
  'POST /api/bpm/delegate/add': (v) => ({ method: 'POST', path: '/api/bpm/delegate/add', body: { delegateBailee: v.delegationBaileeId, delegateResource: ['dec_approval'], start: days(10), end: days(11) } }),
  'POST /api/bpm/delegate/edit': (v) => ({ method: 'POST', path: '/api/bpm/delegate/edit', body: { id: v.delegationId, delegateBailee: v.delegationBaileeId, delegateResource: 'all', start: days(2), end: days(4) } }),
  'GET /api/bpm/analytics/top': () => ({ method: 'GET', path: '/api/bpm/analytics/top?list=mostStarted' }),
  'GET /api/bpm/binding/template': () => ({ method: 'GET', path: '/api/bpm/binding/template?businessType=customs&billType=declaration' }),
  'GET /api/bpm/binding/redirect': () => ({ method: 'GET', path: '/api/bpm/binding/redirect?definitionId=dec_approval%401' }),
  'GET /api/bpm/binding/startOffer': () => ({ method: 'GET', path: '/api/bpm/binding/startOffer?formCode=dec_form' }),
  'GET /api/bpm/users': () => ({ method: 'GET', path: '/api/bpm/users?keyword=demo' }),
  'POST /api/bpm/binding/start': (v) => ({ method: 'POST', path: '/api/bpm/binding/start', body: { formCode: 'dec_form', dataId: v.boundRecordId } }),
};
