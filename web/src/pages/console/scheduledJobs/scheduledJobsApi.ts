import { unwrap } from '../../../api/eformResult';
import type { HttpClient } from '../../../http/httpClient';
import type { PageOf, PageQuery } from '../api/types';

export type JobStatus = 'normal' | 'stopped';
export type RunStatus = 'running' | 'success' | 'failure' | 'skipped';

/** A tenant's scheduled job as `GET /api/system/sysJob/list` answers it (spec §3 quartz job). */
export interface ScheduledJobRecord {
  id: string;
  jobName: string;
  jobClassName: string;
  cronExpression: string;
  parameter: Record<string, unknown>;
  status: JobStatus;
  description: string | null;
  nextFireTime: string | null;
  lastRun: { status: RunStatus; startTime: string; durationMs: number | null } | null;
}

/** What the add and edit forms send. */
export interface ScheduledJobInput {
  jobName: string;
  jobClassName: string;
  cronExpression: string;
  parameter: Record<string, unknown>;
  description?: string | null;
}

/** One run of a job (the run history). */
export interface JobRunRecord {
  id: string;
  trigger: 'schedule' | 'once';
  fireTime: string;
  status: RunStatus;
  startTime: string;
  endTime: string | null;
  durationMs: number | null;
  log: string;
}

/** A job class the modules offer, with its parameter's JSON Schema. */
export interface JobKind {
  name: string;
  parameterSchema: Record<string, unknown>;
}

/** The job console's calls (issue 22: add, edit, delete, start, stop, run once, history, next firings). */
export function createScheduledJobsApi(http: HttpClient) {
  const base = '/system/sysJob';
  const withId = (action: string, id: string) => `${base}/${action}?id=${encodeURIComponent(id)}`;
  return {
    list: (query: PageQuery & { jobName?: string }) => unwrap(http.get<PageOf<ScheduledJobRecord>>(`${base}/list`, { ...query })),
    add: (input: ScheduledJobInput) => unwrap(http.post<ScheduledJobRecord>(`${base}/add`, input)),
    edit: (id: string, input: ScheduledJobInput) => unwrap(http.put<ScheduledJobRecord>(`${base}/edit`, { id, ...input })),
    remove: (id: string) => unwrap(http.delete<null>(`${base}/delete`, { id })),
    start: (id: string) => unwrap(http.put<ScheduledJobRecord>(withId('start', id))),
    stop: (id: string) => unwrap(http.put<ScheduledJobRecord>(withId('stop', id))),
    runOnce: (id: string) => unwrap(http.post<null>(withId('execute', id))),
    runs: (jobId: string, query: PageQuery) => unwrap(http.get<PageOf<JobRunRecord>>(`${base}/runs`, { jobId, ...query })),
    kinds: () => unwrap(http.get<JobKind[]>(`${base}/kinds`)),
    nextTimes: (cronExpression: string) => unwrap(http.get<{ times: string[] }>(`${base}/nextTimes`, { cronExpression })),
  };
}

export type ScheduledJobsApi = ReturnType<typeof createScheduledJobsApi>;
