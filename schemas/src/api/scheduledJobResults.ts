import { arraySchema, orNull, pageSchema, type ApiSchema } from './envelope';
import { dateTime, nullableDateTime, nullableInteger, nullableText, nullableUuid, record, text, uuid } from './fields';
import { noResultSchema } from './consoleWriteResults';

/** The scheduled-job console of a tenant (issue 22; spec §3 quartz job, §4 normal/stopped with start, stop, run once). */

const runStatus = { enum: ['running', 'success', 'failure', 'skipped'] } as const;

/** A tenant's job with its next firing and latest run. */
export const scheduledJobSchema: ApiSchema = record({
  id: uuid, jobName: text, jobClassName: text, cronExpression: text, parameter: { type: 'object' }, status: { enum: ['normal', 'stopped'] },
  description: nullableText, nextFireTime: nullableDateTime,
  lastRun: orNull(record({ status: runStatus, startTime: dateTime, durationMs: nullableInteger })),
  createBy: nullableUuid, createTime: dateTime, updateBy: nullableUuid, updateTime: dateTime,
});

/** One run of a job (the run history). */
export const scheduledJobRunSchema: ApiSchema = record({
  id: uuid, jobId: uuid, trigger: { enum: ['schedule', 'once'] }, fireTime: dateTime, status: runStatus,
  startTime: dateTime, endTime: nullableDateTime, durationMs: nullableInteger, log: text, startedBy: nullableUuid,
});

/** The job kinds the modules offer (`jobClassName`), with the JSON Schema of each one's parameter. */
export const scheduledJobKindsSchema: ApiSchema = arraySchema(record({ name: text, parameterSchema: { type: 'object' } }));

/** `GET /api/system/sysJob/nextTimes`: the next five firings of an expression. */
export const cronNextTimesSchema: ApiSchema = record({ times: arraySchema(dateTime) });

/** The result schema of each operation of the job console (spread into `operatorResults`). */
export const scheduledJobResults: Readonly<Record<string, ApiSchema>> = {
  'GET /api/system/sysJob/list': pageSchema(scheduledJobSchema),
  'GET /api/system/sysJob/queryById': scheduledJobSchema,
  'POST /api/system/sysJob/add': scheduledJobSchema,
  'PUT /api/system/sysJob/edit': scheduledJobSchema,
  'DELETE /api/system/sysJob/delete': noResultSchema,
  'PUT /api/system/sysJob/start': scheduledJobSchema,
  'PUT /api/system/sysJob/stop': scheduledJobSchema,
  'POST /api/system/sysJob/execute': noResultSchema,
  'GET /api/system/sysJob/runs': pageSchema(scheduledJobRunSchema),
  'GET /api/system/sysJob/kinds': scheduledJobKindsSchema,
  'GET /api/system/sysJob/nextTimes': cronNextTimesSchema,
};
