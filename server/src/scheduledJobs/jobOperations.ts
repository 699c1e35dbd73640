import { formatMessage, type Language } from '@wharf/engine';
import type { Caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import type { Page } from '../http/envelope';
import { ValidationFailed } from '../http/errors';
import { uniqueViolationOf } from '../http/uniqueViolation';
import { assertMayManageJobs } from './jobConsoleAccess';
import { checkJobInput, type JobInput } from './jobInput';
import { deleteJob, enqueueRun, insertJob, listJobs, lockJob, readJob, requestTick, setJobStatus, updateJob, type JobListQuery, type ScheduledJobView } from './jobStore';
import { quartzSchedule } from './quartzSchedule';

type Who = Pick<Caller, 'tenantId' | 'homeTenantId' | 'userId'>;

/** The first firing of an expression after now (the scheduler queues from there). */
function firstFiring(cronExpression: string, lang: Language): Date | null {
  return quartzSchedule(cronExpression, lang).nextAfter(new Date());
}

/** A second job of the same name in the tenant is a 400 at `/body/jobName`. */
async function answeringTakenName<T>(jobName: string, lang: Language, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolationOf(error)?.index !== 'sys_quartz_job_name_uq') throw error;
    throw new ValidationFailed([{ path: '/body/jobName', code: 'scheduledJob/name-exists', message: formatMessage('scheduledJob/name-exists', lang, [jobName]) }]);
  }
}

/** A page of the jobs of the tenant the caller works in. */
export async function listScheduledJobPage(ctx: AppContext, who: Who, query: JobListQuery): Promise<Page<ScheduledJobView>> {
  await assertMayManageJobs(ctx, who);
  return withTenant(ctx.db, who.tenantId, (trx) => listJobs(trx, query));
}

/** One job by id (404 when the tenant has none by that id). */
export async function readScheduledJob(ctx: AppContext, who: Who, id: string): Promise<ScheduledJobView> {
  await assertMayManageJobs(ctx, who);
  return withTenant(ctx.db, who.tenantId, (trx) => readJob(trx, id));
}

/** Adds a job; stopped unless the form asks for it to run (spec §4: a job is started explicitly). */
export async function addScheduledJob(ctx: AppContext, who: Who, input: JobInput, lang: Language): Promise<ScheduledJobView> {
  await assertMayManageJobs(ctx, who);
  const columns = checkJobInput(input, ctx.jobKinds, lang);
  const status = input.status ?? 'stopped';
  const nextFireAt = status === 'normal' ? firstFiring(columns.cron_expression, lang) : null;
  return withTenant(ctx.db, who.tenantId, (trx) => answeringTakenName(columns.job_name, lang, async () => {
    const id = await insertJob(trx, who.tenantId, who.userId, columns, status, nextFireAt);
    if (status === 'normal') await requestTick(trx);
    return readJob(trx, id);
  }));
}

/** Replaces a job's fields; a running job's firings follow the new expression from now. */
export async function editScheduledJob(ctx: AppContext, who: Who, id: string, input: JobInput, lang: Language): Promise<ScheduledJobView> {
  await assertMayManageJobs(ctx, who);
  const columns = checkJobInput(input, ctx.jobKinds, lang);
  return withTenant(ctx.db, who.tenantId, (trx) => answeringTakenName(columns.job_name, lang, async () => {
    const current = await lockJob(trx, id);
    const status = input.status ?? current.status;
    await updateJob(trx, id, who.userId, columns, status, status === 'normal' ? firstFiring(columns.cron_expression, lang) : null);
    if (status === 'normal') await requestTick(trx);
    return readJob(trx, id);
  }));
}

/** Deletes a job and its run history. */
export async function deleteScheduledJob(ctx: AppContext, who: Who, id: string): Promise<void> {
  await assertMayManageJobs(ctx, who);
  await withTenant(ctx.db, who.tenantId, (trx) => deleteJob(trx, id));
}

/**
 * Starts (normal, firing from now on) or stops a job (spec §4). Firings already queued for a
 * stopped job find it stopped when they come due and do nothing.
 */
export async function setScheduledJobStatus(ctx: AppContext, who: Who, id: string, status: 'normal' | 'stopped', lang: Language): Promise<ScheduledJobView> {
  await assertMayManageJobs(ctx, who);
  return withTenant(ctx.db, who.tenantId, async (trx) => {
    const job = await lockJob(trx, id);
    if (job.status !== status) await setJobStatus(trx, id, who.userId, status, status === 'normal' ? firstFiring(job.cronExpression, lang) : null);
    if (job.status !== status && status === 'normal') await requestTick(trx);
    return readJob(trx, id);
  });
}

/**
 * Runs a job once now, whatever its status (spec §4 "run once"), in the job's own queue: it waits
 * for a run of the same job in progress instead of overlapping it.
 */
export async function runScheduledJobOnce(ctx: AppContext, who: Who, id: string): Promise<void> {
  await assertMayManageJobs(ctx, who);
  await withTenant(ctx.db, who.tenantId, async (trx) => {
    await lockJob(trx, id);
    await enqueueRun(trx, id, 'once', new Date(), who.userId);
  });
}
