import type { ScheduledJobKind } from '../../platform/module';
import { executeHttpConfig } from '../httpConfig/executeHttpConfig';

/** The most of an answer the run's log keeps. */
const maxLoggedAnswer = 2000;

/**
 * "Call an HTTP config" (issue 22): calls the tenant's HTTP config through the SSRF guard with the
 * job's parameters, as a form's data source would, and logs the (shaped) answer. A refused target,
 * a non-2xx status or a failing returnScript fails the run.
 */
export const httpConfigCallJobKind: ScheduledJobKind = {
  name: 'httpConfig.call',
  parameterSchema: {
    type: 'object',
    properties: { httpCode: { type: 'string', minLength: 1, maxLength: 100 }, params: { type: 'object' } },
    required: ['httpCode'],
    additionalProperties: false,
  },
  async run(jobs, { tenantId, parameter, log }) {
    const { httpCode, params } = parameter as { httpCode: string; params?: Record<string, unknown> };
    const answer = await executeHttpConfig(jobs, tenantId, httpCode, params ?? {}, 'en_US');
    const text = JSON.stringify(answer) ?? 'null';
    log(`${httpCode} answered: ${text.length > maxLoggedAnswer ? `${text.slice(0, maxLoggedAnswer)}…` : text}`);
  },
};
