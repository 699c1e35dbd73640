/**
 * Cases of `apiResponses.int.test.ts` for the platform operator's monitoring pages (issue 22), called
 * with the operator's session that `prepareOperatorCalls` opens.
 */
import type { Call, Prepared } from './operatorCases';

const base = '/api/system/monitor';

/** How each monitoring operation is called. */
export const monitoringCases: Record<string, (v: Prepared) => Call> = {
  [`GET ${base}/server`]: (v) => ({ method: 'GET', path: `${base}/server`, token: v.operatorToken }),
  [`GET ${base}/process`]: (v) => ({ method: 'GET', path: `${base}/process`, token: v.operatorToken }),
  [`GET ${base}/database`]: (v) => ({ method: 'GET', path: `${base}/database`, token: v.operatorToken }),
  [`GET ${base}/caches`]: (v) => ({ method: 'GET', path: `${base}/caches`, token: v.operatorToken }),
  [`GET ${base}/httpTrace`]: (v) => ({ method: 'GET', path: `${base}/httpTrace?pageNo=1&pageSize=10&status=2xx`, token: v.operatorToken }),
};
