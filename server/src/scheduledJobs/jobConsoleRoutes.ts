import { cronNextTimesSchema, noResultSchema, pageSchema, scheduledJobKindsSchema, scheduledJobRunSchema, scheduledJobSchema } from '@wharf/schemas';
import type { JSONSchemaType } from 'ajv';
import { Router } from 'express';
import { caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { apiRoute } from '../http/apiRoute';
import { envelope, pageSizes } from '../http/envelope';
import { uuid } from '../http/idSchemas';
import { requestLanguage } from '../http/language';
import { okMessage } from '../http/routeHelpers';
import { assertMayManageJobs } from './jobConsoleAccess';
import type { JobInput } from './jobInput';
import { addScheduledJob, deleteScheduledJob, editScheduledJob, listScheduledJobPage, readScheduledJob, runScheduledJobOnce, setScheduledJobStatus } from './jobOperations';
import type { JobListQuery } from './jobStore';
import { nextFirings, quartzSchedule } from './quartzSchedule';
import { listRuns } from './runStore';

const idQuery: JSONSchemaType<{ id: string }> = { type: 'object', properties: { id: uuid }, required: ['id'] };
const pageNo = { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 } as const;
const pageSize = { type: 'integer', enum: [...pageSizes], default: 20 } as const;
const status = { type: 'string', enum: ['normal', 'stopped'] } as const;
const listQuery: JSONSchemaType<JobListQuery> = {
  type: 'object',
  properties: {
    jobName: { type: 'string', maxLength: 100, nullable: true }, jobClassName: { type: 'string', maxLength: 100, nullable: true },
    status: { ...status, nullable: true }, pageNo, pageSize,
  },
  required: ['pageNo', 'pageSize'],
};
const runsQuery: JSONSchemaType<{ jobId: string; pageNo: number; pageSize: number }> = { type: 'object', properties: { jobId: uuid, pageNo, pageSize }, required: ['jobId', 'pageNo', 'pageSize'] };
const cronQuery: JSONSchemaType<{ cronExpression: string }> = { type: 'object', properties: { cronExpression: { type: 'string', minLength: 1, maxLength: 120 } }, required: ['cronExpression'] };
const jobFields = {
  jobName: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
  jobClassName: { type: 'string', minLength: 1, maxLength: 100 },
  cronExpression: { type: 'string', minLength: 1, maxLength: 120 },
  parameter: { type: 'object', nullable: true, required: [] },
  description: { type: 'string', maxLength: 500, nullable: true },
  status: { ...status, nullable: true },
} as const;
const addBody = { type: 'object', properties: jobFields, required: ['jobName', 'jobClassName', 'cronExpression'], additionalProperties: true } as unknown as JSONSchemaType<JobInput>;
const editBody = { type: 'object', properties: { id: uuid, ...jobFields }, required: ['id', 'jobName', 'jobClassName', 'cronExpression'], additionalProperties: true } as unknown as JSONSchemaType<JobInput & { id: string }>;

/**
 * The job console of the tenant the caller works in (spec §1 scheduled jobs, §3 quartz job, §4
 * start, stop, run once), next to `sysJob/queryall` (the platform's built-in crontab). Every
 * operation checks the caller itself (`assertMayManageJobs`).
 */
export function jobConsoleRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'scheduled jobs';
  const base = '/api/system/sysJob';

  apiRoute(router, { method: 'get', path: `${base}/list`, summary: 'The tenant\'s scheduled jobs, a page at a time', tag, query: listQuery, response: pageSchema(scheduledJobSchema) }, async (req, res, { query }) => {
    res.json(envelope(await listScheduledJobPage(ctx, caller(req), query)));
  });
  apiRoute(router, { method: 'get', path: `${base}/queryById`, summary: 'One scheduled job', tag, query: idQuery, response: scheduledJobSchema, errors: [404] }, async (req, res, { query }) => {
    res.json(envelope(await readScheduledJob(ctx, caller(req), query.id)));
  });
  apiRoute(router, { method: 'post', path: `${base}/add`, summary: 'Add a scheduled job (stopped unless status is normal)', tag, body: addBody, response: scheduledJobSchema }, async (req, res, { body }) => {
    res.json(envelope(await addScheduledJob(ctx, caller(req), body, requestLanguage(req)), okMessage(req)));
  });
  apiRoute(router, { method: 'put', path: `${base}/edit`, summary: 'Replace a scheduled job (body carries its id)', tag, body: editBody, response: scheduledJobSchema, errors: [404] }, async (req, res, { body }) => {
    res.json(envelope(await editScheduledJob(ctx, caller(req), body.id, body, requestLanguage(req)), okMessage(req)));
  });
  apiRoute(router, { method: 'delete', path: `${base}/delete`, summary: 'Delete a scheduled job and its run history', tag, query: idQuery, response: noResultSchema, errors: [404] }, async (req, res, { query }) => {
    await deleteScheduledJob(ctx, caller(req), query.id);
    res.json(envelope(null, okMessage(req)));
  });
  apiRoute(router, { method: 'put', path: `${base}/start`, summary: 'Start a job: it fires on its schedule from now', tag, query: idQuery, response: scheduledJobSchema, errors: [404] }, async (req, res, { query }) => {
    res.json(envelope(await setScheduledJobStatus(ctx, caller(req), query.id, 'normal', requestLanguage(req)), okMessage(req)));
  });
  apiRoute(router, { method: 'put', path: `${base}/stop`, summary: 'Stop a job: it fires no more until started', tag, query: idQuery, response: scheduledJobSchema, errors: [404] }, async (req, res, { query }) => {
    res.json(envelope(await setScheduledJobStatus(ctx, caller(req), query.id, 'stopped', requestLanguage(req)), okMessage(req)));
  });
  apiRoute(router, { method: 'post', path: `${base}/execute`, summary: 'Run a job once now (after a run of it in progress)', tag, query: idQuery, response: noResultSchema, errors: [404] }, async (req, res, { query }) => {
    await runScheduledJobOnce(ctx, caller(req), query.id);
    res.json(envelope(null, okMessage(req)));
  });
  apiRoute(router, { method: 'get', path: `${base}/runs`, summary: 'A job\'s run history, latest first', tag, query: runsQuery, response: pageSchema(scheduledJobRunSchema), errors: [404] }, async (req, res, { query }) => {
    const who = caller(req);
    await assertMayManageJobs(ctx, who);
    res.json(envelope(await withTenant(ctx.db, who.tenantId, (trx) => listRuns(trx, query.jobId, query.pageNo, query.pageSize))));
  });
  apiRoute(router, { method: 'get', path: `${base}/kinds`, summary: 'The job classes a job may run, with their parameter schemas', tag, response: scheduledJobKindsSchema }, async (req, res) => {
    await assertMayManageJobs(ctx, caller(req));
    res.json(envelope([...ctx.jobKinds.values()].map((kind) => ({ name: kind.name, parameterSchema: kind.parameterSchema }))));
  });
  apiRoute(router, { method: 'get', path: `${base}/nextTimes`, summary: 'The next five firings of a Quartz cron expression (400 when it does not read)', tag, query: cronQuery, response: cronNextTimesSchema }, async (req, res, { query }) => {
    await assertMayManageJobs(ctx, caller(req));
    const schedule = quartzSchedule(query.cronExpression, requestLanguage(req), '/query/cronExpression');
    res.json(envelope({ times: nextFirings(schedule, new Date(), 5).map((time) => time.toISOString()) }));
  });
  return router;
}
