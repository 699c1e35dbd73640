import { formatMessage, type Language } from '@wharf/engine';
import { Ajv, type ValidateFunction } from 'ajv';
import { ValidationFailed, type FieldIssue } from '../http/errors';
import { toIssue } from '../http/validateRequest';
import type { ScheduledJobKind } from '../platform/module';
import type { JobColumns } from './jobStore';
import { cronProblem } from './quartzSchedule';

/** A job as the add and edit forms send it (the request schema has checked the shapes). */
export interface JobInput {
  jobName: string;
  jobClassName: string;
  cronExpression: string;
  parameter?: Record<string, unknown>;
  description?: string | null;
  status?: 'normal' | 'stopped';
}

// Kinds' parameter schemas are the modules' own: compiled once each, not strict about their keywords.
const parameterAjv = new Ajv({ allErrors: true, strict: false });
const compiled = new WeakMap<object, ValidateFunction>();

/** The issues of a parameter against its kind's schema, with paths under `base`. */
export function parameterIssues(kind: ScheduledJobKind, parameter: unknown, base: string, lang: Language): FieldIssue[] {
  let validate = compiled.get(kind.parameterSchema);
  if (!validate) {
    validate = parameterAjv.compile(kind.parameterSchema);
    compiled.set(kind.parameterSchema, validate);
  }
  return validate(parameter) ? [] : (validate.errors ?? []).map((error) => toIssue(error, base, lang));
}

/**
 * Checks what the schema cannot: the job class is a registered kind, the parameter satisfies that
 * kind's schema, the cron expression is a Quartz expression croner can run. Every problem is one
 * 400 naming its field; returns the columns to write.
 */
export function checkJobInput(input: JobInput, kinds: ReadonlyMap<string, ScheduledJobKind>, lang: Language): JobColumns {
  const issues: FieldIssue[] = [];
  const kind = kinds.get(input.jobClassName);
  const parameter = input.parameter ?? {};
  if (!kind) issues.push({ path: '/body/jobClassName', code: 'scheduledJob/unknown-kind', message: formatMessage('scheduledJob/unknown-kind', lang, [input.jobClassName]) });
  else issues.push(...parameterIssues(kind, parameter, '/body/parameter', lang));
  const problem = cronProblem(input.cronExpression, lang);
  if (problem) issues.push({ path: '/body/cronExpression', code: 'scheduledJob/invalid-cron', message: problem });
  if (issues.length > 0) throw new ValidationFailed(issues);
  return { job_name: input.jobName.trim(), job_class_name: input.jobClassName, cron_expression: input.cronExpression.trim(), parameter, description: input.description ?? null };
}
